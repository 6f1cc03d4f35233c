/**
 * The one HTTP client of the app, built on `@wordpress/api-fetch`.
 *
 * WordPress configures apiFetch's root URL and `X-WP-Nonce` middlewares
 * inline before our bundle runs; here we add, exactly once, the preloading
 * middleware (fed by the responses the app shell printed), the REST nonce's
 * healing (rest-nonce.ts; guests send none) and the Store API `Nonce`
 * middleware (outside them, so it also sees preloaded responses' fresh
 * nonces; see store-api-nonce.ts), and turn every failure
 * into an `ApiError` whose message reads
 * "HTTP {status} {statusText}: {first 500 characters of body}" (SPEC §8).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { getConfig } from './config';
import { restFetchHandler } from './rest-fetch-handler';
import { restNonceMiddleware } from './rest-nonce';
import { storeApiNonceMiddleware } from './store-api-nonce';
import type { NonceCarrier } from './store-api-nonce';

/** How much of an error body goes into the error message. */
export const ERROR_BODY_LIMIT = 500;

export interface RequestOptions {
	/** A REST path such as `/pp/v1/demo` (resolved against the REST root). */
	path?: string;
	/** An absolute URL, used instead of `path`. */
	url?: string;
	method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	/** Sent as a JSON body. */
	data?: unknown;
	/** Sent as it is, e.g. a multipart form (FormData); used instead of `data`. */
	body?: FormData;
	headers?: Record< string, string >;
	signal?: AbortSignal;
	cache?: RequestCache;
	/** Lets the request finish after the page is gone (a report sent while closing). */
	keepalive?: boolean;
	/** Where a Store API write carries its nonce besides the header (lib/store-api-nonce). */
	nonceCarrier?: NonceCarrier;
}

export interface ResponseWithHeaders< T > {
	data: T;
	headers: Headers;
}

export class ApiError extends Error {
	/** HTTP status; 0 when no response arrived (network failure). */
	readonly status: number;
	readonly statusText: string;
	/** The response body as text ('' when there was none or it could not be read). */
	readonly body: string;
	/** The WordPress error code (`rest_…`, `fetch_error`) when one is known. */
	readonly code: string | undefined;

	constructor(
		message: string,
		status: number,
		statusText: string,
		body = '',
		code?: string
	) {
		super( message );
		this.name = 'ApiError';
		this.status = status;
		this.statusText = statusText;
		this.body = body;
		this.code = code;
	}

	/**
	 * The body as a JSON object (WordPress's `{ code, message, data }`, or an
	 * endpoint's own shape), or null when it is not one.
	 */
	json(): Record< string, unknown > | null {
		return parseJsonObject( this.body );
	}
}

/**
 * @param text A response body.
 * @return The parsed object, or null when the text is not a JSON object.
 */
export function parseJsonObject(
	text: string
): Record< string, unknown > | null {
	try {
		const parsed: unknown = JSON.parse( text );
		return typeof parsed === 'object' &&
			parsed !== null &&
			! Array.isArray( parsed )
			? ( parsed as Record< string, unknown > )
			: null;
	} catch {
		return null;
	}
}

let preloadingRegistered = false;

/**
 * Registers our apiFetch middlewares. Safe to call any number of times: they
 * are added once. `request()` calls it on first use.
 */
export function registerApiMiddlewares(): void {
	if ( preloadingRegistered ) {
		return;
	}
	preloadingRegistered = true;
	// The REST nonce is settled in the last step, just before fetch (rest-nonce.ts).
	apiFetch.setFetchHandler( restFetchHandler );
	const { preloaded } = getConfig();
	if ( Object.keys( preloaded ).length > 0 ) {
		apiFetch.use( apiFetch.createPreloadingMiddleware( preloaded ) );
	}
	// apiFetch runs the newest middleware outermost: a request refused for a
	// stale REST nonce is retried inside the Store API nonce's own retry, so
	// the cart refresh that middleware sends heals too.
	apiFetch.use( restNonceMiddleware );
	apiFetch.use( storeApiNonceMiddleware );
}

function isResponse( value: unknown ): value is Response {
	return (
		typeof value === 'object' &&
		value !== null &&
		typeof ( value as Response ).status === 'number' &&
		typeof ( value as Response ).text === 'function'
	);
}

function httpMessage( status: number, statusText: string, detail: string ) {
	return sprintf(
		/* translators: 1: HTTP status code, 2: HTTP status text, 3: response body or explanation. */
		__( 'HTTP %1$d %2$s: %3$s', 'playpal' ),
		status,
		statusText,
		detail
	);
}

function readErrorCode( body: string ): string | undefined {
	const code = parseJsonObject( body )?.code;
	return typeof code === 'string' ? code : undefined;
}

/**
 * Builds the ApiError for a non-OK response.
 *
 * @param response The failed response.
 */
export async function errorFromResponse(
	response: Response
): Promise< ApiError > {
	let body: string;
	try {
		body = await response.text();
	} catch {
		return new ApiError(
			httpMessage(
				response.status,
				response.statusText,
				__( 'Unable to parse response', 'playpal' )
			),
			response.status,
			response.statusText
		);
	}
	return new ApiError(
		httpMessage(
			response.status,
			response.statusText,
			body.slice( 0, ERROR_BODY_LIMIT )
		),
		response.status,
		response.statusText,
		body,
		readErrorCode( body )
	);
}

function errorFromThrown( error: unknown ): ApiError {
	const details = ( error ?? {} ) as { code?: unknown; message?: unknown };
	const code = typeof details.code === 'string' ? details.code : undefined;
	const reason =
		typeof details.message === 'string' && details.message !== ''
			? details.message
			: __(
					'Could not get a valid response from the server.',
					'playpal'
				);
	return new ApiError(
		sprintf(
			/* translators: %s: why the request failed. */
			__( 'Network error: %s', 'playpal' ),
			reason
		),
		0,
		'',
		'',
		code ?? 'fetch_error'
	);
}

function isAbort( error: unknown ): boolean {
	return (
		typeof error === 'object' &&
		error !== null &&
		( error as { name?: unknown } ).name === 'AbortError'
	);
}

async function send( options: RequestOptions ): Promise< Response > {
	registerApiMiddlewares();
	const {
		path,
		url,
		method = 'GET',
		data,
		body,
		headers,
		signal,
		cache,
		keepalive,
		nonceCarrier,
	} = options;
	let response: unknown;
	try {
		response = await apiFetch< Response, false >( {
			...( url ? { url } : { path } ),
			method,
			...( data !== undefined ? { data } : {} ),
			...( body !== undefined ? { body } : {} ),
			...( headers ? { headers } : {} ),
			...( signal ? { signal } : {} ),
			...( cache ? { cache } : {} ),
			...( keepalive ? { keepalive } : {} ),
			...( nonceCarrier ? { nonceCarrier } : {} ),
			parse: false,
		} );
	} catch ( thrown ) {
		if ( isAbort( thrown ) ) {
			throw thrown;
		}
		// With `parse: false`, apiFetch rejects with the Response itself on non-2xx.
		if ( isResponse( thrown ) ) {
			throw await errorFromResponse( thrown );
		}
		throw errorFromThrown( thrown );
	}
	if ( ! isResponse( response ) ) {
		throw errorFromThrown( response );
	}
	if ( ! response.ok ) {
		throw await errorFromResponse( response );
	}
	return response;
}

async function parseBody< T >( response: Response ): Promise< T > {
	if ( response.status === 204 ) {
		return null as T;
	}
	const unparseable = ( body = '' ) =>
		new ApiError(
			httpMessage(
				response.status,
				response.statusText,
				__( 'Unable to parse response', 'playpal' )
			),
			response.status,
			response.statusText,
			body
		);
	let text: string;
	try {
		text = await response.text();
	} catch {
		throw unparseable();
	}
	if ( text.trim() === '' ) {
		return null as T;
	}
	try {
		return JSON.parse( text ) as T;
	} catch {
		throw unparseable( text );
	}
}

/**
 * Sends a request and returns the parsed JSON body (`null` for an empty body).
 *
 * @param  options Path or URL, method, JSON data.
 * @throws {ApiError} On a non-OK response, an unreadable body or a network failure.
 */
export async function request< T >( options: RequestOptions ): Promise< T > {
	const response = await send( options );
	return parseBody< T >( response );
}

/**
 * Like `request()`, also returning the response headers (e.g. `X-WP-Total`).
 *
 * @param  options Path or URL, method, JSON data.
 * @throws {ApiError} On a non-OK response, an unreadable body or a network failure.
 */
export async function requestWithHeaders< T >(
	options: RequestOptions
): Promise< ResponseWithHeaders< T > > {
	const response = await send( options );
	const data = await parseBody< T >( response );
	return { data, headers: response.headers };
}
