/**
 * Internal dependencies
 */
import { SESSION_MESSAGE_TYPE } from './session-messages';
import { createSessionRelay } from './session-relay';

const KEY = 'appadoo-1b2c';
const TOKEN = 'b'.repeat( 64 );
const SESSION = 'c'.repeat( 32 );

function start( overrides: Record< string, unknown > = {} ) {
	return {
		type: SESSION_MESSAGE_TYPE,
		event: 'start',
		key: KEY,
		token: TOKEN,
		session: SESSION,
		...overrides,
	};
}

let frame: HTMLIFrameElement;

beforeEach( () => {
	frame = document.createElement( 'iframe' );
	document.body.appendChild( frame );
} );

afterEach( () => {
	frame.remove();
} );

/**
 * Delivers a message to the host window as the browser would.
 *
 * @param data   Message data.
 * @param source Sending window.
 * @param origin Sender's origin.
 */
function deliver( data: unknown, source: Window | null, origin = 'null' ) {
	window.dispatchEvent(
		new MessageEvent( 'message', { data, source, origin } )
	);
}

function relayWith(
	now = () => 1_000,
	send: jest.Mock< Promise< unknown >, [] > = jest.fn( () =>
		Promise.resolve()
	)
) {
	const onSent = jest.fn();
	const relay = createSessionRelay( {
		win: window,
		frame: () => frame.contentWindow,
		appadooKey: KEY,
		send,
		onSent,
		now,
	} );
	return { send, onSent, relay };
}

describe( 'session relay of the host', () => {
	it( 'relays a start and an end of its own frame, each once', async () => {
		const { send, onSent, relay } = relayWith();
		deliver( start(), frame.contentWindow );
		deliver( start(), frame.contentWindow );
		deliver( start( { event: 'end', duration: 30 } ), frame.contentWindow );
		deliver( start( { event: 'end', duration: 30 } ), frame.contentWindow );

		expect( send.mock.calls ).toEqual( [
			[ { event: 'start', session: SESSION, token: TOKEN } ],
			[ { event: 'end', session: SESSION, token: TOKEN, duration: 30 } ],
		] );
		await Promise.resolve();
		expect( onSent ).toHaveBeenCalledTimes( 2 );
		relay.dispose();
	} );

	it( 'ignores messages from elsewhere, of another shape, or for another Appadoo', () => {
		const { send, relay } = relayWith();
		deliver( start(), window ); // Not the frame.
		deliver( start(), frame.contentWindow, 'http://example.test' ); // Not an opaque origin.
		deliver( start( { key: 'appadoo-other' } ), frame.contentWindow );
		deliver( start( { type: 'other' } ), frame.contentWindow );
		deliver( start( { token: 'B'.repeat( 64 ) } ), frame.contentWindow );
		deliver( start( { session: 'short' } ), frame.contentWindow );
		deliver( start( { extra: 'field' } ), frame.contentWindow );
		deliver( start( { duration: 5 } ), frame.contentWindow );
		deliver( 'start', frame.contentWindow );
		deliver( [ start() ], frame.contentWindow );
		deliver( start( { event: 'end', duration: 5 } ), frame.contentWindow ); // Never started.

		expect( send ).not.toHaveBeenCalled();
		relay.dispose();
		expect( send ).not.toHaveBeenCalled();
	} );

	it( 'refuses an end of a bad duration and ends what is open when it goes away', () => {
		let now = 1_000;
		const { send, relay } = relayWith( () => now );
		deliver( start(), frame.contentWindow );
		deliver( start( { event: 'end', duration: -1 } ), frame.contentWindow );
		deliver(
			start( { event: 'end', duration: 1.5 } ),
			frame.contentWindow
		);
		deliver(
			start( { event: 'end', duration: 86401 } ),
			frame.contentWindow
		);
		expect( send ).toHaveBeenCalledTimes( 1 );

		now += 12_000;
		relay.dispose();
		expect( send ).toHaveBeenLastCalledWith( {
			event: 'end',
			session: SESSION,
			token: TOKEN,
			duration: 12,
		} );
		deliver( start( { session: 'd'.repeat( 32 ) } ), frame.contentWindow );
		expect( send ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'survives a failed report', async () => {
		const { send, onSent, relay } = relayWith(
			() => 1_000,
			jest.fn( () => Promise.reject( new Error( 'offline' ) ) )
		);
		deliver( start(), frame.contentWindow );
		await Promise.resolve();
		await Promise.resolve();
		expect( send ).toHaveBeenCalledTimes( 1 );
		expect( onSent ).not.toHaveBeenCalled();
		relay.dispose();
	} );
} );
