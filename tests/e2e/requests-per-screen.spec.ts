/**
 * One request per thing, in the browser: the Blog, a post, the Shop and a
 * product loaded directly show their content from the data the page came
 * with; opening a post or product from its list asks for it at most once;
 * the cart is asked for at most once per page, and never again when the
 * cart sheet opens.
 *
 * The cart may come with the page or be fetched after it loads (a page
 * cached for guests cannot carry a guest's cart): either way, one cart GET
 * at most.
 */

/**
 * External dependencies
 */
import { test, expect, type Page, type Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import { KITS, openCartSheet } from './shop-helpers';

const POST_SLUG = 'rainy-day-rescue-plans';
const POST_TITLE = 'Rainy-Day Rescue Plans That Take Five Minutes';
const PRODUCT_SLUG = 'space-station-alpha';

function isRest( request: Request ): boolean {
	const url = request.url();
	return url.includes( '/wp-json/' ) || url.includes( 'rest_route=' );
}

function isCartRead( request: Request ): boolean {
	return (
		request.method() === 'GET' &&
		/wc(\/|%2F)store(\/|%2F)v1(\/|%2F)cart($|\?|&)/.test(
			decodeURIComponent( request.url() )
				.replace( /^[^?]*\?rest_route=/, '' )
				.replace( /^.*\/wp-json/, '' )
		)
	);
}

/**
 * "METHOD path?query" of each request, for messages.
 *
 * @param requests Requests.
 */
function labels( requests: Request[] ): string[] {
	return requests.map( ( request ) => {
		const url = new URL( request.url() );
		return `${ request.method() } ${ decodeURIComponent(
			url.pathname + url.search
		) }`;
	} );
}

/**
 * Records the page's REST requests from now on.
 *
 * @param page Page.
 */
function recordRest( page: Page ) {
	const all: Request[] = [];
	const pending = new Set< Request >();
	page.on( 'request', ( request ) => {
		if ( isRest( request ) ) {
			all.push( request );
			pending.add( request );
		}
	} );
	page.on( 'requestfinished', ( request ) => pending.delete( request ) );
	page.on( 'requestfailed', ( request ) => pending.delete( request ) );
	return {
		/** Every REST request so far. */
		all: () => labels( all ),
		/** REST requests other than reading the cart. */
		besidesCart: () =>
			labels( all.filter( ( request ) => ! isCartRead( request ) ) ),
		cartReads: () => all.filter( isCartRead ).length,
		inFlight: () => pending.size,
		/** Forgets what was recorded so far (requests in flight stay pending). */
		reset: () => {
			all.length = 0;
		},
	};
}

/**
 * Waits until the page has loaded, the app has had its say and no REST
 * request is in flight: conditions, not a fixed wait.
 *
 * @param page Page.
 * @param rest The page's recorder.
 */
async function settle( page: Page, rest: ReturnType< typeof recordRest > ) {
	await page.waitForLoadState( 'load' );
	// Two frames: effects React runs after painting have sent their requests.
	await page.evaluate(
		() =>
			new Promise( ( resolve ) =>
				requestAnimationFrame( () => requestAnimationFrame( resolve ) )
			)
	);
	await expect
		.poll( rest.inFlight, { message: 'no REST request in flight' } )
		.toBe( 0 );
}

const DIRECT_LOADS = [
	{
		path: '/blog',
		content: ( page: Page ) => page.getByTestId( 'blog-card' ).first(),
	},
	{
		path: `/blog/${ POST_SLUG }`,
		content: ( page: Page ) =>
			page.getByRole( 'heading', { level: 1, name: POST_TITLE } ),
	},
	{
		path: '/shop',
		content: ( page: Page ) =>
			page.getByTestId( 'product-card' ).filter( { hasText: KITS[ 0 ] } ),
	},
	{
		path: `/product/${ PRODUCT_SLUG }`,
		content: ( page: Page ) =>
			page.getByRole( 'heading', {
				level: 1,
				name: 'Space Station Alpha',
			} ),
	},
];

for ( const { path, content } of DIRECT_LOADS ) {
	test( `${ path } loaded directly makes no REST request for its content, and reads the cart at most once`, async ( {
		page,
	} ) => {
		const rest = recordRest( page );

		const response = await page.goto( path );
		expect( response?.status() ).toBe( 200 );
		await expect( content( page ) ).toBeVisible();
		expect(
			rest.besidesCart(),
			'no REST request before the content shows'
		).toEqual( [] );

		await settle( page, rest );
		expect(
			rest.besidesCart(),
			'the app took over from the data the page came with'
		).toEqual( [] );
		expect(
			rest.cartReads(),
			'the cart is read once at most'
		).toBeLessThanOrEqual( 1 );
	} );
}

const FROM_LIST_TO_DETAIL = [
	{
		name: 'a post opened from the Blog',
		list: '/blog',
		card: ( page: Page ) =>
			page.getByTestId( 'blog-card' ).filter( { hasText: POST_TITLE } ),
		link: POST_TITLE,
		heading: POST_TITLE,
		details: ( page: Page ) => page.getByTestId( 'post-content' ),
		api: '/pp/v1/posts',
	},
	{
		name: 'a product opened from the Shop',
		list: '/shop',
		card: ( page: Page ) =>
			page
				.getByTestId( 'product-card' )
				.filter( { hasText: 'Space Station Alpha' } ),
		link: /Details/,
		heading: 'Space Station Alpha',
		details: ( page: Page ) => page.getByTestId( 'product-price' ),
		api: '/wc/store/v1/products',
	},
];

for ( const {
	name,
	list,
	card,
	link,
	heading,
	details,
	api,
} of FROM_LIST_TO_DETAIL ) {
	test( `${ name } is asked for at most once, and the cart not again`, async ( {
		page,
	} ) => {
		const rest = recordRest( page );
		await page.goto( list );
		await expect( card( page ) ).toBeVisible();
		await settle( page, rest );
		rest.reset();

		await card( page ).getByRole( 'link', { name: link } ).click();
		await expect(
			page.getByRole( 'heading', { level: 1, name: heading } )
		).toBeVisible();
		await expect( details( page ) ).toBeVisible();
		await settle( page, rest );

		const asked = rest
			.all()
			.filter( ( request ) => request.includes( api ) );
		expect( asked.length, asked.join( '\n' ) ).toBeLessThanOrEqual( 1 );
		expect( rest.cartReads(), 'the cart is not read again' ).toBe( 0 );
	} );
}

test( 'opening the cart sheet shows the cart the page has without asking for it again', async ( {
	page,
} ) => {
	// A kit in the cart, so the sheet has a line to show.
	await page.goto( `/product/${ PRODUCT_SLUG }` );
	await page.getByRole( 'button', { name: 'Add to Cart' } ).click();
	await expect( page ).toHaveURL( /\/cart$/ );

	const rest = recordRest( page );
	await page.goto( '/blog' );
	await expect( page.getByTestId( 'blog-card' ).first() ).toBeVisible();
	await settle( page, rest );
	const readsWithThePage = rest.cartReads();
	expect(
		readsWithThePage,
		'the page reads the cart once at most'
	).toBeLessThanOrEqual( 1 );

	const sheet = await openCartSheet( page );
	await expect( sheet.getByTestId( 'cart-item-quantity' ) ).toHaveText( '1' );
	await settle( page, rest );
	await page.keyboard.press( 'Escape' );
	await expect( sheet ).toBeHidden();
	const again = await openCartSheet( page );
	await expect( again.getByTestId( 'cart-item-quantity' ) ).toHaveText( '1' );
	await settle( page, rest );

	expect(
		rest.cartReads(),
		'opening the sheet, twice, read the cart no more'
	).toBe( readsWithThePage );
} );
