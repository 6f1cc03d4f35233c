/**
 * The runtime's side of play analytics: it tells its host when a session
 * starts and ends. The package has no network (`connect-src 'none'`), so it
 * only posts a message to `window.parent`, and only to the site's origin
 * (`sessions.host`): the portal's preview or the player's host page relay
 * it. Opened on its own (top level, or from the file system offline) there
 * is no parent and nothing is sent, or logged.
 */

/**
 * Internal dependencies
 */
import {
	SESSION_MESSAGE_TYPE,
	isSessionKey,
	secondsBetween,
	type SessionEvent,
	type SessionMessage,
} from './session-messages';

export type RuntimeSessions = {
	/** The Appadoo's public key. */
	key: string;
	/** Its session token. */
	token: string;
	/** The origin of the site that hosts it. */
	host: string;
};

export type SessionReporter = {
	/** Reports the end (once); later calls do nothing. */
	end: () => void;
	/** Stops listening without reporting (the runtime was stopped). */
	detach: () => void;
	/** Whether this runtime reports at all (framed, with settings). */
	active: boolean;
};

const INACTIVE: SessionReporter = {
	end: () => {},
	detach: () => {},
	active: false,
};

/**
 * A random session id: 32 hex characters.
 *
 * @param win Window whose crypto to use.
 */
function sessionId( win: Window ): string | null {
	const crypto = win.crypto;
	if ( ! crypto || typeof crypto.getRandomValues !== 'function' ) {
		return null;
	}
	const bytes = crypto.getRandomValues( new Uint8Array( 16 ) );
	return Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}

/**
 * Starts reporting: a `start` now, an `end` with the seconds played when
 * `end()` is called (the break screen) or the page goes away.
 *
 * @param sessions Where to report, from the runtime settings.
 * @param win      The package's window.
 * @param now      Current time in ms (the runtime's clock).
 */
export function reportSessions(
	sessions: RuntimeSessions | undefined,
	win: Window,
	now: () => number
): SessionReporter {
	let parent: Window | null = null;
	try {
		parent = win.parent && win.parent !== win ? win.parent : null;
	} catch {
		parent = null;
	}
	const session = parent ? sessionId( win ) : null;
	if (
		! parent ||
		! session ||
		! sessions ||
		! isSessionKey( sessions.key ) ||
		typeof sessions.token !== 'string' ||
		! /^https?:\/\/[^/]+$/.test( sessions.host )
	) {
		return INACTIVE;
	}
	const host = parent;
	const post = ( event: SessionEvent, duration?: number ) => {
		const message: SessionMessage = {
			type: SESSION_MESSAGE_TYPE,
			event,
			key: sessions.key,
			token: sessions.token,
			session,
			...( duration === undefined ? {} : { duration } ),
		};
		// Delivered only if the parent is the site; never anywhere else.
		host.postMessage( message, sessions.host );
	};

	const startedAt = now();
	let ended = false;
	const end = () => {
		if ( ended ) {
			return;
		}
		ended = true;
		win.removeEventListener( 'pagehide', end );
		post( 'end', secondsBetween( startedAt, now() ) );
	};
	post( 'start' );
	win.addEventListener( 'pagehide', end );
	return {
		end,
		detach: () => win.removeEventListener( 'pagehide', end ),
		active: true,
	};
}
