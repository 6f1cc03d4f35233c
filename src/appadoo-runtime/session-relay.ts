/**
 * The host's side of play analytics: passes the session messages of the
 * Appadoo it frames to the sessions endpoint. Used by the player's host page
 * (host.ts) and the portal's preview (PreviewDialog). No dependencies.
 *
 * It trusts nothing it did not check: only messages from the frame's own
 * window, from an opaque origin (the sandbox without allow-same-origin
 * gives the package the origin "null"), of exactly the message shape, for
 * the Appadoo it hosts. Each session starts once and ends once; a session
 * still open when the host goes away (dialog closed, page left) is ended by
 * the host with the time it saw.
 */

/**
 * Internal dependencies
 */
import {
	readSessionMessage,
	secondsBetween,
	type SessionReport,
} from './session-messages';

/** Sessions one host keeps open at once (a package cannot flood it). */
const MAX_OPEN = 8;

export interface SessionRelayOptions {
	/** The host's window (where messages arrive). */
	win: Window;
	/** The framed package's window, when there is one. */
	frame: () => Window | null | undefined;
	/** The Appadoo's public key. */
	appadooKey: string;
	/** Sends a report; a failure is ignored (analytics never disturb play). */
	send: ( report: SessionReport ) => Promise< unknown >;
	/** Called after a report was accepted. */
	onSent?: ( report: SessionReport ) => void;
	/** Current time in ms. */
	now?: () => number;
}

export interface SessionRelay {
	/** Stops listening and ends the sessions still open. */
	dispose: () => void;
}

export function createSessionRelay( {
	win,
	frame,
	appadooKey,
	send,
	onSent,
	now = () => Date.now(),
}: SessionRelayOptions ): SessionRelay {
	const open = new Map< string, { token: string; startedAt: number } >();

	const relay = ( report: SessionReport ) => {
		send( report ).then(
			() => onSent?.( report ),
			() => undefined
		);
	};

	const onMessage = ( event: MessageEvent ) => {
		const source = frame();
		if ( ! source || event.source !== source || event.origin !== 'null' ) {
			return;
		}
		const message = readSessionMessage( event.data, appadooKey );
		if ( ! message ) {
			return;
		}
		const { session, token } = message;
		if ( message.event === 'start' ) {
			if ( open.has( session ) || open.size >= MAX_OPEN ) {
				return;
			}
			open.set( session, { token, startedAt: now() } );
			relay( { event: 'start', session, token } );
			return;
		}
		const started = open.get( session );
		if ( ! started || started.token !== token ) {
			return;
		}
		open.delete( session );
		relay( {
			event: 'end',
			session,
			token,
			duration: message.duration ?? 0,
		} );
	};

	win.addEventListener( 'message', onMessage );
	return {
		dispose: () => {
			win.removeEventListener( 'message', onMessage );
			open.forEach( ( { token, startedAt }, session ) =>
				relay( {
					event: 'end',
					session,
					token,
					duration: secondsBetween( startedAt, now() ),
				} )
			);
			open.clear();
		},
	};
}
