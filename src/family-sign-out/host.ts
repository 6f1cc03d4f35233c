/**
 * The host page's texts for "Sign-out keeps play": printed by the server
 * in the family configuration (`signOut`, Family\Host_Page_Family), as the
 * host page carries no translation library. The count's plural forms come
 * as the distinct texts and, for each number from 0 to 199, which one it
 * takes (`unsentIndex`); every plural rule gettext knows gives a number of
 * 200 or more the form of 100 + its last two digits.
 */

/**
 * Internal dependencies
 */
import type { SignOutStrings } from './keep-play';

export const DEFAULT_SIGN_OUT_STRINGS: SignOutStrings = {
	unsent: ( minutes ) =>
		`${ minutes } ${
			minutes === 1 ? 'minute' : 'minutes'
		} of play not yet sent`,
	progressOnly: 'Saved game progress not yet sent',
	help: 'Signing out removes it from this browser. Send it first, or sign out anyway.',
	sendNow: 'Send now',
	signOutAnyway: 'Sign out anyway',
	sending: 'Sending…',
	failed: 'It could not be sent. Check the connection and try again.',
};

const TEXTS = [
	'progressOnly',
	'help',
	'sendNow',
	'signOutAnyway',
	'sending',
	'failed',
] as const;

/**
 * The texts printed in a host page, or the English ones.
 *
 * @param doc The host page.
 */
export function hostSignOutStrings( doc: Document ): SignOutStrings {
	let printed: Record< string, unknown > | undefined;
	try {
		printed = JSON.parse(
			doc.getElementById( 'playpal-family' )?.textContent || '{}'
		).signOut;
	} catch {
		printed = undefined;
	}
	if ( ! printed || typeof printed !== 'object' ) {
		return DEFAULT_SIGN_OUT_STRINGS;
	}
	const strings = { ...DEFAULT_SIGN_OUT_STRINGS };
	for ( const name of TEXTS ) {
		const text = printed[ name ];
		if ( typeof text === 'string' ) {
			strings[ name ] = text;
		}
	}
	const forms = printed.unsentForms;
	const index = printed.unsentIndex;
	if (
		Array.isArray( forms ) &&
		forms.every( ( form ) => typeof form === 'string' ) &&
		typeof index === 'string' &&
		/^[0-9]{200}$/.test( index )
	) {
		strings.unsent = ( minutes ) => {
			const at = minutes < 200 ? minutes : 100 + ( minutes % 100 );
			const form = forms[ Number( index[ at ] ) ] as string | undefined;
			return form
				? form.replace( /%(1\$)?d/, String( minutes ) )
				: DEFAULT_SIGN_OUT_STRINGS.unsent( minutes );
		};
	}
	return strings;
}
