/**
 * Internal dependencies
 */
import { startRuntime } from './runtime';
import { BUDGET_MESSAGE_TYPE } from './family/budget-messages';
import { SESSION_MESSAGE_TYPE } from './session-messages';
import { reportSessions } from './session-reporter';

const SESSIONS = {
	key: 'appadoo-1b2c',
	token: 'a'.repeat( 64 ),
	host: 'http://example.test',
};

/**
 * The runtime's config with session reports on and the given time limit.
 *
 * @param timeLimit The Appadoo's time limit setting.
 */
function reportingConfig( timeLimit: string ) {
	return {
		settings: { timeLimit, hdgFilter: false, printEnabled: true },
		sessions: SESSIONS,
	};
}

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
		const runtime = startRuntime( reportingConfig( '1' ), framed, {
			now: () => now,
			every: ( _ms, tick ) => {
				ticks.push( tick );
				return () => undefined;
			},
		} );
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
	it( "counts play after a budget break lifted by more time (a grown-up's PIN) as a new session", () => {
		const listeners: Record<
			string,
			Array< ( event?: Partial< MessageEvent > ) => void >
		> = {};
		const parent = { postMessage: jest.fn() };
		const framed = Object.assign( Object.create( window ), {
			parent,
			crypto: window.crypto,
			document,
			print: () => undefined,
			addEventListener: (
				type: string,
				listener: ( event?: Partial< MessageEvent > ) => void
			) => {
				( listeners[ type ] ??= [] ).push( listener );
			},
			removeEventListener: (
				type: string,
				listener: ( event?: Partial< MessageEvent > ) => void
			) => {
				listeners[ type ] = ( listeners[ type ] ?? [] ).filter(
					( l ) => l !== listener
				);
			},
		} ) as Window;
		const budget = ( remainingSeconds: number ) =>
			[ ...( listeners.message ?? [] ) ].forEach( ( listener ) =>
				listener( {
					data: { type: BUDGET_MESSAGE_TYPE, remainingSeconds },
					source: parent as unknown as Window,
					origin: SESSIONS.host,
				} )
			);
		let now = 0;
		const ticks: Array< () => void > = [];
		const advanceTo = ( ms: number ) => {
			now = ms;
			[ ...ticks ].forEach( ( tick ) => tick() );
		};
		const runtime = startRuntime( reportingConfig( 'unlimited' ), framed, {
			now: () => now,
			every: ( _ms, tick ) => {
				ticks.push( tick );
				return () => {
					if ( ticks.includes( tick ) ) {
						ticks.splice( ticks.indexOf( tick ), 1 );
					}
				};
			},
		} );
		const sent = () =>
			parent.postMessage.mock.calls.map( ( call ) => call[ 0 ] );

		// The child has a minute left today; it runs out: the break ends the session.
		budget( 60 );
		advanceTo( 60_000 );
		expect( runtime.onBreak() ).toBe( true );
		expect( sent() ).toHaveLength( 2 );
		expect( sent()[ 1 ] ).toMatchObject( { event: 'end', duration: 60 } );

		// A grown-up's PIN: 10 more minutes lift the break; that play is a session too.
		budget( 600 );
		expect( runtime.onBreak() ).toBe( false );
		expect( sent() ).toHaveLength( 3 );
		expect( sent()[ 2 ] ).toMatchObject( {
			type: SESSION_MESSAGE_TYPE,
			event: 'start',
			key: SESSIONS.key,
		} );
		expect( sent()[ 2 ].session ).not.toBe( sent()[ 0 ].session );

		// Two minutes later the page is left: those two minutes are reported.
		advanceTo( 180_000 );
		[ ...( listeners.pagehide ?? [] ) ].forEach( ( listener ) =>
			listener()
		);
		expect( sent() ).toHaveLength( 4 );
		expect( sent()[ 3 ] ).toEqual( {
			...sent()[ 2 ],
			event: 'end',
			duration: 120,
		} );
		runtime.stop();
		document.body.innerHTML = '';
		document.head.innerHTML = '';
	} );
} );
