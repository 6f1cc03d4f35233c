/**
 * Sends what the family ledgers and state stores of this device have not
 * sent, before a sign-out clears them (docs/FAMILY.md, "Sign-out keeps
 * play"); when that fails (offline, or the server not answering), asks the
 * person in a dialog: "3 minutes of play not yet sent", with "Send now"
 * and "Sign out anyway". Loaded only when a sign-out link is clicked with
 * something waiting (listener.ts); no React, no WordPress package — the
 * texts come from the page (translated there).
 */

/**
 * Internal dependencies
 */
import type { FamilyFetch } from '../appadoo-runtime/family/family-api';
import { readToday } from '../appadoo-runtime/family/family-config';
import { createLedger } from '../appadoo-runtime/family/ledger';
import { createStateStore } from '../appadoo-runtime/family/state-store';
import { familyEntries, unsentPlay, type UnsentPlay } from './pending';

export interface SignOutStrings {
	/** "%d minutes of play not yet sent", in the plural form for the number. */
	unsent: ( minutes: number ) => string;
	/** When only saved progress waits. */
	progressOnly: string;
	help: string;
	sendNow: string;
	signOutAnyway: string;
	sending: string;
	failed: string;
}

/** Codes that mean the server will never count a session (as the host page treats them). */
const NEVER = [
	'playpal_appadoo_not_found',
	'playpal_family_child_not_found',
	'playpal_family_played_at_invalid',
];

/**
 * Sends every unsent session and save of the signed-in parent's children on
 * this device; answers what is still unsent after (never rejects). A child
 * the routes do not know (404: another parent's, on a shared device, or one
 * deleted) is left alone — neither sent nor counted: sending it with this
 * parent's sign-in would mark its play as never counted.
 *
 * @param storage localStorage.
 * @param call    The family routes.
 */
export async function sendUnsentPlay(
	storage: Storage,
	call: FamilyFetch
): Promise< UnsentPlay > {
	const entries = familyEntries( storage );
	const children = [ ...new Set( entries.map( ( entry ) => entry.child ) ) ];
	const own = new Set< string >();
	const others = new Set< string >();
	await Promise.all(
		children.map( ( child ) =>
			call( 'GET', child ).then(
				( answer ) => {
					if ( answer.status === 200 ) {
						own.add( child );
					} else if ( answer.status === 404 ) {
						others.add( child );
					}
				},
				// Offline: nothing can be sent, and it all counts as waiting.
				() => undefined
			)
		)
	);
	const sends: Array< Promise< unknown > > = [];
	for ( const entry of entries ) {
		if ( ! own.has( entry.child ) ) {
			continue;
		}
		if ( entry.appadooId !== undefined ) {
			sends.push(
				createStateStore( {
					call,
					storage,
					device: entry.device,
					childId: entry.child,
					appadooId: entry.appadooId,
				} ).flush()
			);
			continue;
		}
		let held: Record< string, unknown > | null = null;
		try {
			held = JSON.parse( storage.getItem( entry.key ) || 'null' );
		} catch {
			continue;
		}
		const snapshot = held?.snapshot as
			Record< string, unknown > | undefined;
		const figures = readToday( {
			...snapshot,
			extraSeconds: 0,
			day: held?.day,
		} );
		if ( ! figures ) {
			continue;
		}
		// The ledger as the host page keeps it: the figures it holds are its starting point.
		const ledger = createLedger(
			storage,
			entry.device,
			entry.child,
			figures
		);
		for ( const session of ledger.unsent() ) {
			if ( ! session.appadooId ) {
				continue; // Kept before the Appadoo was: only its own host page can name it.
			}
			sends.push(
				call( 'POST', `${ entry.child }/play`, {
					appadooId: session.appadooId,
					session: session.session,
					seconds: session.seconds,
					...( session.playedAt
						? {
								playedAt: new Date(
									session.playedAt
								).toISOString(),
							}
						: {} ),
				} ).then( ( answer ) => {
					const today =
						answer.status === 200
							? readToday( answer.data.today )
							: null;
					if ( today ) {
						ledger.accept(
							today,
							session.session,
							session.seconds
						);
					} else if (
						( answer.status === 404 || answer.status === 400 ) &&
						NEVER.includes( String( answer.data.code ) )
					) {
						ledger.settle( session.session );
					}
				} )
			);
		}
	}
	// Offline (FamilyOffline) or any other failure: it stays unsent, and is counted below.
	await Promise.all( sends.map( ( send ) => send.catch( () => undefined ) ) );
	return unsentPlay( storage, others );
}

/**
 * The dialog: told what waits, the person sends it again or signs out anyway.
 *
 * @param options
 * @param options.doc      The page.
 * @param options.unsent   What waits.
 * @param options.strings  Its texts.
 * @param options.retry    Sends again; answers what still waits.
 * @param options.signOut  Signs out.
 * @param options.returnTo Where the focus goes when it closes (the sign-out link).
 * @return The dialog's layer.
 */
export function showUnsentDialog( {
	doc,
	unsent,
	strings,
	retry,
	signOut,
	returnTo,
}: {
	doc: Document;
	unsent: UnsentPlay;
	strings: SignOutStrings;
	retry: () => Promise< UnsentPlay >;
	signOut: () => void;
	returnTo: HTMLElement | null;
} ): HTMLElement {
	const layer = doc.createElement( 'div' );
	layer.className = 'playpal-sign-out-layer';
	// CSSOM, not a style attribute: the host page's CSP allows no inline style.
	Object.assign( layer.style, {
		position: 'fixed',
		inset: '0',
		zIndex: '100000',
		display: 'flex',
		alignItems: 'center',
		justifyContent: 'center',
		background: 'rgba(0, 0, 0, 0.5)',
	} );
	const dialog = doc.createElement( 'div' );
	dialog.setAttribute( 'role', 'dialog' );
	dialog.setAttribute( 'aria-modal', 'true' );
	dialog.setAttribute( 'aria-labelledby', 'playpal-sign-out-title' );
	dialog.setAttribute( 'aria-describedby', 'playpal-sign-out-help' );
	Object.assign( dialog.style, {
		maxWidth: '26rem',
		margin: '1rem',
		padding: '1.5rem',
		borderRadius: 'var(--pp-radius, 12px)',
		background: 'var(--pp-color-card, #fff)',
		color: 'var(--pp-color-card-foreground, #111)',
		fontFamily: 'var(--pp-font-body, system-ui, sans-serif)',
	} );
	const title = doc.createElement( 'h2' );
	title.id = 'playpal-sign-out-title';
	Object.assign( title.style, {
		margin: '0 0 0.5rem',
		fontSize: '1.25rem',
		fontFamily: 'var(--pp-font-heading, inherit)',
	} );
	const help = doc.createElement( 'p' );
	help.id = 'playpal-sign-out-help';
	help.textContent = strings.help;
	const status = doc.createElement( 'p' );
	status.setAttribute( 'role', 'status' );
	const say = ( waiting: UnsentPlay ) => {
		const minutes = Math.ceil( waiting.seconds / 60 );
		title.textContent =
			minutes > 0 ? strings.unsent( minutes ) : strings.progressOnly;
	};
	say( unsent );

	const button = ( label: string, primary: boolean ) => {
		const element = doc.createElement( 'button' );
		element.type = 'button';
		element.textContent = label;
		Object.assign( element.style, {
			marginInlineEnd: '0.5rem',
			padding: '0.5rem 1rem',
			borderRadius: 'var(--pp-radius, 8px)',
			border: '1px solid var(--pp-color-border, #ccc)',
			background: primary
				? 'var(--pp-color-primary, #2563eb)'
				: 'var(--pp-color-secondary, #f3f4f6)',
			color: primary
				? 'var(--pp-color-primary-foreground, #fff)'
				: 'var(--pp-color-secondary-foreground, #111)',
			font: 'inherit',
			cursor: 'pointer',
		} );
		return element;
	};
	const sendNow = button( strings.sendNow, true );
	const anyway = button( strings.signOutAnyway, false );
	const actions = doc.createElement( 'div' );
	actions.append( sendNow, anyway );
	dialog.append( title, help, status, actions );
	layer.append( dialog );

	const close = () => {
		layer.remove();
		doc.removeEventListener( 'keydown', onKey, true );
		returnTo?.focus();
	};
	function onKey( event: KeyboardEvent ) {
		if ( event.key === 'Escape' ) {
			event.preventDefault();
			close();
		} else if ( event.key === 'Tab' ) {
			// The focus stays in the dialog: its two buttons, in turn.
			event.preventDefault();
			const next = doc.activeElement === sendNow ? anyway : sendNow;
			next.focus();
		}
	}
	sendNow.addEventListener( 'click', () => {
		sendNow.disabled = true;
		status.textContent = strings.sending;
		void retry().then( ( waiting ) => {
			if ( waiting.seconds === 0 && waiting.saves === 0 ) {
				close();
				signOut();
				return;
			}
			say( waiting );
			status.textContent = strings.failed;
			sendNow.disabled = false;
			sendNow.focus();
		} );
	} );
	anyway.addEventListener( 'click', () => {
		close();
		signOut();
	} );
	doc.addEventListener( 'keydown', onKey, true );
	doc.body.append( layer );
	sendNow.focus();
	return layer;
}

/**
 * What the listener runs on a held sign-out link: sends, then signs out,
 * or asks.
 *
 * @param options
 * @param options.win     The page's window.
 * @param options.call    The family routes.
 * @param options.strings The dialog's texts.
 * @return The listener's SignOutKeepingPlay.
 */
export function keepPlayOnSignOut( {
	win,
	call,
	strings,
}: {
	win: Window;
	call: FamilyFetch;
	strings: SignOutStrings;
} ): ( link: HTMLAnchorElement ) => Promise< void > {
	let open = false;
	return async ( link ) => {
		let storage: Storage;
		try {
			storage = win.localStorage;
		} catch {
			win.location.assign( link.href );
			return;
		}
		if ( open ) {
			return; // A second click while sending or asking.
		}
		open = true;
		const signOut = () => win.location.assign( link.href );
		const waiting = await sendUnsentPlay( storage, call );
		if ( waiting.seconds === 0 && waiting.saves === 0 ) {
			open = false;
			signOut();
			return;
		}
		const layer = showUnsentDialog( {
			doc: win.document,
			unsent: waiting,
			strings,
			retry: () => sendUnsentPlay( storage, call ),
			signOut,
			returnTo: link,
		} );
		// Closed (Escape, or either choice): a later click asks again.
		new MutationObserver( ( _changes, observer ) => {
			if ( ! layer.isConnected ) {
				open = false;
				observer.disconnect();
			}
		} ).observe( win.document.body, { childList: true } );
	};
}
