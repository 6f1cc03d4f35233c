/**
 * The consent sentence shown under each form. The server stores the same
 * sentence with every sign-up (PlayPal\Signups\Signup_Lists::consent_text(),
 * whose test reads this file), so keep the two identical.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { InterestKind } from './types';

export function consentText( kind: InterestKind ): string {
	switch ( kind ) {
		case 'cif':
			return __(
				'By joining, you agree that PlayPal may email you about Create It Forward early access. You can unsubscribe at any time.',
				'playpal'
			);
		case 'pif':
			return __(
				'By joining, you agree that PlayPal may email you about the Play It Forward beta. You can unsubscribe at any time.',
				'playpal'
			);
		case 'newsletter':
			return __(
				'By subscribing, you agree that PlayPal may email you new posts and news. You can unsubscribe at any time.',
				'playpal'
			);
	}
}
