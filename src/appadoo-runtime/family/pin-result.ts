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
import type { FamilyStrings } from './family-ui';

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
