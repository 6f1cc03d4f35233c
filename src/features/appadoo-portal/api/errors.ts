/**
 * Reading the portal's REST failures (WordPress's `{ code, message, data }`).
 */

/**
 * Internal dependencies
 */
import { ApiError } from '../../../lib/api-client';

/**
 * Whether the server said the person is not signed in (their session ended).
 *
 * @param error What a request threw.
 */
export function isUnauthorized( error: unknown ): boolean {
	return error instanceof ApiError && error.status === 401;
}

/**
 * The server's own sentence for a failure, when it sent one.
 *
 * @param error What a request threw.
 */
export function serverMessage( error: unknown ): string | undefined {
	if ( ! ( error instanceof ApiError ) ) {
		return undefined;
	}
	const message = error.json()?.message;
	return typeof message === 'string' && message.trim() !== ''
		? message
		: undefined;
}
