/**
 * The messages a playing Appadoo posts to its host about its session, and
 * the report the host relays to `POST pp/v1/appadoos/{key}/sessions`
 * (docs/APPADOOS.md, Play analytics). Shared by the runtime (sender), the
 * player's host page and the portal's preview (receivers). No dependencies.
 */

export const SESSION_MESSAGE_TYPE = 'playpal:appadoo-session';

/** Longest session reported, in seconds (the server's limit too). */
export const MAX_SESSION_SECONDS = 86400;

export type SessionEvent = 'start' | 'end';

/** What the runtime posts to `window.parent`. */
export interface SessionMessage {
	type: typeof SESSION_MESSAGE_TYPE;
	event: SessionEvent;
	/** The Appadoo's public key. */
	key: string;
	/** The Appadoo's session token (printed into its package). */
	token: string;
	/** 32 hex characters, random per session. */
	session: string;
	/** Seconds, with `end` only. */
	duration?: number;
}

/** The body of the sessions endpoint. */
export interface SessionReport {
	event: SessionEvent;
	session: string;
	token: string;
	duration?: number;
}

const SESSION_ID = /^[0-9a-f]{32}$/;
const TOKEN = /^[0-9a-f]{64}$/;
const KEY = /^[a-z0-9-]{1,64}$/;

/**
 * Whether a string can be an Appadoo's public key.
 * @param key
 */
export function isSessionKey( key: unknown ): key is string {
	return typeof key === 'string' && KEY.test( key );
}

/**
 * Whether a value is a usable duration in whole seconds.
 * @param value
 */
function isDuration( value: unknown ): value is number {
	return (
		typeof value === 'number' &&
		Number.isInteger( value ) &&
		value >= 0 &&
		value <= MAX_SESSION_SECONDS
	);
}

/**
 * The message, if `data` is exactly a session message of the Appadoo `key`
 * (no other fields, every field of its type and form); otherwise null.
 *
 * @param data Whatever arrived with a `message` event.
 * @param key  The Appadoo the receiver hosts.
 */
export function readSessionMessage(
	data: unknown,
	key: string
): SessionMessage | null {
	if ( ! data || typeof data !== 'object' || Array.isArray( data ) ) {
		return null;
	}
	const message = data as Record< string, unknown >;
	const allowed =
		message.event === 'end'
			? [ 'type', 'event', 'key', 'token', 'session', 'duration' ]
			: [ 'type', 'event', 'key', 'token', 'session' ];
	if (
		Object.keys( message ).some( ( name ) => ! allowed.includes( name ) )
	) {
		return null;
	}
	const valid =
		message.type === SESSION_MESSAGE_TYPE &&
		( message.event === 'start' || message.event === 'end' ) &&
		message.key === key &&
		typeof message.token === 'string' &&
		TOKEN.test( message.token ) &&
		typeof message.session === 'string' &&
		SESSION_ID.test( message.session ) &&
		( message.event === 'start' || isDuration( message.duration ) );
	return valid ? ( message as unknown as SessionMessage ) : null;
}

/**
 * Whole seconds between two times in milliseconds, within the limits.
 *
 * @param from Start (ms).
 * @param to   End (ms).
 */
export function secondsBetween( from: number, to: number ): number {
	return Math.min(
		MAX_SESSION_SECONDS,
		Math.max( 0, Math.round( ( to - from ) / 1000 ) )
	);
}
