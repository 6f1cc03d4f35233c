/**
 * The app shell and URL ownership (DESIGN §2), seen from a browser.
 */

/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

test.describe( 'URL ownership', () => {
	test( 'an app route is answered with the shell and status 200, head tags printed by the server', async ( {
		request,
	} ) => {
		const response = await request.get( '/about' );
		expect( response.status() ).toBe( 200 );
		const html = await response.text();
		expect( html ).toContain( '<div id="playpal-root">' );
		expect( html ).toMatch( /<title>About PlayPal \| PlayPal<\/title>/ );
		expect( html ).toMatch( /<meta name="description" content="[^"]+"/ );
		expect( html ).toMatch(
			/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/about"/
		);
		// The design tokens are inlined, so the first paint is already styled.
		expect( html ).toMatch( /--pp-color-primary:\s*[^;]+;/ );
	} );

	test( 'an app page carries the design tokens once and none of WordPress’s emoji code; WordPress’s own pages keep it', async ( {
		request,
	} ) => {
		for ( const path of [ '/', '/blog', '/shop' ] ) {
			const html = await ( await request.get( path ) ).text();
			expect(
				html.match( /--pp-color-primary:/g ),
				`${ path }: the tokens are printed once, as CSS variables`
			).toHaveLength( 1 );
			expect( html, path ).not.toContain( 'design-tokens' );
			expect( html, path ).not.toMatch( /_wpemojiSettings|wp-emoji/ );
		}
		// The posts' year archive is the theme's page, not the app's. (Not the
		// store's checkout: a real WooCommerce sends an empty cart's checkout on
		// to the cart, which is the app's.)
		const [ post ] = await (
			await request.get( '/wp-json/wp/v2/posts?per_page=1&_fields=date' )
		).json();
		const archive = await (
			await request.get( `/${ String( post.date ).slice( 0, 4 ) }/` )
		).text();
		expect( archive ).toContain( '_wpemojiSettings' );
	} );

	test( 'a guest’s shell carries nothing of theirs and a shared cache may keep it; one with a cart is never stored', async ( {
		request,
	} ) => {
		const shared = await request.get( '/' );
		expect( shared.headers()[ 'cache-control' ] ).toBe(
			'public, max-age=60'
		);
		expect( shared.headers().vary ).toBe( 'Cookie' );
		const sharedHtml = await shared.text();
		expect( sharedHtml ).toContain( '"storeApiNonce":""' );
		expect( sharedHtml ).not.toMatch( /Cart-Token/i );

		// The e2e site runs a store: a visitor with a cart session gets their nonce and cart.
		const own = await request.get( '/', {
			headers: { Cookie: 'wp_woocommerce_session_e2e=not-a-session' },
		} );
		expect( own.headers()[ 'cache-control' ] ).toContain( 'no-store' );
		expect( own.headers()[ 'cache-control' ] ).toContain( 'private' );
		const ownHtml = await own.text();
		expect( ownHtml ).toMatch( /"storeApiNonce":"[0-9a-f]{10}"/ );
		expect( ownHtml ).not.toMatch( /Cart-Token/i );
	} );

	test( 'an unknown path is answered with the shell and status 404', async ( {
		request,
	} ) => {
		const response = await request.get( '/no-such-page' );
		expect( response.status() ).toBe( 404 );
		const html = await response.text();
		expect( html ).toContain( '<div id="playpal-root">' );
		expect( html ).toMatch(
			/<meta name=['"]robots['"] content=['"][^'"]*noindex/
		);
	} );

	test( 'WordPress keeps the paths it owns', async ( { request } ) => {
		const health = await request.get( '/wp-json/pp/v1/health' );
		expect( health.status() ).toBe( 200 );
		expect( await health.json() ).toMatchObject( { status: 'ok' } );

		const feed = await request.get( '/feed/' );
		expect( feed.status() ).toBe( 200 );
		expect( feed.headers()[ 'content-type' ] ).toContain( 'xml' );

		const admin = await request.get( '/wp-admin/', { maxRedirects: 0 } );
		expect( admin.status() ).toBe( 302 );
		expect( admin.headers().location ).toContain( 'wp-login.php' );

		const login = await request.get( '/wp-login.php' );
		expect( login.status() ).toBe( 200 );
		expect( await login.text() ).not.toContain( 'playpal-root' );
	} );

	test( 'the theme’s own stylesheets stay off the shell', async ( {
		request,
	} ) => {
		const html = await ( await request.get( '/' ) ).text();
		expect( html ).not.toMatch(
			/<link[^>]+themes\/twentytwentyfive[^>]+>/
		);
		expect( html ).not.toMatch( /@font-face[^}]+themes\/twentytwentyfive/ );
		expect( html ).not.toContain( 'global-styles-inline-css' );
		expect( html.match( /<meta name="viewport"/g ) ).toHaveLength( 1 );
	} );
} );
