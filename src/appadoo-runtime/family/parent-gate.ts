/**
 * The parent's PIN before switching away from a child whose play time for
 * today is up (docs/FAMILY.md, "The host page"): "Someone else is playing" on
 * the break screen, or the bar's "Change" while that child's time is up,
 * opens a modal PIN dialog; the PIN opens parent mode (`POST
 * pp/v1/family/parent-mode {pin}`), the chooser follows, and parent mode is
 * closed again at once (`DELETE`), so the PIN let one switch through and
 * nothing else. Choosing at the chooser before any play stays free.
 *
 * The dialog takes the focus (its PIN field), keeps Tab inside, closes on
 * Escape or Cancel, and gives the focus back to the button that opened it.
 */

/**
 * Internal dependencies
 */
import { pinForm, readPinRefusal, type PinResult } from './pin-result';
import { FamilyOffline, type FamilyFetch } from './family-api';
import type { FamilyChild } from './family-config';
import { element, familyLayer, type FamilyStrings } from './family-ui';

export interface ParentGate {
	/** Checks the PIN by opening parent mode. */
	open: ( pin: string ) => Promise< PinResult >;
	/** Closes parent mode again (after the switch). */
	close: () => Promise< void >;
}

/**
 * The parent-mode route's address beside the children's routes.
 *
 * @param rest The children routes' base, ending in `children/` (or a `?rest_route=` address).
 */
export function parentModeUrl( rest: string ): string {
	return rest.replace( /children\/$/, 'parent-mode' );
}

/**
 * The gate over the parent-mode route.
 *
 * @param call A family fetch whose base is parentModeUrl() (path "").
 */
export function createParentGate( call: FamilyFetch ): ParentGate {
	return {
		open: async ( pin ) => {
			let answer;
			try {
				answer = await call( 'POST', '', { pin } );
			} catch ( error ) {
				return {
					ok: false,
					reason:
						error instanceof FamilyOffline ? 'offline' : 'failed',
				};
			}
			if ( answer.status === 200 && answer.data.open === true ) {
				return { ok: true };
			}
			return readPinRefusal( answer );
		},
		close: async () => {
			try {
				await call( 'DELETE', '' );
			} catch {
				// Offline: parent mode ends by itself after its idle time.
			}
		},
	};
}

export interface PinDialogOptions {
	doc: Document;
	/** The child whose time is up. */
	child: FamilyChild;
	strings: FamilyStrings;
	gate: ParentGate;
	/** Gets the focus back when the dialog closes. */
	opener: HTMLElement | null;
	/** The PIN was right: switch now (parent mode is closed right after). */
	onAllowed: () => void;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), a[href]';

/**
 * Shows the PIN dialog; answers it (it removes itself).
 *
 * @param options What it guards.
 */
export function showPinDialog( options: PinDialogOptions ): HTMLElement {
	const { doc, child, strings, gate, opener } = options;
	doc.getElementById( 'playpal-family-switch' )?.remove();
	const { layer, box, title, help } = familyLayer(
		doc,
		'switch',
		strings.switchTitle,
		strings.switchHelp.replace( '%s', child.nickname )
	);
	const { form, label, input, submit, error } = pinForm( doc, strings, {
		submit: strings.switchButton,
		errorId: 'playpal-family-switch-error',
		offline: strings.switchOffline,
		failed: strings.switchFailed,
		check: gate.open,
		onAllowed: () => {
			close( false );
			options.onAllowed();
			// The PIN let this one switch through: parent mode closes at once.
			void gate.close();
		},
	} );
	input.id = 'playpal-family-switch-pin';
	const cancel = element( doc, 'button', '', strings.cancel );
	cancel.type = 'button';
	const actions = element( doc, 'div', 'pp-family-actions' );
	actions.append( submit, cancel );
	form.append( label, actions );
	box.append( title, help, form, error );
	layer.appendChild( box );

	// Everything else on the page is inert while the dialog is open.
	const behind = Array.from( doc.body.children ).filter(
		( node ) => ! node.hasAttribute( 'inert' )
	);
	behind.forEach( ( node ) => node.setAttribute( 'inert', '' ) );

	let closed = false;
	const close = ( giveFocusBack: boolean ) => {
		if ( closed ) {
			return;
		}
		closed = true;
		layer.remove();
		behind.forEach( ( node ) => node.removeAttribute( 'inert' ) );
		if ( giveFocusBack && opener?.isConnected ) {
			opener.focus();
		}
	};

	cancel.addEventListener( 'click', () => close( true ) );
	layer.addEventListener( 'keydown', ( event ) => {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close( true );
			return;
		}
		if ( event.key !== 'Tab' ) {
			return;
		}
		const items = Array.from(
			layer.querySelectorAll< HTMLElement >( FOCUSABLE )
		);
		if ( items.length === 0 ) {
			return;
		}
		const first = items[ 0 ] as HTMLElement;
		const last = items[ items.length - 1 ] as HTMLElement;
		if ( event.shiftKey && doc.activeElement === first ) {
			event.preventDefault();
			last.focus();
		} else if ( ! event.shiftKey && doc.activeElement === last ) {
			event.preventDefault();
			first.focus();
		}
	} );

	doc.body.appendChild( layer );
	input.focus();
	return layer;
}
