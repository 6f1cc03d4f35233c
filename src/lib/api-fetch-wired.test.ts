/**
 * The data layer as the browser runs it: the real @wordpress/api-fetch, set
 * up as WordPress's inline script does (root URL, `X-WP-Nonce`, nonce
 * endpoint), with our middlewares and fetch handler on top, against a fake
 * `fetch`. Every other unit test uses the module mock in __mocks__.
 */

/**
 * Internal dependencies
 */
import type { PlaypalConfig } from './config';

jest.unmock( '@wordpress/api-fetch' );

const ROOT = 'http://shop.test/wp-json/';
const NONCE_URL = 'http://shop.test/wp-admin/admin-ajax.php?action=rest-nonce';
const BLOG_PATH = '/pp/v1/posts?_embed&per_page=12';

type ApiFetch = typeof import( '@wordpress/api-fetch' ).default;

interface Sent {
	url: string;
	method: string;
	headers: Record< string, string >;
}

interface Answer {
	status?: number;
	body?: unknown;
	headers?: Record< string, string >;
}

/**
 * A fetch Response as far as api-fetch and our client read it. jsdom has
 * none; the preloading middleware builds one with `new window.Response()`.
 */
class FakeResponse {
	readonly ok: boolean;
	readonly statusText: string;
	readonly headers: Headers;

	constructor(
		private readonly bodyText: string | null,
		private readonly init: { status?: number; headers?: HeadersInit } = {}
	) {
		this.ok = this.status >= 200 && this.status < 300;
		this.statusText = String( this.status );
		this.headers = new Headers( init.headers );
	}

	get status(): number {
		return this.init.status ?? 200;
	}

	text(): Promise< string > {
		return Promise.resolve( this.bodyText ?? '' );
	}

	json(): Promise< unknown > {
		return this.text().then( ( text ) => JSON.parse( text ) );
	}

	clone(): FakeResponse {
		return new FakeResponse( this.bodyText, this.init );
	}
}

( window as unknown as { Response: unknown } ).Response = FakeResponse;

/**
 * @param answer         Status, body (JSON, or a string sent as it is) and headers.
 * @param answer.status
 * @param answer.body
 * @param answer.headers
 */
function respond( {
	status = 200,
	body = {},
	headers = {},
}: Answer ): Response {
	const text = typeof body === 'string' ? body : JSON.stringify( body );
	return new FakeResponse( text, { status, headers } ) as unknown as Response;
}

/**
 * Installs a fake `fetch` that answers by the handler and records each request.
 *
 * @param answer Picks the answer for a request.
 */
function fakeFetch( answer: ( request: Sent ) => Answer ): Sent[] {
	const sent: Sent[] = [];
	globalThis.fetch = jest.fn(
		async ( url: RequestInfo | URL, init: RequestInit = {} ) => {
			const request = {
				url: String( url ),
				method: ( init.method ?? 'GET' ).toUpperCase(),
				headers: { ...( init.headers as Record< string, string > ) },
			};
			sent.push( request );
			return respond( answer( request ) );
		}
	) as typeof fetch;
	return sent;
}

function header( request: Sent | undefined, name: string ) {
	const found = Object.entries( request?.headers ?? {} ).find(
		( [ key ] ) => key.toLowerCase() === name.toLowerCase()
	);
	return found?.[ 1 ];
}

const invalidRestNonce: Answer = {
	status: 403,
	body: {
		code: 'rest_cookie_invalid_nonce',
		message: 'Cookie check failed',
		data: { status: 403 },
	},
};

/**
 * Loads fresh copies of api-fetch and the client, wired as on a page.
 *
 * @param config What the shell printed.
 */
function boot( config: Partial< PlaypalConfig > ) {
	( window as unknown as { playpalConfig: unknown } ).playpalConfig = {
		restNonceUrl: NONCE_URL,
		...config,
	};
	let apiFetch!: ApiFetch;
	let client!: typeof import( './api-client' );
	jest.isolateModules( () => {
		apiFetch = require( '@wordpress/api-fetch' ).default;
		client = require( './api-client' );
	} );
	// What WordPress prints after wp-api-fetch (wp-includes/script-loader.php).
	apiFetch.use( apiFetch.createRootURLMiddleware( ROOT ) );
	apiFetch.nonceMiddleware = apiFetch.createNonceMiddleware( '0dd0000001' );
	apiFetch.use( apiFetch.nonceMiddleware );
	apiFetch.nonceEndpoint = NONCE_URL;
	return { apiFetch, client };
}

afterEach( () => {
	delete ( window as unknown as { playpalConfig?: unknown } ).playpalConfig;
} );

describe( 'the data layer wired as in the browser', () => {
	it( 'answers a preloaded path without fetching, then goes to the network', async () => {
		const sent = fakeFetch( () => ( { body: [ { id: 2 } ] } ) );
		const { client } = boot( {
			preloaded: { [ BLOG_PATH ]: { body: [ { id: 1 } ], headers: {} } },
		} );

		const first = await client.request( { path: BLOG_PATH } );
		const second = await client.request( { path: BLOG_PATH } );

		expect( first ).toEqual( [ { id: 1 } ] );
		expect( second ).toEqual( [ { id: 2 } ] );
		expect( sent ).toHaveLength( 1 );
		expect( sent[ 0 ]?.url ).toContain( `${ ROOT }pp/v1/posts` );
	} );

	it( 'sends no X-WP-Nonce for a guest, though WordPress printed one', async () => {
		const sent = fakeFetch( () => ( { body: [] } ) );
		const { client } = boot( { loggedIn: false } );

		await client.request( { path: BLOG_PATH } );
		await client.request( {
			path: '/pp/v1/interest',
			method: 'POST',
			data: { kind: 'cif' },
		} );

		expect( sent ).toHaveLength( 2 );
		expect( header( sent[ 0 ], 'X-WP-Nonce' ) ).toBeUndefined();
		expect( header( sent[ 1 ], 'X-WP-Nonce' ) ).toBeUndefined();
		expect( header( sent[ 1 ], 'Content-Type' ) ).toBe(
			'application/json'
		);
	} );

	it( 'heals a stale nonce for someone signed in: one refresh, one retry', async () => {
		const sent = fakeFetch( ( request ) => {
			if ( request.url === NONCE_URL ) {
				return { body: 'f7e5000002' };
			}
			return header( request, 'X-WP-Nonce' ) === 'f7e5000002'
				? { body: { name: 'Sam' } }
				: invalidRestNonce;
		} );
		const { apiFetch, client } = boot( { loggedIn: true } );

		const [ me, again ] = await Promise.all( [
			client.request( { path: '/pp/v1/me' } ),
			client.request( { path: '/pp/v1/me' } ),
		] );

		expect( me ).toEqual( { name: 'Sam' } );
		expect( again ).toEqual( { name: 'Sam' } );
		expect( sent.filter( ( { url } ) => url === NONCE_URL ) ).toHaveLength(
			1
		);
		expect(
			sent
				.filter( ( { url } ) => url !== NONCE_URL )
				.map( ( request ) => header( request, 'X-WP-Nonce' ) )
		).toEqual( [ '0dd0000001', '0dd0000001', 'f7e5000002', 'f7e5000002' ] );
		expect( apiFetch.nonceMiddleware?.nonce ).toBe( 'f7e5000002' );
	} );

	it( 'gives up after one retry and reports the refusal', async () => {
		const sent = fakeFetch( ( request ) =>
			request.url === NONCE_URL
				? { body: 'f7e5000002' }
				: invalidRestNonce
		);
		const { client } = boot( { loggedIn: true } );

		await expect(
			client.request( { path: '/pp/v1/me' } )
		).rejects.toMatchObject( {
			status: 403,
			code: 'rest_cookie_invalid_nonce',
		} );
		expect( sent ).toHaveLength( 3 );
	} );

	it( 'heals both nonces of a signed-in cart write', async () => {
		const sent = fakeFetch( ( request ) => {
			if ( request.url === NONCE_URL ) {
				return { body: 'f7e5000002' };
			}
			if ( header( request, 'X-WP-Nonce' ) !== 'f7e5000002' ) {
				return invalidRestNonce;
			}
			if ( header( request, 'Nonce' ) !== 'store-new' ) {
				return {
					status: 403,
					body: { code: 'woocommerce_rest_invalid_nonce' },
					headers: { Nonce: 'store-new', 'Nonce-Timestamp': '2' },
				};
			}
			return { status: 201, body: { items_count: 1 } };
		} );
		const { client } = boot( {
			loggedIn: true,
			storeApiNonce: 'store-old',
		} );

		const cart = await client.request( {
			path: '/wc/store/v1/cart/add-item',
			method: 'POST',
			data: { id: 7, quantity: 1 },
		} );

		expect( cart ).toEqual( { items_count: 1 } );
		const writes = sent.filter( ( { url } ) => url !== NONCE_URL );
		expect(
			writes.map( ( request ) => [
				header( request, 'X-WP-Nonce' ),
				header( request, 'Nonce' ),
			] )
		).toEqual( [
			[ '0dd0000001', 'store-old' ],
			[ 'f7e5000002', 'store-old' ],
			[ 'f7e5000002', 'store-new' ],
		] );
	} );
} );
