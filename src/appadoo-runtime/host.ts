/**
 * Entry of build/appadoo-host.js: the relay of the player's host page
 * (includes/Appadoos/Player/Host_Page.php), which frames an Appadoo opened
 * in its own window. The page's CSP lets it reach only the sessions
 * endpoint named on the frame.
 */

/**
 * Internal dependencies
 */
import { isSessionKey } from './session-messages';
import { createSessionRelay } from './session-relay';
import { startFamilyPlayer } from './family';
import { playSavedCopy } from './offline-frame';
import { startLeaseRenewal } from './lease-renewal';

function boot() {
	const frame = document.getElementById( 'playpal-player' );
	if ( ! ( frame instanceof HTMLIFrameElement ) ) {
		return;
	}
	const nonce =
		( document.currentScript as HTMLScriptElement | null )?.nonce || '';
	const appadooKey = frame.dataset.playpalKey;
	const saved = !! frame.dataset.playpalSaved;
	/**
	 * The saved copy, answered by the worker with no network, plays the
	 * saved files in the frame (offline-frame.ts): at once, or — when it
	 * asks "Who's playing?" first — once a child is chosen, in the frame
	 * element the family side puts in for that child.
	 *
	 * @param target The frame.
	 * @param entry  The package's saved entry address.
	 */
	const playSaved = ( target: HTMLIFrameElement, entry: string ) => {
		// The address stays on the frame, as on a page without a chooser: the srcdoc replaces its load.
		target.src = entry;
		if ( isSessionKey( appadooKey ) ) {
			playSavedCopy( {
				win: window,
				frame: target,
				appadooKey,
				nonce,
			} ).catch( () => undefined );
		}
	};
	// "Who's playing?", the child's budget and the packages' state relay (family/index.ts).
	const stopFamily = startFamilyPlayer(
		window,
		frame,
		nonce,
		saved ? playSaved : undefined
	);
	window.addEventListener( 'pagehide', stopFamily, { once: true } );
	// The frame's address is bound to this page's load: renew its lease while the page plays (lease-renewal.ts).
	const { playpalLease, playpalToken, playpalRenew } = frame.dataset;
	if ( ! saved && playpalLease && playpalToken && playpalRenew ) {
		const stopLease = startLeaseRenewal( {
			win: window,
			endpoint: playpalLease,
			token: playpalToken,
			renew: playpalRenew,
		} );
		window.addEventListener( 'pagehide', stopLease, { once: true } );
		// Back from the back/forward cache, nothing renews any more (and the family side has stopped): start afresh.
		window.addEventListener( 'pageshow', ( event ) => {
			if ( event.persisted ) {
				window.location.reload();
			}
		} );
	}
	const endpoint = frame.dataset.playpalEndpoint;
	if ( ! isSessionKey( appadooKey ) || ! endpoint ) {
		return;
	}
	const relay = createSessionRelay( {
		win: window,
		// The family side puts a new frame element (same id) in for each child: always the current one.
		frame: () => {
			const current = document.getElementById( 'playpal-player' );
			return current instanceof HTMLIFrameElement
				? current.contentWindow
				: null;
		},
		appadooKey,
		send: ( report ) =>
			fetch( endpoint, {
				method: 'POST',
				headers: { 'Content-Type': 'application/json' },
				body: JSON.stringify( report ),
				credentials: 'omit',
				keepalive: true,
			} ),
	} );
	window.addEventListener( 'pagehide', () => relay.dispose(), {
		once: true,
	} );
	// A saved copy without a chooser plays the saved files now; with one, playSaved() runs at the choice.
	if ( saved && frame.getAttribute( 'src' ) && ! frame.dataset.playpalSrc ) {
		playSavedCopy( { win: window, frame, appadooKey, nonce } ).catch(
			() => undefined
		);
	}
}

boot();
