/**
 * The host page's one hook for families (called from host.ts): with the
 * family configuration printed (a signed-in parent with children), the
 * "Who's playing?" chooser and the child's budget (family-host.ts); in every
 * case the packages' state relay (state-relay.ts), which without a child
 * answers loads with null and keeps nothing, so a package's calls settle at
 * once instead of waiting for their timeout.
 */

/**
 * Internal dependencies
 */
import { createStateRelay } from '../state-relay';
import { createFamilyFetch, createNonceSource } from './family-api';
import { readFamilyConfig } from './family-config';
import { startFamilyHost } from './family-host';
import { createParentGate, parentModeUrl } from './parent-gate';
import { DEFAULT_FAMILY_STRINGS, type FamilyStrings } from './family-ui';
import { hostSignOutStrings } from '../../family-sign-out/host';
import { keepPlayOnSignOut } from '../../family-sign-out/keep-play';
import { watchSignOut } from '../../family-sign-out/listener';

function localStorageOf( win: Window ): Storage | null {
	try {
		return win.localStorage;
	} catch {
		return null;
	}
}

function stringsOf( doc: Document ): FamilyStrings {
	try {
		const printed = JSON.parse(
			doc.getElementById( 'playpal-family' )?.textContent || '{}'
		).strings;
		const strings = { ...DEFAULT_FAMILY_STRINGS };
		( Object.keys( strings ) as Array< keyof FamilyStrings > ).forEach(
			( name ) => {
				if ( typeof printed?.[ name ] === 'string' ) {
					strings[ name ] = printed[ name ];
				}
			}
		);
		return strings;
	} catch {
		return DEFAULT_FAMILY_STRINGS;
	}
}

/**
 * Starts the family side of the host page; answers what ends it (page left).
 *
 * @param win   The host page's window.
 * @param frame The package's frame.
 * @param nonce The page's CSP nonce.
 * @param load  How the package loads once a child is chosen (the saved copy's own; default: the frame's src).
 */
export function startFamilyPlayer(
	win: Window,
	frame: HTMLIFrameElement,
	nonce: string,
	load?: ( frame: HTMLIFrameElement, src: string ) => void
): () => void {
	const doc = win.document;
	const config = readFamilyConfig( doc );
	const src = frame.dataset.playpalSrc;
	// The saved copy keeps no nonce: it asks for one once the network is back.
	const call = config
		? createFamilyFetch( config.rest, config.nonce, {
				share: config.share,
				renew: config.nonceUrl
					? createNonceSource( config.nonceUrl )
					: undefined,
			} )
		: null;
	const host =
		config && src && call
			? startFamilyHost( {
					win,
					frame,
					src,
					config,
					strings: stringsOf( doc ),
					nonce,
					storage: localStorageOf( win ),
					call,
					load,
					// The PIN before leaving a child whose time is up (parent mode, opened and closed again).
					gate: createParentGate(
						createFamilyFetch(
							parentModeUrl( config.rest ),
							config.nonce,
							{
								renew: config.nonceUrl
									? createNonceSource( config.nonceUrl )
									: undefined,
							}
						)
					),
				} )
			: null;
	// A sign-out link on this page sends the children's waiting play first (docs/FAMILY.md).
	const unwatch = call
		? watchSignOut( win, () =>
				Promise.resolve(
					keepPlayOnSignOut( {
						win,
						call,
						strings: hostSignOutStrings( doc ),
					} )
				)
			)
		: () => undefined;
	if ( ! host && src && ! frame.getAttribute( 'src' ) ) {
		// A page that waits for a choice but whose data is unreadable: play as today, uncounted.
		if ( load ) {
			load( frame, src );
		} else {
			frame.src = src;
		}
	}
	const relay = createStateRelay( {
		win,
		// The family host puts a new frame element in for each child.
		frame: () => ( host ? host.frame() : frame ).contentWindow,
		store: () => host?.store() ?? null,
	} );
	return () => {
		relay.dispose();
		unwatch();
		host?.dispose();
	};
}
