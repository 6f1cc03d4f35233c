/**
 * What screen and client tests share about `@wordpress/api-fetch` (replaced
 * in every unit test by `__mocks__/@wordpress/api-fetch.ts`) and about the
 * `window.playpalConfig` the page prints. test-setup.ts resets both between
 * tests, so a file only gives the answers and the config its tests need.
 */

/**
 * External dependencies
 */
// Node's table of reason phrases ('Not Found', …), as a server would send them.
import { STATUS_CODES } from 'http';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/** The api-fetch double, typed as the jest.fn it is. */
export const mockedApiFetch = apiFetch as unknown as jest.Mock;

/** The window as tests see it: with the config the page would print. */
export const globals = window as unknown as { playpalConfig?: unknown };

/**
 * A stand-in for the fetch Response api-fetch gives the shared client (it
 * calls with `parse: false`; jsdom has no Response). `clone()` answers a
 * fresh copy, as the client may read a body twice.
 */
class JsonAnswer {
	readonly headers = new Headers();

	constructor(
		readonly status: number,
		private readonly payload: string,
		readonly statusText: string
	) {}

	get ok(): boolean {
		return this.status >= 200 && this.status < 300;
	}

	text(): Promise< string > {
		return Promise.resolve( this.payload );
	}

	json(): Promise< unknown > {
		return Promise.resolve( JSON.parse( this.payload ) );
	}

	clone(): JsonAnswer {
		return new JsonAnswer( this.status, this.payload, this.statusText );
	}
}

/**
 * What api-fetch answers (or rejects with, when not OK) for a JSON body.
 *
 * @param status     HTTP status.
 * @param body       JSON body.
 * @param statusText Defaults to the usual reason phrase for `status`.
 */
export function answer(
	status: number,
	body: unknown,
	statusText = STATUS_CODES[ status ] ?? ''
): Response {
	return new JsonAnswer(
		status,
		JSON.stringify( body ),
		statusText
	) as unknown as Response;
}
