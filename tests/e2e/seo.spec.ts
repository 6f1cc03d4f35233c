/**
 * What search engines and link previews get from the running site: the
 * printed head of a post and a product page, and WordPress's sitemaps.
 */

/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

const POST_SLUG = 'rainy-day-rescue-plans';
const PRODUCT_SLUG = 'space-station-alpha';

/**
 * The page's HTML as a crawler receives it (no JavaScript runs).
 *
 * @param request Request context.
 * @param path    Path.
 */
async function html( request: APIRequestContext, path: string ) {
	const response = await request.get( path );
	expect( response.status(), `${ path } answers 200` ).toBe( 200 );
	return response.text();
}

/**
 * The JSON-LD nodes of a page.
 *
 * @param page HTML.
 */
function jsonLd( page: string ): Array< Record< string, unknown > > {
	return [
		...page.matchAll(
			/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g
		),
	].map( ( match ) => JSON.parse( match[ 1 ] ?? '' ) );
}

/**
 * The content of a meta tag named with `property` or `name`.
 *
 * @param page HTML.
 * @param name Property or name.
 */
function meta( page: string, name: string ): string | undefined {
	const escaped = name.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' );
	return new RegExp(
		`<meta (?:property|name)="${ escaped }" content="([^"]*)"`
	).exec( page )?.[ 1 ];
}

test( 'a post page carries its share tags, one canonical and BlogPosting with breadcrumbs', async ( {
	request,
	baseURL,
} ) => {
	const page = await html( request, `/blog/${ POST_SLUG }` );
	const url = `${ baseURL }/blog/${ POST_SLUG }`;

	expect( page.match( /rel="canonical"/g ) ?? [] ).toHaveLength( 1 );
	expect( page ).toContain( `<link rel="canonical" href="${ url }" />` );
	expect( meta( page, 'og:type' ) ).toBe( 'article' );
	expect( meta( page, 'og:url' ) ).toBe( url );
	expect( meta( page, 'og:title' ) ).toBe(
		'Rainy-Day Rescue Plans That Take Five Minutes'
	);
	expect( meta( page, 'og:image' ) ).toMatch( /\/uploads\// );
	expect( Number( meta( page, 'og:image:width' ) ) ).toBeGreaterThan( 0 );
	expect( meta( page, 'twitter:card' ) ).toBe( 'summary_large_image' );
	expect( jsonLd( page ).map( ( node ) => node[ '@type' ] ) ).toEqual( [
		'BlogPosting',
		'BreadcrumbList',
	] );
} );

test( 'a product page carries its share tags and Product with its offer', async ( {
	request,
	baseURL,
} ) => {
	const page = await html( request, `/product/${ PRODUCT_SLUG }` );

	expect( meta( page, 'og:type' ) ).toBe( 'product' );
	expect( meta( page, 'og:url' ) ).toBe(
		`${ baseURL }/product/${ PRODUCT_SLUG }`
	);
	const product = jsonLd( page ).find(
		( node ) => node[ '@type' ] === 'Product'
	);
	expect( product?.name ).toBe( 'Space Station Alpha' );
	expect( product?.offers ).toMatchObject( {
		'@type': 'Offer',
		price: expect.stringMatching( /^\d+\.\d{2}$/ ),
		priceCurrency: expect.stringMatching( /^[A-Z]{3}$/ ),
		availability: 'https://schema.org/InStock',
		url: `${ baseURL }/product/${ PRODUCT_SLUG }`,
	} );
} );

test( 'the sitemaps list the app’s pages, posts under /blog and products under /product', async ( {
	request,
	baseURL,
} ) => {
	const index = await html( request, '/wp-sitemap.xml' );
	expect( index ).toContain( `${ baseURL }/wp-sitemap-playpal-1.xml` );

	const pages = await html( request, '/wp-sitemap-playpal-1.xml' );
	for ( const path of [ '/about', '/blog', '/shop', '/forum' ] ) {
		expect( pages ).toContain( `<loc>${ baseURL }${ path }</loc>` );
	}
	expect( pages ).not.toContain( `<loc>${ baseURL }/cart</loc>` );

	const posts = await html( request, '/wp-sitemap-posts-post-1.xml' );
	expect( posts ).toContain( `<loc>${ baseURL }/blog/${ POST_SLUG }</loc>` );

	const products = await html( request, '/wp-sitemap-posts-product-1.xml' );
	expect( products ).toContain(
		`<loc>${ baseURL }/product/${ PRODUCT_SLUG }</loc>`
	);
} );
