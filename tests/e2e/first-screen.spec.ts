/**
 * The server-printed first screen (includes/Frontend/First_Screen): with
 * JavaScript off, Home, the Blog, a post, the shop and a product show their
 * content and their links lead on; with JavaScript on, the bundle takes the
 * printed screen over without a request and without moving anything.
 */

/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { KITS } from './shop-helpers';

/**
 * The text of a page's HTML outside any <script>, as a reader without
 * JavaScript (or a crawler) gets it.
 *
 * @param request Request context.
 * @param path    Page path.
 */
async function textOutsideScripts(
	request: APIRequestContext,
	path: string
): Promise< string > {
	const response = await request.get( path );
	expect( response.status(), `${ path } answers 200` ).toBe( 200 );
	return ( await response.text() )
		.replace( /<script\b[\s\S]*?<\/script>/gi, '' )
		.replace( /<[^>]+>/g, ' ' )
		.replace( /&amp;/g, '&' )
		.replace( /&#8217;|&rsquo;/g, '’' )
		.replace( /\s+/g, ' ' );
}

/** Home's hero heading and benefit titles (src/features/home/components). */
const HOME_HEADING = 'Print. Play. Done!';
const BENEFITS = [
	'Ready in minutes',
	'Learning through play',
	'Screen-smart by design',
	'Loved by families and teachers',
];

/**
 * The page's cumulative layout shift so far (shifts without recent input).
 *
 * @param page The page.
 */
function layoutShift( page: Page ): Promise< number > {
	return page.evaluate(
		() =>
			new Promise< number >( ( resolve ) => {
				let total = 0;
				new PerformanceObserver( ( list ) => {
					for ( const entry of list.getEntries() as ( PerformanceEntry & {
						value: number;
						hadRecentInput: boolean;
					} )[] ) {
						if ( ! entry.hadRecentInput ) {
							total += entry.value;
						}
					}
				} ).observe( { type: 'layout-shift', buffered: true } );
				// Buffered entries arrive before the next frame.
				requestAnimationFrame( () =>
					requestAnimationFrame( () => resolve( total ) )
				);
			} )
	);
}

/**
 * Home's hero heading and benefit titles are on screen.
 *
 * @param page The page.
 */
async function expectHomeWords( page: Page ): Promise< void > {
	await expect(
		page.getByRole( 'heading', { level: 1, name: HOME_HEADING } )
	).toBeVisible();
	for ( const benefit of BENEFITS ) {
		await expect(
			page.getByRole( 'heading', { level: 3, name: benefit } )
		).toBeVisible();
	}
}

function plain( html: string ): string {
	return html
		.replace( /<[^>]+>/g, '' )
		.replace( /&#8217;/g, '’' )
		.replace( /&#8211;/g, '–' )
		.replace( /&amp;|&#038;/g, '&' )
		.trim();
}

test( 'the HTML of / carries the hero heading and the benefit titles', async ( {
	request,
} ) => {
	const text = await textOutsideScripts( request, '/' );

	expect( text ).toContain( HOME_HEADING );
	for ( const benefit of BENEFITS ) {
		expect( text ).toContain( benefit );
	}
} );

test.describe( 'without JavaScript', () => {
	test.use( { javaScriptEnabled: false } );

	test( 'Home shows its hero and benefits and its Shop Now link opens the shop', async ( {
		page,
	} ) => {
		await page.goto( '/' );
		await expectHomeWords( page );

		await page
			.getByRole( 'main' )
			.getByRole( 'link', { name: 'Shop Now' } )
			.click();

		await expect( page ).toHaveURL( /\/shop$/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: 'The PlayPal Shop' } )
		).toBeVisible();
	} );

	test( 'the Blog shows its twelve newest posts and a card opens its post', async ( {
		page,
		request,
	} ) => {
		const posts: { slug: string; title: { rendered: string } }[] = await (
			await request.get( '/wp-json/pp/v1/posts?per_page=12' )
		).json();
		expect( posts ).toHaveLength( 12 );
		const text = await textOutsideScripts( request, '/blog' );
		for ( const post of posts ) {
			expect( text ).toContain( plain( post.title.rendered ) );
		}

		await page.goto( '/blog' );
		const cards = page.getByRole( 'article' );
		await expect( cards ).toHaveCount( 12 );
		const newest = posts[ 0 ] ?? { slug: '', title: { rendered: '' } };
		const title = plain( newest.title.rendered );
		await expect(
			cards.first().getByRole( 'heading', { level: 2 } )
		).toHaveText( title );
		// The first picture is the screen's largest paint: it alone loads at high priority.
		await expect( cards.locator( 'img' ).first() ).toHaveAttribute(
			'fetchpriority',
			'high'
		);
		await expect( page.locator( 'img[fetchpriority="high"]' ) ).toHaveCount(
			1
		);
		await cards.first().getByRole( 'link', { name: title } ).click();

		await expect( page ).toHaveURL(
			new RegExp( `/blog/${ newest.slug }$` )
		);
		await expect(
			page.getByRole( 'heading', { level: 1, name: title } )
		).toBeVisible();
		await expect(
			page.locator( '.entry-content p' ).first()
		).toBeVisible();
	} );

	test( 'the shop shows every play kit with its price and a card opens the kit', async ( {
		page,
		request,
	} ) => {
		const text = await textOutsideScripts( request, '/shop' );
		for ( const kit of KITS ) {
			expect( text ).toMatch( new RegExp( `${ kit } \\$\\d+\\.\\d{2}` ) );
		}

		await page.goto( '/shop' );
		const card = page.getByRole( 'listitem' ).filter( {
			has: page.getByRole( 'heading', { name: KITS[ 1 ] } ),
		} );
		await expect( card ).toHaveCount( 1 );
		await card.getByRole( 'link', { name: KITS[ 1 ] } ).first().click();

		await expect( page ).toHaveURL( /\/product\/space-station-alpha$/ );
		await expect(
			page.getByRole( 'heading', { level: 1, name: KITS[ 1 ] } )
		).toBeVisible();
		await expect( page.getByText( /\$\d+\.\d{2}/ ).first() ).toBeVisible();
		await expect(
			page.getByRole( 'link', { name: 'Back to Shop' } )
		).toBeVisible();
	} );
} );

test( 'the bundle takes the printed Blog over without a request or a layout shift', async ( {
	page,
} ) => {
	const contentRequests: string[] = [];
	page.on( 'request', ( request ) => {
		if ( decodeURIComponent( request.url() ).includes( '/pp/v1/posts' ) ) {
			contentRequests.push( request.url() );
		}
	} );
	await page.goto( '/blog' );
	// React's cards carry a test id the printed ones do not: this waits for the takeover.
	await expect( page.getByTestId( 'blog-card' ) ).toHaveCount( 12 );
	await expect( page.locator( '[data-playpal-first-screen]' ) ).toHaveCount(
		0
	);

	const shift = await layoutShift( page );
	expect( shift, 'cumulative layout shift' ).toBeLessThanOrEqual( 0.05 );
	expect( contentRequests, 'no posts request: the page had them' ).toEqual(
		[]
	);
} );

test( 'the bundle takes the printed Home over with the same words and no layout shift', async ( {
	page,
} ) => {
	await page.goto( '/' );
	// React's placeholder kits carry a test id the printed ones do not: this waits for the takeover.
	await expect( page.getByTestId( 'placeholder-product' ) ).toHaveCount( 6 );
	await expect( page.locator( '[data-playpal-first-screen]' ) ).toHaveCount(
		0
	);

	await expectHomeWords( page );
	const shift = await layoutShift( page );
	expect( shift, 'cumulative layout shift' ).toBeLessThanOrEqual( 0.05 );
} );
