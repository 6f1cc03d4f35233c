/**
 * External dependencies
 */
import { STATUS_CODES } from 'http';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { ApiError, request, requestWithHeaders } from './api-client';

jest.mock( '@wordpress/api-fetch', () => {
	const mock = jest.fn() as jest.Mock & {
		use: jest.Mock;
		setFetchHandler: jest.Mock;
		createPreloadingMiddleware: jest.Mock;
	};
	mock.use = jest.fn();
	mock.setFetchHandler = jest.fn();
	mock.createPreloadingMiddleware = jest.fn( () => 'preloading-middleware' );
	return { __esModule: true, default: mock };
} );

const mockedApiFetch = apiFetch as unknown as jest.Mock & {
	use: jest.Mock;
	setFetchHandler: jest.Mock;
	createPreloadingMiddleware: jest.Mock;
};

interface FakeResponseInit {
	status?: number;
	statusText?: string;
	body?: string;
	headers?: Record< string, string >;
	unreadable?: boolean;
}

/**
 * A minimal stand-in for a fetch Response (jsdom has no Response).
 * @param root0
 * @param root0.status
 * @param root0.statusText The usual reason phrase for `status` when left out.
 * @param root0.body
 * @param root0.headers
 * @param root0.unreadable
 */
function fakeResponse( {
	status = 200,
	statusText = STATUS_CODES[ status ] ?? '',
	body = '',
	headers = {},
	unreadable = false,
}: FakeResponseInit = {} ): Response {
	return {
		ok: status >= 200 && status < 300,
		status,
		statusText,
		headers: new Headers( headers ),
		text: unreadable
			? () =>
					Promise.reject(
						new TypeError( 'body stream already read' )
					)
			: () => Promise.resolve( body ),
	} as unknown as Response;
}

async function caught( promise: Promise< unknown > ): Promise< ApiError > {
	try {
		await promise;
	} catch ( error ) {
		return error as ApiError;
	}
	throw new Error( 'Expected the request to fail' );
}

beforeEach( () => {
	mockedApiFetch.mockReset();
} );

describe( 'request', () => {
	it( 'calls apiFetch with parse: false and parses an OK JSON body', async () => {
		mockedApiFetch.mockResolvedValue(
			fakeResponse( { body: '{"message":"Hello from PlayPal"}' } )
		);

		await expect(
			request< { message: string } >( { path: '/pp/v1/demo' } )
		).resolves.toEqual( { message: 'Hello from PlayPal' } );
		expect( mockedApiFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: '/pp/v1/demo',
				method: 'GET',
				parse: false,
			} )
		);
	} );

	it( 'sends method and JSON data, and uses url when given', async () => {
		mockedApiFetch.mockResolvedValue( fakeResponse( { body: '[]' } ) );

		await request( {
			url: 'https://example.test/wp-json/wc/store/v1/cart/add-item',
			method: 'POST',
			data: { id: 7, quantity: 1 },
		} );

		const options = mockedApiFetch.mock.calls[ 0 ][ 0 ];
		expect( options ).toEqual(
			expect.objectContaining( {
				url: 'https://example.test/wp-json/wc/store/v1/cart/add-item',
				method: 'POST',
				data: { id: 7, quantity: 1 },
				parse: false,
			} )
		);
		expect( options ).not.toHaveProperty( 'path' );
	} );

	it( 'returns null for a 204 or an empty body', async () => {
		mockedApiFetch.mockResolvedValueOnce(
			fakeResponse( { status: 204, statusText: 'No Content' } )
		);
		await expect( request( { path: '/x' } ) ).resolves.toBeNull();

		mockedApiFetch.mockResolvedValueOnce( fakeResponse( { body: '' } ) );
		await expect( request( { path: '/x' } ) ).resolves.toBeNull();
	} );

	it( 'throws "HTTP {status} {statusText}: {body}" for a non-OK response', async () => {
		// apiFetch rejects with the Response itself when parse is false.
		mockedApiFetch.mockRejectedValue(
			fakeResponse( {
				status: 404,
				body: '{"code":"rest_no_route","message":"No route"}',
			} )
		);

		const error = await caught( request( { path: '/pp/v1/nope' } ) );

		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toBeInstanceOf( Error );
		expect( error.message ).toBe(
			'HTTP 404 Not Found: {"code":"rest_no_route","message":"No route"}'
		);
		expect( error.status ).toBe( 404 );
		expect( error.statusText ).toBe( 'Not Found' );
		expect( error.body ).toBe(
			'{"code":"rest_no_route","message":"No route"}'
		);
		expect( error.code ).toBe( 'rest_no_route' );
	} );

	it( 'also handles a non-OK response that resolves instead of rejecting', async () => {
		mockedApiFetch.mockResolvedValue(
			fakeResponse( { status: 500, body: 'boom' } )
		);

		const error = await caught( request( { path: '/x' } ) );

		expect( error.message ).toBe( 'HTTP 500 Internal Server Error: boom' );
	} );

	it( 'keeps only the first 500 characters of the body in the message', async () => {
		const body = 'a'.repeat( 500 ) + 'b'.repeat( 300 );
		mockedApiFetch.mockRejectedValue(
			fakeResponse( { status: 502, body } )
		);

		const error = await caught( request( { path: '/x' } ) );

		expect( error.message ).toBe(
			`HTTP 502 Bad Gateway: ${ 'a'.repeat( 500 ) }`
		);
		expect( error.body ).toBe( body );
	} );

	it( 'says "Unable to parse response" when the error body cannot be read', async () => {
		mockedApiFetch.mockRejectedValue(
			fakeResponse( { status: 503, unreadable: true } )
		);

		const error = await caught( request( { path: '/x' } ) );

		expect( error.message ).toBe(
			'HTTP 503 Service Unavailable: Unable to parse response'
		);
		expect( error.status ).toBe( 503 );
	} );

	it( 'says "Unable to parse response" when an OK body is not JSON', async () => {
		mockedApiFetch.mockResolvedValue(
			fakeResponse( { body: '<html>not json</html>' } )
		);

		const error = await caught( request( { path: '/x' } ) );

		expect( error.message ).toBe( 'HTTP 200 OK: Unable to parse response' );
	} );

	it( 'turns a network failure into an ApiError with status 0', async () => {
		mockedApiFetch.mockRejectedValue( {
			code: 'fetch_error',
			message: 'Could not get a valid response from the server.',
		} );

		const error = await caught( request( { path: '/x' } ) );

		expect( error ).toBeInstanceOf( ApiError );
		expect( error.status ).toBe( 0 );
		expect( error.code ).toBe( 'fetch_error' );
		expect( error.message ).toBe(
			'Network error: Could not get a valid response from the server.'
		);
	} );

	it( 'lets an abort through unchanged', async () => {
		const abort = Object.assign( new Error( 'aborted' ), {
			name: 'AbortError',
		} );
		mockedApiFetch.mockRejectedValue( abort );

		await expect( request( { path: '/x' } ) ).rejects.toBe( abort );
	} );
} );

describe( 'requestWithHeaders', () => {
	it( 'returns the parsed body and the response headers', async () => {
		mockedApiFetch.mockResolvedValue(
			fakeResponse( {
				body: '[{"id":1}]',
				headers: { 'X-WP-Total': '42', 'X-WP-TotalPages': '4' },
			} )
		);

		const { data, headers } = await requestWithHeaders<
			Array< { id: number } >
		>( { path: '/pp/v1/posts?per_page=12' } );

		expect( data ).toEqual( [ { id: 1 } ] );
		expect( headers.get( 'X-WP-Total' ) ).toBe( '42' );
	} );

	it( 'throws the same ApiError as request() on failure', async () => {
		mockedApiFetch.mockRejectedValue(
			fakeResponse( { status: 401, body: 'no' } )
		);

		const error = await caught( requestWithHeaders( { path: '/x' } ) );

		expect( error.message ).toBe( 'HTTP 401 Unauthorized: no' );
	} );
} );

describe( 'preloading middleware', () => {
	const globals = window as unknown as { playpalConfig?: unknown };
	const preloaded = {
		'/pp/v1/demo': { body: { message: 'hi' }, headers: {} },
	};

	afterEach( () => {
		delete globals.playpalConfig;
	} );

	/** Loads fresh copies of the client and the mocked apiFetch (new module-level guard). */
	function loadFresh() {
		let modules!: {
			client: typeof import( './api-client' );
			nonce: typeof import( './store-api-nonce' );
			restNonce: typeof import( './rest-nonce' );
			handler: typeof import( './rest-fetch-handler' );
			fetch: typeof mockedApiFetch;
		};
		jest.isolateModules( () => {
			modules = {
				client: require( './api-client' ),
				nonce: require( './store-api-nonce' ),
				restNonce: require( './rest-nonce' ),
				handler: require( './rest-fetch-handler' ),

				fetch: require( '@wordpress/api-fetch' ).default,
			};
		} );
		modules.fetch.use.mockClear();
		modules.fetch.setFetchHandler.mockClear();
		modules.fetch.createPreloadingMiddleware.mockClear();
		return modules;
	}

	it( 'is created from the preloaded config and registered only once', () => {
		globals.playpalConfig = { preloaded };
		const { client, fetch, nonce, restNonce, handler } = loadFresh();

		client.registerApiMiddlewares();
		client.registerApiMiddlewares();

		expect( fetch.createPreloadingMiddleware ).toHaveBeenCalledTimes( 1 );
		expect( fetch.createPreloadingMiddleware ).toHaveBeenCalledWith(
			preloaded
		);
		expect( fetch.setFetchHandler ).toHaveBeenCalledTimes( 1 );
		expect( fetch.setFetchHandler ).toHaveBeenCalledWith(
			handler.restFetchHandler
		);
		// The preloading middleware, the REST nonce's healing, then the Store
		// API nonce middleware (registered last, so it wraps the others).
		expect( fetch.use.mock.calls.map( ( [ used ] ) => used ) ).toEqual( [
			'preloading-middleware',
			restNonce.restNonceMiddleware,
			nonce.storeApiNonceMiddleware,
		] );
	} );

	it( 'is registered by the first request, not again by later ones', async () => {
		globals.playpalConfig = { preloaded };
		const { client, fetch } = loadFresh();
		fetch.mockResolvedValue( fakeResponse( { body: '{}' } ) );

		await client.request( { path: '/pp/v1/demo' } );
		await client.request( { path: '/pp/v1/demo' } );

		expect( fetch.use ).toHaveBeenCalledTimes( 3 );
	} );
} );
