/**
 * Internal dependencies
 */
import type { WorkerConfig } from './config';
import { decide, isAppRoute, restRouteOf, withoutVersion } from './routing';

const ORIGIN = 'https://kids.example';

const config: WorkerConfig = {
	base: '/',
	restRoot: '/wp-json/',
	routes: [
		'',
		'about',
		'blog',
		'blog/{slug}',
		'shop/{slug}',
		'member-portal',
	],
	shell: '/?playpal-offline-shell=1',
	offline: '/playpal-offline.html',
	precache: [],
	version: 'abc',
};

function request(
	path: string,
	overrides: Partial< {
		method: string;
		mode: string;
		destination: string;
	} > = {}
) {
	return {
		url: ORIGIN + path,
		method: 'GET',
		mode: 'cors',
		destination: '',
		...overrides,
	};
}

const page = ( path: string ) =>
	request( path, { mode: 'navigate', destination: 'document' } );

/**
 * What the worker decides for a request on this site, with the test config.
 *
 * @param req The request, as the worker reads it.
 */
const decideOn = ( req: Parameters< typeof decide >[ 0 ] ) =>
	decide( req, config, ORIGIN );

describe( 'decide', () => {
	it( 'keeps a nonce-free copy of pages under the base and knows the app routes', () => {
		expect( decideOn( page( '/blog/a-post/' ) ) ).toEqual( {
			kind: 'document',
			appRoute: true,
			keep: true,
		} );
		expect( decideOn( page( '/some-wordpress-page/' ) ) ).toEqual( {
			kind: 'document',
			appRoute: false,
			keep: true,
		} );
	} );

	it( 'answers a frame document offline from the saved copy but never keeps it on its own', () => {
		expect(
			decideOn(
				request( '/play/appadoo-1/', {
					mode: 'navigate',
					destination: 'iframe',
				} )
			)
		).toEqual( { kind: 'document', appRoute: false, keep: false } );
	} );

	it( 'keeps pp/v1 reads, with pretty and plain permalinks', () => {
		expect(
			decideOn( request( '/wp-json/pp/v1/me?_locale=user' ) )
		).toEqual( { kind: 'read', keep: true } );
		expect(
			decideOn( request( '/?rest_route=/pp/v1/posts&slug=x' ) )
		).toEqual( { kind: 'read', keep: true } );
	} );

	it( 'never touches carts, checkout, other APIs, wp-admin, wp-login, admin-ajax or nonced links', () => {
		for ( const path of [
			'/wp-json/wc/store/v1/cart',
			'/?rest_route=/wc/store/v1/checkout',
			'/wp-json/wp/v2/users/me',
			'/wp-admin/',
			'/wp-admin/post.php?post=1',
			'/wp-login.php?action=logout&_wpnonce=abc',
			'/wp-admin/admin-ajax.php?action=x',
			'/?wc-ajax=get_refreshed_fragments',
			'/my-account/customer-logout/?_wpnonce=abc',
			// Links that act: kept copies are fetched again, which would run them twice.
			'/product/space-kit/?add-to-cart=12',
			'/cart/?remove_item=abc&_wpnonce=x',
			'/cart/?undo_item=abc',
			'/my-account/?order_again=12',
		] ) {
			expect( decideOn( page( path ) ) ).toEqual( {
				kind: 'pass',
			} );
			expect( decideOn( request( path ) ) ).toEqual( {
				kind: 'pass',
			} );
		}
	} );

	it( 'leaves other origins and other methods alone, but takes session reports', () => {
		expect(
			decideOn( { ...page( '/' ), url: 'https://cdn.example/x.js' } )
		).toEqual( { kind: 'pass' } );
		expect(
			decideOn( request( '/wp-json/pp/v1/interest', { method: 'POST' } ) )
		).toEqual( { kind: 'pass' } );
		expect(
			decideOn(
				request( '/wp-json/pp/v1/appadoos/appadoo-123/sessions', {
					method: 'POST',
				} )
			)
		).toEqual( { kind: 'session-report' } );
		expect(
			decideOn(
				request( '/?rest_route=/pp/v1/appadoos/appadoo-123/sessions', {
					method: 'POST',
				} )
			)
		).toEqual( { kind: 'session-report' } );
		expect(
			decideOn(
				request( '/wp-json/pp/v1/appadoos/appadoo-123/sessions' )
			)
		).toEqual( {
			kind: 'read',
			keep: true,
		} );
	} );

	it( 'serves other same-origin files (a saved printable) network first, without keeping them', () => {
		expect(
			decideOn( request( '/wp-json/pp/v1/downloads/9/file' ) )
		).toEqual( { kind: 'read', keep: true } );
		expect( decideOn( request( '/wp-content/uploads/kit.pdf' ) ) ).toEqual(
			{ kind: 'read', keep: false }
		);
	} );
} );

describe( 'isAppRoute', () => {
	it( 'matches the route table under a base path, one segment per slug', () => {
		const play = { ...config, base: '/play/' };
		expect( isAppRoute( '/play/', play ) ).toBe( true );
		expect( isAppRoute( '/play', play ) ).toBe( true );
		expect( isAppRoute( '/play/blog/x/', play ) ).toBe( true );
		expect( isAppRoute( '/play/blog/x/y/', play ) ).toBe( false );
		expect( isAppRoute( '/blog/x/', play ) ).toBe( false );
		expect( isAppRoute( '/play/unknown/', play ) ).toBe( false );
	} );
} );

describe( 'restRouteOf and withoutVersion', () => {
	it( 'reads the route and drops only ?ver=', () => {
		expect(
			restRouteOf( new URL( ORIGIN + '/wp-json/pp/v1/me' ), '/wp-json/' )
		).toBe( 'pp/v1/me' );
		expect(
			restRouteOf( new URL( ORIGIN + '/blog/' ), '/wp-json/' )
		).toBeNull();
		expect( withoutVersion( ORIGIN + '/build/index.js?ver=1.2' ) ).toBe(
			ORIGIN + '/build/index.js'
		);
		expect( withoutVersion( ORIGIN + '/x.js?a=1&ver=2' ) ).toBe(
			ORIGIN + '/x.js?a=1'
		);
	} );
} );
