/**
 * The community screens against the real pp/v1 routes: The PlayBoard, Play
 * Ideas, AI product discovery and Community Love with their tabs and
 * filters (by mouse and keyboard), and a story sent through /submit with two
 * real pictures and a short video, approved by an editor in wp-admin, then
 * shown on Community Love with its thumbnails.
 */

/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logIn } from './log-in';

// An editor (edit_others_posts, not manage_options): who moderates stories.
const EDITOR = { user: 'editor', password: 'playpal-editor' };

/**
 * A real picture, drawn by the browser's canvas.
 *
 * @param page A page of the site.
 * @param type 'image/png' or 'image/jpeg'.
 */
async function picture( page: Page, type: string ): Promise< Buffer > {
	const dataUrl = await page.evaluate( ( mime ) => {
		const canvas = document.createElement( 'canvas' );
		canvas.width = 64;
		canvas.height = 48;
		const context = canvas.getContext( '2d' );
		if ( context ) {
			context.fillStyle = mime === 'image/png' ? '#c83c5a' : '#3c78c8';
			context.fillRect( 0, 0, 64, 48 );
			context.fillStyle = '#ffffff';
			context.fillRect( 16, 12, 32, 24 );
		}
		return canvas.toDataURL( mime );
	}, type );
	return Buffer.from( dataUrl.split( ',' )[ 1 ] ?? '', 'base64' );
}

/**
 * A minimal ISO-BMFF (MP4) file: 'ftyp' and a 'moov' with its movie header,
 * which the server's finfo reads as video/mp4.
 */
function shortVideo(): Buffer {
	const box = ( type: string, payload: Buffer ) => {
		const size = Buffer.alloc( 4 );
		size.writeUInt32BE( 8 + payload.length );
		return Buffer.concat( [
			size,
			Buffer.from( type, 'latin1' ),
			payload,
		] );
	};
	const words = ( ...values: number[] ) => {
		const buffer = Buffer.alloc( values.length * 4 );
		values.forEach( ( value, i ) => buffer.writeUInt32BE( value, i * 4 ) );
		return buffer;
	};
	const mvhd = box(
		'mvhd',
		Buffer.concat( [
			Buffer.alloc( 12 ),
			words( 1000, 1000, 0x00010000 ),
			Buffer.from( [ 1, 0 ] ),
			Buffer.alloc( 10 ),
			words( 0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000 ),
			Buffer.alloc( 24 ),
			words( 2 ),
		] )
	);
	const ftyp = box(
		'ftyp',
		Buffer.concat( [
			Buffer.from( 'isom', 'latin1' ),
			words( 512 ),
			Buffer.from( 'isomiso2avc1mp41', 'latin1' ),
		] )
	);
	return Buffer.concat( [ ftyp, box( 'moov', mvhd ) ] );
}

async function fillStory( page: Page, title: string ) {
	await page.getByRole( 'button', { name: 'Photos', exact: true } ).click();
	await page.getByLabel( 'Title *' ).fill( title );
	await page
		.getByLabel( 'Product Used *' )
		.selectOption( 'Dinosaur Dig Site Expedition' );
	await page
		.getByLabel( 'Description *' )
		.fill( 'We dug up every printed fossil in the sandpit.' );
	await page.getByLabel( 'Age of Child (optional)' ).fill( '6' );
	await page.getByLabel( 'Your Name *' ).fill( 'Robin Tester' );
	await page.getByLabel( 'Email Address *' ).fill( 'robin@example.test' );
}

test.describe.configure( { mode: 'serial' } );

test( 'The PlayBoard: category tabs by mouse and keyboard', async ( {
	page,
} ) => {
	await page.goto( '/forum' );
	await expect( page ).toHaveTitle( 'The PlayBoard | PlayPal' );
	const posts = page.getByTestId( 'forum-post' );
	await expect( posts.first() ).toBeVisible();
	const all = await posts.count();
	for ( const name of [
		'All',
		'General Play',
		'Appadoo',
		'Create Forward',
		'Parent Tech',
	] ) {
		await expect( page.getByRole( 'tab', { name } ) ).toBeVisible();
	}

	await page.getByRole( 'tab', { name: 'Appadoo' } ).click();
	await expect(
		page.getByRole( 'tab', { name: 'Appadoo' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	expect( await posts.count() ).toBeLessThan( all );

	await page.getByRole( 'tab', { name: 'All' } ).focus();
	await page.keyboard.press( 'ArrowRight' );
	const general = page.getByRole( 'tab', { name: 'General Play' } );
	await expect( general ).toBeFocused();
	await expect( general ).toHaveAttribute( 'aria-selected', 'true' );
} );

test( 'Play Ideas: the category filter', async ( { page } ) => {
	await page.goto( '/play-ideas' );
	await expect( page ).toHaveTitle( 'Play Ideas | PlayPal' );
	const ideas = page.getByTestId( 'play-idea' );
	await expect( ideas.first() ).toBeVisible();
	const all = await ideas.count();
	const stem = page.getByRole( 'button', { name: 'STEM Adventures' } );
	await stem.click();
	await expect( stem ).toHaveAttribute( 'aria-pressed', 'true' );
	expect( await ideas.count() ).toBeLessThan( all );
	await page.getByRole( 'button', { name: 'All', exact: true } ).click();
	await expect( ideas ).toHaveCount( all );
} );

test( 'AI product discovery: category tabs and a details dialog used with the keyboard', async ( {
	page,
} ) => {
	await page.goto( '/products-ai' );
	await expect( page ).toHaveTitle( 'Find the Perfect Play Kit | PlayPal' );
	await expect(
		page.getByTestId( 'discovery-product' ).first()
	).toBeVisible();

	const outcome = page.getByRole( 'tab', { name: 'Outcome' } );
	await outcome.click();
	await expect( outcome ).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		page.getByRole( 'tab', { name: 'Behavioral' } )
	).toBeFocused();

	const trigger = page
		.getByRole( 'list', { name: 'Featured kits' } )
		.getByRole( 'button', { name: /^View details of / } )
		.first();
	await trigger.focus();
	await page.keyboard.press( 'Enter' );
	const dialog = page.getByRole( 'dialog' );
	await expect( dialog ).toBeVisible();
	for ( let step = 0; step < 6; step++ ) {
		await page.keyboard.press( 'Tab' );
		expect(
			await dialog.evaluate( ( node ) =>
				node.contains( node.ownerDocument.activeElement )
			)
		).toBe( true );
	}
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( trigger ).toBeFocused();
} );

test( 'Community Love: tabs by keyboard, the platform filter and the example stories', async ( {
	page,
} ) => {
	await page.goto( '/ugc' );
	await expect( page ).toHaveTitle( 'Community Love | PlayPal' );
	const mentions = page.getByTestId( 'mention' );
	await expect( mentions.first() ).toBeVisible();
	const all = await mentions.count();

	const instagram = page.getByRole( 'button', { name: 'Instagram' } );
	await instagram.click();
	await expect( instagram ).toHaveAttribute( 'aria-pressed', 'true' );
	expect( await mentions.count() ).toBeLessThan( all );

	await page.getByRole( 'tab', { name: 'Social Mentions' } ).focus();
	await page.keyboard.press( 'ArrowRight' );
	await expect(
		page.getByRole( 'tab', { name: 'Featured Stories' } )
	).toHaveAttribute( 'aria-selected', 'true' );
	await page.keyboard.press( 'ArrowRight' );
	const submissionsTab = page.getByRole( 'tab', {
		name: 'Community Submissions',
	} );
	await expect( submissionsTab ).toBeFocused();
	await expect( submissionsTab ).toHaveAttribute( 'aria-selected', 'true' );
	await expect( page.getByTestId( 'submission' ).first() ).toBeVisible();
	await expect(
		page.getByText( 'These example stories show what families share.', {
			exact: false,
		} )
	).toBeVisible();
} );

test( 'Submit Your Story: the consent alert, then nothing is sent', async ( {
	page,
} ) => {
	await page.goto( '/submit' );
	await expect( page ).toHaveTitle( 'Submit Your Story | PlayPal' );
	await expect( page.getByLabel( 'Title *' ) ).toHaveCount( 0 );
	await fillStory( page, 'Never sent' );
	let posted = false;
	page.on( 'request', ( request ) => {
		if (
			request.method() === 'POST' &&
			request.url().includes( 'submissions' )
		) {
			posted = true;
		}
	} );
	await page.getByRole( 'button', { name: 'Submit Your Story' } ).click();
	await expect( page.getByRole( 'alert' ) ).toHaveText(
		'Please agree to the terms and permissions before submitting.'
	);
	expect( posted ).toBe( false );
} );

test( 'a story with two pictures and a video is received, approved in wp-admin and shown on Community Love', async ( {
	page,
	browser,
} ) => {
	// Uploads, a log-in and wp-admin take longer than one screen.
	test.setTimeout( 90_000 );
	const title = `Fossil hunt ${ Date.now() }`;
	await page.goto( '/submit' );
	await fillStory( page, title );
	await page.getByLabel( 'Photos or Videos' ).setInputFiles( [
		{
			name: 'sandpit.png',
			mimeType: 'image/png',
			buffer: await picture( page, 'image/png' ),
		},
		{
			name: 'notebook.jpg',
			mimeType: 'image/jpeg',
			buffer: await picture( page, 'image/jpeg' ),
		},
		{ name: 'dig.mp4', mimeType: 'video/mp4', buffer: shortVideo() },
	] );
	await expect( page.getByText( '3 of 5 files attached.' ) ).toBeVisible();
	await page.getByLabel( /I grant PlayPal/ ).check();
	await page.getByLabel( /I confirm that I own/ ).check();

	const sent = page.waitForResponse(
		( response ) =>
			response.url().includes( 'submissions' ) &&
			response.request().method() === 'POST'
	);
	await page.getByRole( 'button', { name: 'Submit Your Story' } ).click();
	expect( ( await sent ).status() ).toBe( 201 );
	await expect(
		page.getByRole( 'heading', { name: 'Submission Received!' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'link', { name: 'View Community Stories' } )
	).toBeVisible();
	await expect(
		page.getByRole( 'button', { name: 'Submit Another Story' } )
	).toBeVisible();

	// Not public while pending.
	const pending = await page.request.get( '/wp-json/pp/v1/submissions' );
	expect( JSON.stringify( await pending.json() ) ).not.toContain( title );

	const editor = await browser.newPage();
	await logIn( editor, EDITOR );
	// Reached through the admin menu, as an editor would: WordPress points
	// the PlayPal menu at the first page the editor may open, Stories.
	await editor
		.locator( '#adminmenu' )
		.getByRole( 'link', { name: 'PlayPal', exact: true } )
		.click();
	await expect(
		editor.getByRole( 'heading', { name: 'Stories', level: 1 } )
	).toBeVisible();
	await editor.goto(
		'/wp-admin/admin.php?page=playpal-stories&status=pending'
	);
	const row = editor.locator( 'tr', { hasText: title } );
	await expect( row.locator( 'img' ) ).toHaveCount( 2 );
	await expect( row.locator( 'video' ) ).toHaveCount( 1 );
	const approve = row.getByRole( 'link', { name: `Approve “${ title }”` } );
	await expect( approve ).toBeVisible();
	await approve.click();
	await expect( editor.getByText( 'Story approved.' ) ).toBeVisible();
	await editor.close();

	await page.goto( '/ugc' );
	await page.getByRole( 'tab', { name: 'Community Submissions' } ).click();
	const card = page.getByTestId( 'submission' ).filter( { hasText: title } );
	await expect( card ).toBeVisible();
	await expect( card.getByText( 'Robin Tester' ) ).toBeVisible();
	await expect( card.getByText( 'Example' ) ).toHaveCount( 0 );
	const pictures = card.getByRole( 'img' );
	await expect( pictures ).toHaveCount( 2 );
	for ( const image of await pictures.all() ) {
		await expect
			.poll( () =>
				image.evaluate(
					( node ) => ( node as HTMLImageElement ).naturalWidth
				)
			)
			.toBeGreaterThan( 0 );
	}
	await expect( card.locator( 'video' ) ).toHaveCount( 1 );
	expect( await card.innerText() ).not.toContain( 'robin@example.test' );
} );
