/**
 * Why a save failed, in words a person can act on. Whatever the reason,
 * nothing of the item was kept (save-files.ts removes what it wrote).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

export type SaveErrorCode = 'quota' | 'network' | 'cancelled' | 'refused';

export class SaveError extends Error {
	readonly code: SaveErrorCode;

	constructor( code: SaveErrorCode, message: string ) {
		super( message );
		this.name = 'SaveError';
		this.code = code;
	}
}

export function quotaError(): SaveError {
	return new SaveError(
		'quota',
		__(
			'There isn’t enough space on this device to save it. Remove something from your offline library, or free some space, and try again.',
			'playpal'
		)
	);
}

export function cancelledError(): SaveError {
	return new SaveError(
		'cancelled',
		__( 'Saving was cancelled. Nothing was kept.', 'playpal' )
	);
}

export function networkError(): SaveError {
	return new SaveError(
		'network',
		__(
			'The connection dropped while saving. Nothing was kept — please try again when you are online.',
			'playpal'
		)
	);
}

/**
 * @param status  The HTTP status the server answered.
 * @param message The server's own words, when it gave some.
 */
export function refusedError( status: number, message?: string ): SaveError {
	return new SaveError(
		'refused',
		message && message.trim() !== ''
			? message
			: sprintf(
					/* translators: %d: an HTTP status code. */
					__(
						'The server didn’t hand the file over (status %d). Nothing was kept.',
						'playpal'
					),
					status
				)
	);
}

/**
 * Any failure as a SaveError: the browser's quota and abort errors by their
 * names, anything else thrown by fetch as a dropped connection.
 *
 * @param error What was thrown.
 */
export function asSaveError( error: unknown ): SaveError {
	if ( error instanceof SaveError ) {
		return error;
	}
	const name = ( error as { name?: unknown } | null )?.name;
	if ( name === 'QuotaExceededError' ) {
		return quotaError();
	}
	if ( name === 'AbortError' ) {
		return cancelledError();
	}
	return networkError();
}
