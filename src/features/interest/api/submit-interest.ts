/**
 * POST pp/v1/interest: puts a person on a list.
 *
 * The form shows the server's own sentence when it sent one, "Something went
 * wrong. Please try again." otherwise, and a network message when the request
 * never reached the server (SPEC §8 Interest form error).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError, request } from '../../../lib/api-client';
import type { InterestPayload, InterestResponse } from '../types';

export const INTEREST_PATH = '/pp/v1/interest';

/**
 * Signed up now, found already on the list, or (double opt-in) waiting for
 * the person to follow the link just emailed.
 */
export type InterestOutcome = 'success' | 'already' | 'confirm';

/** A failure, carrying the sentence the form shows. */
export class InterestError extends Error {
	constructor( message: string ) {
		super( message );
		this.name = 'InterestError';
	}
}

export function genericErrorMessage(): string {
	return __( 'Something went wrong. Please try again.', 'playpal' );
}

export function networkErrorMessage(): string {
	return __(
		'Network error. Please check your connection and try again.',
		'playpal'
	);
}

/**
 * The `error` sentence of an error body, if it has one.
 *
 * @param error The failed request.
 */
function serverSentence( error: ApiError ): string | undefined {
	const sentence = error.json()?.error;
	return typeof sentence === 'string' && sentence.trim() !== ''
		? sentence
		: undefined;
}

/**
 * Sends the sign-up, values trimmed, honeypot included.
 *
 * @param  payload The form's values.
 * @throws {InterestError} With the sentence to show.
 */
export async function submitInterest(
	payload: InterestPayload
): Promise< InterestOutcome > {
	const data: InterestPayload = {
		kind: payload.kind,
		email: payload.email.trim(),
		firstName: payload.firstName.trim(),
		lastName: payload.lastName.trim(),
		message: payload.message.trim(),
		// The honeypot goes as it is: a bot's value must reach the server.
		hp: payload.hp,
		...( payload.sourcePage ? { sourcePage: payload.sourcePage } : {} ),
	};
	let response: InterestResponse | null;
	try {
		response = await request< InterestResponse >( {
			path: INTEREST_PATH,
			method: 'POST',
			data,
		} );
	} catch ( error ) {
		if ( error instanceof ApiError && error.status === 0 ) {
			throw new InterestError( networkErrorMessage() );
		}
		if ( error instanceof ApiError ) {
			throw new InterestError(
				serverSentence( error ) ?? genericErrorMessage()
			);
		}
		throw new InterestError( genericErrorMessage() );
	}
	if ( ! response || response.success !== true ) {
		throw new InterestError(
			typeof response?.error === 'string' && response.error.trim()
				? response.error
				: genericErrorMessage()
		);
	}
	if ( response.confirmationSent === true ) {
		return 'confirm';
	}
	return response.alreadySubscribed === true ? 'already' : 'success';
}
