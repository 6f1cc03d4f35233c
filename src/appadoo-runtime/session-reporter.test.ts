/**
 * Internal dependencies
 */
import { startRuntime } from './runtime';
import { SESSION_MESSAGE_TYPE } from './session-messages';
import { reportSessions } from './session-reporter';

const SESSIONS = {
	key: 'appadoo-1b2c',
	token: 'a'.repeat( 64 ),
	host: 'http://example.test',
};

/** A package window inside a frame whose parent records what it is sent. */
function framedWindow() {
	const listeners: Record< string, Array< () => void > > = {};
	const parent = { postMessage: jest.fn() };
	const win = {
		parent,
		crypto: window.crypto,
		addEventListener: ( type: string, listener: () => void ) => {
			( listeners[ type ] ??= [] ).push( listener );
		},
		removeEventListener: ( type: string, listener: () => void ) => {
			listeners[ type ] = ( listeners[ type ] ?? [] ).filter(
				( l ) => l !== listener
			);
		},
	};
	return {
		win: win as unknown as Window,
		parent,
		fire: ( type: string ) =>
			[ ...( listeners[ type ] ?? [] ) ].forEach( ( l ) => l() ),
	};
}

describe( 'session reports of the runtime', () => {
	it( 'posts a start, then one end with the seconds played, to the site only', () => {
		const { win, parent, fire } = framedWindow();
		let now = 10_000;
		const reporter = reportSessions( SESSIONS, win, () => now );

		expect( reporter.active ).toBe( true );
		expect( parent.postMessage ).toHaveBeenCalledTimes( 1 );
		const [ start, target ] = parent.postMessage.mock.calls[ 0 ];
		expect( target ).toBe( 'http://example.test' );
		expect( start ).toEqual( {
			type: SESSION_MESSAGE_TYPE,
			event: 'start',
			key: SESSIONS.key,
			token: SESSIONS.token,
			session: expect.stringMatching( /^[0-9a-f]{32}$/ ),
		} );

		now += 95_400;
		fire( 'pagehide' );
		fire( 'pagehide' );
		reporter.end();
		expect( parent.postMessage ).toHaveBeenCalledTimes( 2 );
		expect( parent.postMessage.mock.calls[ 1 ][ 0 ] ).toEqual( {
			...start,
			event: 'end',
			duration: 95,
		} );
	} );

	it( 'sends nothing when the page is not framed (opened alone or offline)', () => {
		const post = jest.spyOn( window, 'postMessage' );
		const error = jest.spyOn( console, 'error' );
		const reporter = reportSessions( SESSIONS, window, () => 0 );
		reporter.end();

		expect( reporter.active ).toBe( false );
		expect( post ).not.toHaveBeenCalled();
		expect( error ).not.toHaveBeenCalled();
		post.mockRestore();
		error.mockRestore();
	} );

	it( 'sends nothing without session settings or with a host that is not an origin', () => {
		const { win, parent } = framedWindow();
		expect( reportSessions( undefined, win, () => 0 ).active ).toBe(
			false
		);
		expect(
			reportSessions( { ...SESSIONS, host: '*' }, win, () => 0 ).active
		).toBe( false );
		expect(
			reportSessions( { ...SESSIONS, key: 'Bad Key' }, win, () => 0 )
				.active
		).toBe( false );
		expect( parent.postMessage ).not.toHaveBeenCalled();
	} );

	it( 'ends the session at the break screen', () => {
		const { win, parent } = framedWindow();
		const framed = Object.assign( Object.create( window ), win, {
			document,
			print: () => undefined,
		} ) as Window;
		let now = 0;
		const ticks: Array< () => void > = [];
		const runtime = startRuntime(
			{
				settings: {
					timeLimit: '1',
					hdgFilter: false,
					printEnabled: true,
				},
				sessions: SESSIONS,
			},
			framed,
			{
				now: () => now,
				every: ( _ms, tick ) => {
					ticks.push( tick );
					return () => undefined;
				},
			}
		);
		expect( parent.postMessage.mock.calls[ 0 ][ 0 ].event ).toBe( 'start' );
		now = 60_000;
		ticks.forEach( ( tick ) => tick() );
		expect( runtime.onBreak() ).toBe( true );
		expect( parent.postMessage.mock.calls[ 1 ][ 0 ] ).toMatchObject( {
			event: 'end',
			duration: 60,
		} );
		runtime.stop();
		document.body.innerHTML = '';
		document.head.innerHTML = '';
	} );
} );
