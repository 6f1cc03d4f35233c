/**
 * The app pages' side of "Sign-out keeps play" (listener.ts loads it when
 * a sign-out link is clicked with play waiting): the family routes called
 * with the page's REST nonce, and the dialog's texts in the site's language.
 */

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	createFamilyFetch,
	createNonceSource,
} from '../appadoo-runtime/family/family-api';
import { getConfig } from '../lib/config';
import { currentRestNonce } from '../lib/rest-nonce';
import { keepPlayOnSignOut, type SignOutStrings } from './keep-play';
import type { SignOutKeepingPlay } from './listener';

export function signOutStrings(): SignOutStrings {
	return {
		unsent: ( minutes ) =>
			sprintf(
				/* translators: %d: minutes of play. */
				_n(
					'%d minute of play not yet sent',
					'%d minutes of play not yet sent',
					minutes,
					'playpal'
				),
				minutes
			),
		progressOnly: __( 'Saved game progress not yet sent', 'playpal' ),
		help: __(
			'Signing out removes it from this browser. Send it first, or sign out anyway.',
			'playpal'
		),
		sendNow: __( 'Send now', 'playpal' ),
		signOutAnyway: __( 'Sign out anyway', 'playpal' ),
		sending: __( 'Sending…', 'playpal' ),
		failed: __(
			'It could not be sent. Check the connection and try again.',
			'playpal'
		),
	};
}

/**
 * The listener's handler on an app page.
 *
 * @param win The page's window.
 */
export function appSignOut( win: Window = window ): SignOutKeepingPlay {
	const { restRoot, restNonceUrl } = getConfig();
	const base = restRoot.includes( '?' )
		? `${ restRoot }pp/v1/family/children/`
		: `${ restRoot.replace( /\/?$/, '/' ) }pp/v1/family/children/`;
	return keepPlayOnSignOut( {
		win,
		call: createFamilyFetch( base, currentRestNonce() ?? '', {
			renew: restNonceUrl ? createNonceSource( restNonceUrl ) : undefined,
		} ),
		strings: signOutStrings(),
	} );
}
