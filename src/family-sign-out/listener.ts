/**
 * The sign-out listener (docs/FAMILY.md, "Sign-out keeps play"): WordPress's
 * sign-out answer clears this site's storage (Offline\Logout_Site_Data), the
 * children's unsent play and saves with it. A click on a sign-out link while
 * some are waiting is held, the code that sends them is loaded (only then),
 * and it signs out once they are sent or the person chooses to.
 *
 * No React, no WordPress package: app pages carry it from their first load.
 */

/**
 * Internal dependencies
 */
import { hasUnsentPlay } from './pending';

/** WordPress's sign-out links (`wp_logout_url()`: `wp-login.php?action=logout&_wpnonce=…`). */
export const SIGN_OUT_LINK = 'a[href*="action=logout"]';

/** What the loaded code does with the held link: sends, asks, then signs out. */
export type SignOutKeepingPlay = ( link: HTMLAnchorElement ) => Promise< void >;

function storageOf( win: Window ): Storage | null {
	try {
		return win.localStorage;
	} catch {
		return null;
	}
}

/**
 * Watches a document's sign-out links.
 *
 * @param win  The page's window.
 * @param load Loads the sending code (a lazy chunk on app pages).
 * @return Stops watching.
 */
export function watchSignOut(
	win: Window,
	load: () => Promise< SignOutKeepingPlay >
): () => void {
	const onClick = ( event: MouseEvent ) => {
		if (
			event.defaultPrevented ||
			event.button !== 0 ||
			event.metaKey ||
			event.ctrlKey ||
			event.shiftKey ||
			event.altKey
		) {
			return;
		}
		const node = event.target as Node | null;
		const target =
			node && node.nodeType !== 1
				? node.parentElement
				: ( node as Element | null );
		const link = target?.closest?.( SIGN_OUT_LINK ) as
			HTMLAnchorElement | null | undefined;
		if ( ! link || ! hasUnsentPlay( storageOf( win ) ) ) {
			return;
		}
		event.preventDefault();
		load().then(
			( keep ) => keep( link ),
			// The code could not be loaded: sign out as the link says.
			() => win.location.assign( link.href )
		);
	};
	win.document.addEventListener( 'click', onClick, true );
	return () => win.document.removeEventListener( 'click', onClick, true );
}
