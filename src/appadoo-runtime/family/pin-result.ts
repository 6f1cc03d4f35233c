/**
 * What a refused PIN check means, and how the host page says it: one
 * reading for both of the host page's PIN doors (extra time at the break,
 * and parent mode for switching child).
 */

/**
 * Internal dependencies
 */
import { tryAgainAt } from '../../lib/try-again-at';
import type { FamilyAnswer } from './family-api';
import { element, type FamilyStrings } from './family-ui';

export type PinRefusal = 'wrong' | 'limited' | 'not-set' | 'offline' | 'failed';

export type PinResult =
	{ ok: true } | { ok: false; reason: PinRefusal; retryAfter?: number };

/**
 * Reads the server's refusal of a PIN check.
 *
 * @param answer The route's answer (not a success).
 */
export function readPinRefusal( answer: FamilyAnswer ): PinResult {
	const code = answer.data.code;
	if ( answer.status === 429 && code === 'playpal_family_pin_rate_limited' ) {
		const data = answer.data.data as { retry_after?: number } | undefined;
		return { ok: false, reason: 'limited', retryAfter: data?.retry_after };
	}
	// Only the server's word that the PIN is wrong says so: another 403 (a REST nonce
	// refused on a page open for a day) is no fault of the grown-up's.
	if ( answer.status === 403 && code === 'playpal_family_pin_wrong' ) {
		return { ok: false, reason: 'wrong' };
	}
	if ( answer.status === 409 && code === 'playpal_family_pin_not_set' ) {
		return { ok: false, reason: 'not-set' };
	}
	return { ok: false, reason: 'failed' };
}

/**
 * The words for a refusal.
 *
 * @param refusal            The refusal.
 * @param refusal.reason     Why the PIN was refused.
 * @param refusal.retryAfter Seconds to wait, when locked.
 * @param strings            The host page's texts.
 * @param door               What this door says when offline and when the check failed otherwise.
 * @param door.offline       Offline.
 * @param door.failed        Any other failure.
 */
export function pinRefusalText(
	refusal: { reason: PinRefusal; retryAfter?: number },
	strings: FamilyStrings,
	door: { offline: string; failed: string }
): string {
	switch ( refusal.reason ) {
		case 'wrong':
			return strings.pinWrong;
		case 'limited':
			return strings.pinLimited.replace(
				'%s',
				tryAgainAt( refusal.retryAfter ?? 60 )
			);
		case 'not-set':
			return strings.pinNotSet;
		case 'offline':
			return door.offline;
		default:
			return door.failed;
	}
}

interface PinDoor {
	submit: string;
	errorId: string;
	offline: string;
	failed: string;
	check: ( pin: string ) => Promise< PinResult >;
	onAllowed?: () => void;
}

/**
 * A door's PIN form: the password field in its label, the submit button and
 * the alert that says a refusal. One check at a time; after a refusal the
 * field is emptied and gets the focus back.
 *
 * @param doc     The host page.
 * @param strings The host page's texts.
 * @param door    This door: its button's words, its alert's id, what it says when offline or failed, its check and what a right PIN does.
 */
export function pinForm(
	doc: Document,
	strings: FamilyStrings,
	door: PinDoor
) {
	const form = element( doc, 'form' );
	form.noValidate = true;
	const label = element( doc, 'label', '', strings.pinLabel );
	const input = element( doc, 'input' );
	input.type = 'password';
	input.name = 'pin';
	input.inputMode = 'numeric';
	input.autocomplete = 'off';
	input.maxLength = 8;
	label.appendChild( input );
	const submit = element( doc, 'button', '', door.submit );
	submit.type = 'submit';
	const error = element( doc, 'p', 'pp-family-error' );
	error.id = door.errorId;
	error.setAttribute( 'role', 'alert' );
	input.setAttribute( 'aria-describedby', error.id );
	form.addEventListener( 'submit', ( event ) => {
		event.preventDefault();
		if ( submit.disabled ) {
			return;
		}
		submit.disabled = true;
		error.textContent = '';
		door.check( input.value ).then( ( result ) => {
			submit.disabled = false;
			input.value = '';
			if ( result.ok ) {
				door.onAllowed?.();
				return;
			}
			error.textContent = pinRefusalText( result, strings, door );
			input.focus();
		} );
	} );
	return { form, label, input, submit, error };
}
