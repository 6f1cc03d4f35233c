/**
 * The sign-out listener (docs/FAMILY.md, "Sign-out keeps play"): WordPress's
 * sign-out answer clears this site's storage (Offline\Logout_Site_Data), the
 * children's unsent play and saves with it. A click on a sign-out link on a
 * device that keeps family entries is held, the code that reads them and
 * sends what waits is loaded (only then), and it signs out at once when
 * nothing waits, once it is sent, or when the person chooses to.
 *
 * No React, no WordPress package, no reading of the entries: app pages
 * carry it from their first load, so it is kept to a few bytes.
 */

/** WordPress's sign-out links (`wp_logout_url()`: `wp-login.php?action=logout&_wpnonce=…`). */
export const SIGN_OUT_LINK = 'a[href*="action=logout"]';

/** What the loaded code does with the held link: sends, asks, then signs out. */
export type SignOutKeepingPlay = ( link: HTMLAnchorElement ) => Promise< void >;

/**
 * Whether the device keeps any family entry (`playpal:family:…`, src/appadoo-runtime/family).
 *
 * @param win The page's window.
 */
function keepsFamilyEntries( win: Window ): boolean {
	try {
		const storage = win.localStorage;
		for ( let i = 0; i < storage.length; i++ ) {
			if ( storage.key( i )?.startsWith( 'playpal:family:' ) ) {
				return true;
			}
		}
	} catch {
		// Storage refused: nothing can be kept, nothing is held back.
	}
	return false;
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
		if ( ! link || ! keepsFamilyEntries( win ) ) {
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
