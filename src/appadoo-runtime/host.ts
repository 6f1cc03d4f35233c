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

function boot() {
	const frame = document.getElementById( 'playpal-player' );
	if ( ! ( frame instanceof HTMLIFrameElement ) ) {
		return;
	}
	// "Who's playing?", the child's budget and the packages' state relay (family/index.ts).
	const stopFamily = startFamilyPlayer(
		window,
		frame,
		( document.currentScript as HTMLScriptElement | null )?.nonce || ''
	);
	window.addEventListener( 'pagehide', stopFamily, { once: true } );
	const appadooKey = frame.dataset.playpalKey;
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
	// The saved copy, answered by the worker with no network: the frame plays the saved files (offline-frame.ts).
	if ( frame.dataset.playpalSaved ) {
		playSavedCopy( {
			win: window,
			frame,
			appadooKey,
			nonce:
				( document.currentScript as HTMLScriptElement | null )?.nonce ??
				'',
		} ).catch( () => undefined );
	}
}

boot();
