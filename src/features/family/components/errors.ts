/**
 * What a failed family request says to the parent: the server's own words
 * for most refusals, and our own (translated) for the ones the tab acts on —
 * parent mode ended, consent missing, and the PIN's refusals (wrong, too
 * many tries with the wait in minutes, busy).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError } from '../../../lib/api-client';
import { tryAgainAt } from '../../../lib/try-again-at';

export const PARENT_MODE_REQUIRED = 'playpal_family_parent_mode_required';
export const CONSENT_REQUIRED = 'playpal_family_consent_required';
export const PIN_WRONG = 'playpal_family_pin_wrong';
export const PIN_NOT_SET = 'playpal_family_pin_not_set';
export const PIN_RATE_LIMITED = 'playpal_family_pin_rate_limited';
export const FAMILY_BUSY = 'playpal_family_busy';
export const ACCOUNT_PASSWORD_REQUIRED =
	'playpal_family_account_password_required';
export const ACCOUNT_PASSWORD_WRONG = 'playpal_family_account_password_wrong';

/**
 * The WordPress error code of a failed request, if any.
 *
 * @param error What the request threw.
 */
export function codeOf( error: unknown ): string | undefined {
	return error instanceof ApiError ? error.code : undefined;
}

/**
 * Whether a write was refused because parent mode is not open (it ended while idle).
 *
 * @param error What the request threw.
 */
export function parentModeEnded( error: unknown ): boolean {
	return (
		error instanceof ApiError &&
		403 === error.status &&
		PARENT_MODE_REQUIRED === error.code
	);
}

/** What the tab says when parent mode ended under a write. */
export function parentModeEndedText(): string {
	return __(
		'Parent mode ended. Unlock with your PIN to make changes.',
		'playpal'
	);
}

/**
 * "Too many tries" with the time the lock ends (it grows from 15 minutes to a day).
 *
 * @param error The 429 answer.
 */
function tooManyTries( error: ApiError ): string {
	const data = error.json()?.data as { retry_after?: unknown } | undefined;
	return sprintf(
		/* translators: %s: a time of day, such as 18:45 (with the weekday when it is not today). */
		__( 'Too many tries. Please try again at %s.', 'playpal' ),
		tryAgainAt( Number( data?.retry_after ) )
	);
}

/**
 * What a PIN check's refusal says (unlocking, or changing the PIN).
 *
 * @param error What the request threw.
 */
export function pinMessageOf( error: unknown ): string {
	if ( error instanceof ApiError && ! parentModeEnded( error ) ) {
		if ( ACCOUNT_PASSWORD_REQUIRED === error.code ) {
			return __(
				'Enter your account password to set the first PIN.',
				'playpal'
			);
		}
		if ( ACCOUNT_PASSWORD_WRONG === error.code ) {
			return __( 'That password is not right.', 'playpal' );
		}
		if ( PIN_WRONG === error.code || 403 === error.status ) {
			return __( 'That PIN is not right.', 'playpal' );
		}
		if ( PIN_RATE_LIMITED === error.code || 429 === error.status ) {
			return tooManyTries( error );
		}
		if ( FAMILY_BUSY === error.code || 503 === error.status ) {
			return __(
				'PlayPal is busy just now. Please try again in a moment.',
				'playpal'
			);
		}
		if ( PIN_NOT_SET === error.code ) {
			return __( 'No parent PIN is set yet.', 'playpal' );
		}
	}
	return messageOf( error );
}

/**
 * The message of a failed write: ours for the codes the tab knows, else the
 * server's own, else a general one.
 *
 * @param error What the request threw.
 */
export function messageOf( error: unknown ): string {
	if ( parentModeEnded( error ) ) {
		return parentModeEndedText();
	}
	if ( CONSENT_REQUIRED === codeOf( error ) ) {
		return __(
			'Please read the consent text and tick “I agree” first.',
			'playpal'
		);
	}
	if ( error instanceof ApiError ) {
		if ( 429 === error.status ) {
			return tooManyTries( error );
		}
		const message = error.json()?.message;
		if ( 'string' === typeof message && '' !== message.trim() ) {
			return message;
		}
	}
	return __( 'That did not work. Please try again.', 'playpal' );
}
