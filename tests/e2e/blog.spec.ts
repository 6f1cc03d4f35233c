/**
 * The Blog and Blog post screens against the seeded site: posts written
 * through WordPress's own APIs, topic filters, block content, 404s, and the
 * first render reading only the data the page was sent with.
 */

/**
 * External dependencies
 */
import { test, expect, type Page, type Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { logInAsAdmin } from './log-in';

const POST_SLUG = 'rainy-day-rescue-plans';

function collectConsoleErrors( page: Page ): string[] {
	const errors: string[] = [];
	page.on( 'console', ( message ) => {
		if ( message.type() === 'error' ) {
			errors.push( message.text() );
		}
	} );
	return errors;
}

function isContentApi( request: Request ): boolean {
	const url = decodeURIComponent( request.url() );
	return url.includes( '/pp/v1/' );
}

test( 'loading /blog directly shows cards without any pp/v1 request', async ( {
	page,
} ) => {
	const errors = collectConsoleErrors( page );
	const apiRequests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( isContentApi( request ) ) {
			apiRequests.push( request.url() );
		}
	} );
	const response = await page.goto( '/blog' );
	expect( response?.status() ).toBe( 200 );
	await expect( page.getByTestId( 'blog-card' ).first() ).toBeVisible();
	expect( apiRequests, 'no pp/v1 request before the first card' ).toEqual(
		[]
	);
	await expect( page.getByTestId( 'blog-card' ) ).toHaveCount( 12 );
	await expect( page ).toHaveTitle( 'Blog | PlayPal' );
	// The screen's chunk was asked for with the main bundle, not after it.
	await expect(
		page.locator( 'link[rel="preload"][href*="/build/chunks/blog."]' )
	).toHaveCount( 1 );
	const card = page
		.getByTestId( 'blog-card' )
		.filter( { hasText: 'Rainy-Day Rescue Plans' } );
	await expect( card.locator( 'img' ) ).toHaveAttribute( 'src', /uploads/ );
	// Long-form date, author, excerpt without HTML tags.
	await expect( card.locator( 'time' ) ).toHaveText(
		/^[A-Z][a-z]+ \d{1,2}, \d{4}$/
	);
	await expect( card.getByText( /^By / ) ).toBeVisible();
	await expect( card ).not.toContainText( '<p>' );
	expect( errors, 'no console errors on the Blog' ).toEqual( [] );
} );

test( 'the topic filter shows only the chosen category', async ( { page } ) => {
	await page.goto( '/blog' );
	const topics = page.getByRole( 'group', { name: 'Topics' } );
	await expect(
		topics.getByRole( 'button', { name: 'All' } )
	).toHaveAttribute( 'aria-pressed', 'true' );
	const familyTech = topics.getByRole( 'button', { name: 'Family Tech' } );
	await familyTech.click();
	await expect( familyTech ).toHaveAttribute( 'aria-pressed', 'true' );
	const cards = page.getByTestId( 'blog-card' );
	await expect( cards.first() ).toBeVisible();
	const count = await cards.count();
	expect( count ).toBeGreaterThan( 0 );
	expect( count ).toBeLessThan( 12 );
	for ( let index = 0; index < count; index++ ) {
		await expect( cards.nth( index ) ).toContainText( 'Family Tech' );
	}
	await topics.getByRole( 'button', { name: 'All' } ).click();
	await expect( cards ).toHaveCount( 12 );
} );

test( 'a post written through WordPress’s REST API appears on the blog', async ( {
	page,
} ) => {
	// A wp-admin screen: the heaviest pages of the site on a loaded machine.
	test.slow();
	const title = `Kite Day ${ Date.now() }`;
	await logInAsAdmin( page );
	// Two images already in the media library, for a gallery.
	const seeded = await (
		await page.request.get( '/wp-json/pp/v1/posts?_embed&per_page=4' )
	).json();
	const images: string[] = seeded
		.map(
			( item: {
				_embedded?: { 'wp:featuredmedia'?: { source_url: string }[] };
			} ) => item._embedded?.[ 'wp:featuredmedia' ]?.[ 0 ]?.source_url
		)
		.filter( ( src: unknown ): src is string => typeof src === 'string' );
	expect( images.length ).toBeGreaterThanOrEqual( 2 );

	// WordPress's own REST API, as an editor's tools would use it.
	const nonce = await (
		await page.request.get( '/wp-admin/admin-ajax.php?action=rest-nonce' )
	).text();
	const createdResponse = await page.request.post( '/wp-json/wp/v2/posts', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			title,
			status: 'publish',
			excerpt: 'Paper kites for a <em>windy</em> afternoon.',
			content: [
				'<!-- wp:paragraph --><p>Fold, fly, repeat.</p><!-- /wp:paragraph -->',
				'<!-- wp:gallery {"linkTo":"none"} -->',
				'<figure class="wp-block-gallery has-nested-images columns-default is-cropped">',
				...images
					.slice( 0, 2 )
					.map(
						( src: string ) =>
							`<!-- wp:image {"sizeSlug":"large","linkDestination":"none"} --><figure class="wp-block-image size-large"><img src="${ src }" alt=""/></figure><!-- /wp:image -->`
					),
				'</figure><!-- /wp:gallery -->',
			].join( '\n' ),
		},
	} );
	expect( createdResponse.status() ).toBe( 201 );
	const created = await createdResponse.json();
	const slug: string = created.slug;

	await page.goto( '/blog' );
	const card = page.getByTestId( 'blog-card' ).filter( { hasText: title } );
	await expect( card ).toBeVisible();
	await expect( card ).toContainText( 'Paper kites for a windy afternoon.' );
	await card.getByRole( 'link', { name: title } ).click();
	await expect( page ).toHaveURL( new RegExp( `/blog/${ slug }$` ) );
	await expect(
		page.getByRole( 'heading', { level: 1, name: title } )
	).toBeVisible();
	await expect( page.getByTestId( 'post-content' ) ).toContainText(
		'Fold, fly, repeat.'
	);
	// The gallery lays its images out side by side, as in the editor.
	const galleryImages = page
		.getByTestId( 'post-content' )
		.locator( '.wp-block-gallery img' );
	await expect( galleryImages ).toHaveCount( 2 );
	await expect( galleryImages.nth( 1 ) ).toBeVisible();
	await expect
		.poll( async () => {
			const a = await galleryImages.nth( 0 ).boundingBox();
			const b = await galleryImages.nth( 1 ).boundingBox();
			return (
				a && b && Math.abs( a.y - b.y ) < 2 && b.x > a.x + a.width - 1
			);
		} )
		.toBe( true );

	// Clean up so the seeded blog stays as other tests expect it.
	const deleted = await page.request.delete(
		`/wp-json/wp/v2/posts/${ created.id }?force=true`,
		{ headers: { 'X-WP-Nonce': nonce } }
	);
	expect( deleted.status() ).toBe( 200 );
} );

test( 'a post opened directly shows block content with no pp/v1 request, and Back to Blog works', async ( {
	page,
} ) => {
	const errors = collectConsoleErrors( page );
	const apiRequests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( isContentApi( request ) ) {
			apiRequests.push( request.url() );
		}
	} );
	const response = await page.goto( `/blog/${ POST_SLUG }` );
	expect( response?.status() ).toBe( 200 );
	const title = page.getByRole( 'heading', { level: 1 } );
	await expect( title ).toHaveText(
		'Rainy-Day Rescue Plans That Take Five Minutes'
	);
	expect( apiRequests, 'no pp/v1 request before the title' ).toEqual( [] );
	await expect( page ).toHaveTitle(
		'Rainy-Day Rescue Plans That Take Five Minutes | PlayPal'
	);

	const content = page.getByTestId( 'post-content' );
	const image = content.locator( '.wp-block-image img' );
	await expect( image ).toBeVisible();
	expect(
		await image.evaluate(
			( img ) => ( img as HTMLImageElement ).naturalWidth
		)
	).toBeGreaterThan( 0 );

	// The columns sit side by side, as in the editor: the block styles loaded.
	const columns = content.locator( '.wp-block-column' );
	await expect( columns ).toHaveCount( 2 );
	await expect( columns.first() ).toBeVisible();
	const first = await columns.nth( 0 ).boundingBox();
	const second = await columns.nth( 1 ).boundingBox();
	expect( first && second ).toBeTruthy();
	expect( Math.abs( ( first?.y ?? 0 ) - ( second?.y ?? 1 ) ) ).toBeLessThan(
		2
	);
	expect( second?.x ?? 0 ).toBeGreaterThan(
		( first?.x ?? 0 ) + ( first?.width ?? 0 ) - 1
	);
	await expect( content.locator( 'blockquote' ) ).toContainText(
		'Play is the highest form of research.'
	);

	expect( errors, 'no console errors on a post' ).toEqual( [] );
	await page.getByRole( 'link', { name: '← Back to Blog' } ).click();
	await expect( page ).toHaveURL( /\/blog$/ );
	await expect( page.getByTestId( 'blog-card' ).first() ).toBeVisible();
} );

test( 'opening a post from the blog loads the block styles too', async ( {
	page,
} ) => {
	await page.goto( '/blog' );
	await page
		.getByRole( 'link', {
			name: 'Rainy-Day Rescue Plans That Take Five Minutes',
		} )
		.click();
	const columns = page
		.getByTestId( 'post-content' )
		.locator( '.wp-block-column' );
	await expect( columns.first() ).toBeVisible();
	await expect( page.locator( '#playpal-block-library-css' ) ).toHaveCount(
		1
	);
	await expect
		.poll( async () => {
			const a = await columns.nth( 0 ).boundingBox();
			const b = await columns.nth( 1 ).boundingBox();
			return Math.abs( ( a?.y ?? 0 ) - ( b?.y ?? 999 ) );
		} )
		.toBeLessThan( 2 );
} );

test( 'an unknown slug answers 404 and shows the 404 screen', async ( {
	page,
} ) => {
	const response = await page.goto( '/blog/no-such-post-here' );
	expect( response?.status() ).toBe( 404 );
	await expect(
		page.getByRole( 'heading', { name: 'Oops! Page not found' } )
	).toBeVisible();
} );

test( 'the blog shows its empty state when there are no posts', async ( {
	page,
} ) => {
	// Drop the embedded posts so the screen asks the server, and answer as an empty blog would.
	await page.addInitScript( () => {
		let config: { preloaded?: Record< string, unknown > } | undefined;
		Object.defineProperty( window, 'playpalConfig', {
			configurable: true,
			get: () => config,
			set: ( value ) => {
				config = value;
				for ( const path of Object.keys( value?.preloaded ?? {} ) ) {
					if ( path.startsWith( '/pp/v1/posts' ) ) {
						delete value.preloaded[ path ];
					}
				}
			},
		} );
	} );
	await page.route( /pp(\/|%2F)v1(\/|%2F)posts/, ( route ) =>
		route.fulfill( {
			status: 200,
			contentType: 'application/json',
			headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' },
			body: '[]',
		} )
	);
	await page.goto( '/blog' );
	await expect(
		page.getByRole( 'heading', { name: 'More Articles Coming Soon!' } )
	).toBeVisible();
	await expect( page.getByTestId( 'blog-card' ) ).toHaveCount( 0 );
} );

test( 'old post permalinks redirect to the app with 301, previews stay with WordPress', async ( {
	request,
} ) => {
	const response = await request.get( `/${ POST_SLUG }/`, {
		maxRedirects: 0,
	} );
	expect( response.status() ).toBe( 301 );
	expect( response.headers().location ).toMatch(
		new RegExp( `/blog/${ POST_SLUG }$` )
	);

	const [ post ] = await (
		await request.get( `/wp-json/pp/v1/posts?slug=${ POST_SLUG }` )
	).json();
	const byId = await request.get( `/?p=${ post.id }`, { maxRedirects: 0 } );
	expect( byId.status(), '?p={id} is an old permalink too' ).toBe( 301 );
	expect( byId.headers().location ).toMatch(
		new RegExp( `/blog/${ POST_SLUG }$` )
	);

	// Previews stay with WordPress (the app shows only published text).
	const preview = await request.get( `/${ POST_SLUG }/?preview=true`, {
		maxRedirects: 0,
	} );
	expect( preview.status() ).toBe( 200 );
	expect( await preview.text() ).not.toContain( 'playpal-root' );
} );

test( 'pp/v1/posts answers a repeat request carrying its ETag with 304', async ( {
	request,
} ) => {
	const first = await request.get(
		'/wp-json/pp/v1/posts?_embed&per_page=12'
	);
	expect( first.status() ).toBe( 200 );
	const etag = first.headers().etag ?? '';
	expect( etag ).toMatch( /^"[0-9a-f]{32}"$/ );
	const again = await request.get(
		'/wp-json/pp/v1/posts?_embed&per_page=12',
		{
			headers: { 'If-None-Match': etag },
		}
	);
	expect( again.status() ).toBe( 304 );
	expect( await again.body() ).toHaveLength( 0 );
} );

test( 'the Blog’s Subscribe button signs a reader up to the newsletter in a dialog, and its Cart button opens the cart', async ( {
	page,
} ) => {
	await page.goto( '/blog' );
	const subscribe = page.getByRole( 'button', { name: 'Subscribe' } );
	await subscribe.click();
	const dialog = page.getByRole( 'dialog', {
		name: 'Subscribe to the PlayPal blog',
	} );
	await expect( dialog ).toBeVisible();
	await dialog.getByLabel( 'First name' ).fill( 'Rosa' );
	await dialog.getByLabel( 'Last name' ).fill( 'Reader' );
	await dialog
		.getByLabel( 'Email' )
		.fill( `rosa.${ Date.now() }@example.test` );
	await dialog.getByRole( 'button', { name: 'Subscribe' } ).click();
	await expect(
		dialog.getByText(
			"You're subscribed! New posts will arrive in your inbox."
		)
	).toBeVisible();
	await page.keyboard.press( 'Escape' );
	await expect( dialog ).toBeHidden();
	await expect( subscribe ).toBeFocused();

	await page
		.getByRole( 'main' )
		.getByRole( 'button', { name: /Cart/ } )
		.click();
	await expect( page.getByRole( 'dialog', { name: 'Cart' } ) ).toBeVisible();
} );
