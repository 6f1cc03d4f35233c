/**
 * Issue 25, "offline play uses budget and reconciles on reconnect": the
 * page the offline library saved keeps no REST nonce; it counts the child's
 * time on the device and, once the network is back, asks for a fresh nonce
 * and sends every unconfirmed session (each under its own Appadoo) and the
 * state kept offline — nothing twice, nothing lost.
 */

/**
 * Internal dependencies
 */
import {
	FamilyOffline,
	createFamilyFetch,
	createNonceSource,
	type FamilyFetch,
} from './family-api';
import { type FamilyHostOptions, type HostClock } from './family-host';
import { DEFAULT_FAMILY_STRINGS } from './family-ui';
import { createLedger, ledgerKey } from './ledger';
import { createStateStore } from './state-store';
import { BUDGET_MESSAGE_TYPE } from './budget-messages';
import * as family from './test-utils/children';

const S1 = '1'.repeat( 32 );
const S2 = '2'.repeat( 32 );
const SESSION = 'e'.repeat( 32 );
const NONCE_URL =
	'https://example.com/wp-admin/admin-ajax.php?action=rest-nonce';

const today = ( playedSeconds: number, remainingSeconds: number | null ) => ( {
	day: '2026-11-27',
	playedSeconds,
	extraSeconds: 0,
	remainingSeconds,
} );

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

const answer = (
	status: number,
	body: unknown,
	contentType = typeof body === 'string'
		? 'text/html; charset=UTF-8'
		: 'application/json; charset=UTF-8'
) =>
	( {
		status,
		ok: status >= 200 && status < 300,
		// The routes answer JSON; the nonce address answers plain text.
		headers: {
			get: ( name: string ) =>
				name.toLowerCase() === 'content-type' ? contentType : null,
		},
		redirected: false,
		json: async () => body,
		text: async () =>
			typeof body === 'string' ? body : JSON.stringify( body ),
	} ) as unknown as Response;

beforeEach( () => window.localStorage.clear() );

describe( 'the saved page asks for a fresh nonce', () => {
	it( 'asks once before its first call, even for calls made together, and sends that nonce', async () => {
		const seen: string[] = [];
		const credentials: Array< RequestCredentials | undefined > = [];
		const fetchImpl = jest.fn(
			async ( url: RequestInfo | URL, init?: RequestInit ) => {
				if ( String( url ) === NONCE_URL ) {
					credentials.push( init?.credentials );
					return answer( 200, '0123456789' );
				}
				seen.push(
					( init?.headers as Record< string, string > )[
						'X-WP-Nonce'
					] ?? ''
				);
				return answer( 200, { ok: true } );
			}
		) as unknown as typeof fetch;
		const call = createFamilyFetch( family.REST, '', {
			fetchImpl,
			renew: createNonceSource( NONCE_URL, fetchImpl ),
		} );
		await Promise.all( [
			call( 'POST', `${ family.ANA }/play`, { seconds: 1 } ),
			call( 'GET', `${ family.ANA }/appadoos/7/state` ),
		] );
		await call( 'GET', `${ family.ANA }/appadoos/7/state` );
		const asked = ( fetchImpl as jest.Mock ).mock.calls.filter(
			( [ url ] ) => String( url ) === NONCE_URL
		);
		expect( asked ).toHaveLength( 1 );
		expect( seen ).toEqual( [ '0123456789', '0123456789', '0123456789' ] );
		expect( credentials ).toEqual( [ 'same-origin' ] );
	} );

	it( 'offline, every call rejects with FamilyOffline and no route is called', async () => {
		const fetchImpl = jest.fn( async () => {
			throw new TypeError( 'Failed to fetch' );
		} ) as unknown as typeof fetch;
		const call = createFamilyFetch( family.REST, '', {
			fetchImpl,
			renew: createNonceSource( NONCE_URL, fetchImpl ),
		} );
		await expect(
			call( 'POST', `${ family.ANA }/play`, { seconds: 1 } )
		).rejects.toBeInstanceOf( FamilyOffline );
		expect(
			( fetchImpl as jest.Mock ).mock.calls.map( ( [ url ] ) =>
				String( url )
			)
		).toEqual( [ NONCE_URL ] );
	} );

	it( 'signed out: no nonce (WordPress answers "0"), the route answers 401 and asks again next time', async () => {
		const source = createNonceSource(
			NONCE_URL,
			jest.fn( async () => answer( 400, '0' ) ) as unknown as typeof fetch
		);
		await expect( source() ).resolves.toBeNull();
		const fetchImpl = jest.fn( async ( url: RequestInfo | URL ) =>
			String( url ) === NONCE_URL
				? answer( 400, '0' )
				: answer( 401, { code: 'playpal_not_signed_in' } )
		) as unknown as typeof fetch;
		const call = createFamilyFetch( family.REST, '', {
			fetchImpl,
			renew: createNonceSource( NONCE_URL, fetchImpl ),
		} );
		expect( ( await call( 'GET', 'x' ) ).status ).toBe( 401 );
		await call( 'GET', 'x' );
		expect(
			( fetchImpl as jest.Mock ).mock.calls.filter(
				( [ url ] ) => String( url ) === NONCE_URL
			)
		).toHaveLength( 2 );
	} );

	it( 'a refused (aged) nonce is renewed and the call made once more', async () => {
		let nonces = 0;
		const fetchImpl = jest.fn(
			async ( url: RequestInfo | URL, init?: RequestInit ) => {
				if ( String( url ) === NONCE_URL ) {
					nonces++;
					return answer( 200, 'abcdef0123' );
				}
				const sent = ( init?.headers as Record< string, string > )[
					'X-WP-Nonce'
				];
				return sent === 'abcdef0123'
					? answer( 200, { ok: true } )
					: answer( 403, { code: 'rest_cookie_invalid_nonce' } );
			}
		) as unknown as typeof fetch;
		const call = createFamilyFetch( family.REST, '0ld0ld0ld0', {
			fetchImpl,
			renew: createNonceSource( NONCE_URL, fetchImpl ),
		} );
		expect( ( await call( 'GET', 'x' ) ).status ).toBe( 200 );
		expect( nonces ).toBe( 1 );
	} );
} );

describe( 'the ledger of a saved page', () => {
	it( 'keeps each session’s Appadoo, so it is sent under its own', () => {
		const ledger = createLedger(
			window.localStorage,
			family.DEVICE,
			family.ANA,
			today( 0, 600 )
		);
		ledger.record( S1, 40, 7 );
		ledger.record( S1, 50 );
		ledger.record( S2, 10, 9 );
		expect( ledger.unsent() ).toEqual( [
			{ session: S1, seconds: 50, appadooId: 7 },
			{ session: S2, seconds: 10, appadooId: 9 },
		] );
	} );

	it( 'ignores the figures of a page saved on an earlier day', () => {
		const kept = createLedger(
			window.localStorage,
			family.DEVICE,
			family.ANA,
			today( 0, 600 )
		);
		kept.accept( { ...today( 300, 300 ), day: '2026-11-29' } );
		// The saved page printed the 25th's figures: the 29th's stand.
		const saved = createLedger(
			window.localStorage,
			family.DEVICE,
			family.ANA,
			{
				...today( 0, 900 ),
				day: '2026-11-25',
			}
		);
		expect( saved.day() ).toBe( '2026-11-29' );
		expect( saved.remaining() ).toBe( 300 );
	} );

	it( 'two ledgers of one child never write an older copy over a newer one', () => {
		const playing = createLedger(
			window.localStorage,
			family.DEVICE,
			family.ANA,
			today( 0, 600 )
		);
		const other = createLedger(
			window.localStorage,
			family.DEVICE,
			family.ANA,
			today( 0, 600 )
		);
		playing.record( S1, 30, 7 );
		// The other one (the reconciling at page open) answers after.
		other.accept( today( 0, 600 ) );
		playing.record( S1, 31, 7 );
		expect( playing.unsent() ).toEqual( [
			{ session: S1, seconds: 31, appadooId: 7 },
		] );
		expect(
			JSON.parse(
				window.localStorage.getItem(
					ledgerKey( family.DEVICE, family.ANA )
				) || '{}'
			).sessions[ S1 ]
		).toEqual( { seconds: 31, acked: 0, appadoo: 7 } );
	} );

	it( 'settles a session the server will never count, and keeps the rest', () => {
		const ledger = createLedger(
			window.localStorage,
			family.DEVICE,
			family.ANA,
			today( 0, 600 )
		);
		ledger.record( S1, 30, 7 );
		ledger.record( S2, 20, 8 );
		ledger.settle( S1 );
		expect( ledger.unsent() ).toEqual( [
			{ session: S2, seconds: 20, appadooId: 8 },
		] );
	} );
} );

/**
 * A server of the family routes with a play ledger like the real one
 * (Play_Time_Ledger: a session counts its growth over the largest total
 * sent, under its first Appadoo only).
 *
 * @param budget Seconds a day.
 */
function familyServer( budget: number ) {
	let online = false;
	const sessions: Record<
		string,
		{ child: string; appadoo: number; seconds: number }
	> = {};
	const posts: Array< Record< string, unknown > > = [];
	const states: Array< Record< string, unknown > > = [];
	const played = ( child: string ) =>
		Object.values( sessions )
			.filter( ( s ) => s.child === child )
			.reduce( ( sum, s ) => sum + s.seconds, 0 );
	const call: FamilyFetch = async ( method, path, body ) => {
		if ( ! online ) {
			throw new FamilyOffline();
		}
		if ( method === 'POST' && path.endsWith( '/play' ) && body ) {
			posts.push( { path, ...body } );
			const id = body.session as string;
			const child = path.split( '/' )[ 0 ] as string;
			const kept = sessions[ id ];
			if ( ! kept ) {
				sessions[ id ] = {
					child,
					appadoo: body.appadooId as number,
					seconds: body.seconds as number,
				};
			} else if ( kept.appadoo === body.appadooId ) {
				kept.seconds = Math.max( kept.seconds, body.seconds as number );
			}
			return {
				status: 200,
				data: {
					today: today( played( child ), budget - played( child ) ),
				},
			};
		}
		if ( method === 'PUT' && body ) {
			states.push( body );
		}
		const last = states[ states.length - 1 ];
		return {
			status: 200,
			data: {
				state: last?.state ?? null,
				progress: { score: null, completed: false },
			},
		};
	};
	return {
		call,
		posts,
		states,
		sessions,
		played,
		setOnline: ( value: boolean ) => ( online = value ),
	};
}

function manualClock() {
	let now = 0;
	let ticking: ( () => void ) | null = null;
	const clock: HostClock = {
		now: () => now,
		every: ( _ms, tick ) => {
			ticking = tick;
			return () => {
				ticking = null;
			};
		},
	};
	return {
		clock,
		run: ( seconds: number ) => {
			for ( let i = 0; i < seconds; i++ ) {
				now += 1000;
				ticking?.();
			}
		},
	};
}

const savedConfig = family.config(
	[ family.ana( today( 0, 120 ) ), family.ben( today( 0, 300 ) ) ],
	{ timeLimit: '30', nonce: '', nonceUrl: NONCE_URL }
);

/**
 * The saved copy's host on a fresh page: its frame, this device's storage and
 * the saved configuration; each test gives its server, clock and loader.
 *
 * @param options The host's other parts.
 */
function startSavedHost(
	options: Pick< FamilyHostOptions, 'call' | 'clock' > &
		Partial< Pick< FamilyHostOptions, 'load' | 'newSession' > >
) {
	document.body.innerHTML =
		'<iframe id="playpal-player" data-playpal-src="https://example.com/play/k/t/index.html"></iframe>';
	return family.startHost( {
		config: savedConfig,
		storage: window.localStorage,
		...options,
	} );
}

describe( 'a saved Appadoo played with no network', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'counts the child’s budget on the device, and sends it once when the network is back', async () => {
		const server = familyServer( 120 );
		const { clock, run } = manualClock();
		// Ben played 15 s of Appadoo 3 on a page closed offline earlier.
		createLedger(
			window.localStorage,
			family.DEVICE,
			family.BEN,
			today( 0, 300 )
		).record( S2, 15, 3 );
		const loaded: string[] = [];
		const host = startSavedHost( {
			call: server.call,
			clock,
			newSession: () => SESSION,
			load: ( frame, src ) => {
				loaded.push( src );
				frame.setAttribute( 'src', src );
			},
		} );
		// Who's playing? — then the saved files load (the page's own loader).
		(
			document.querySelector(
				`[data-playpal-child="${ family.ANA }"]`
			) as HTMLButtonElement
		 ).click();
		expect( loaded ).toEqual( [
			'https://example.com/play/k/t/index.html',
		] );
		const budgets: Array< number | null > = [];
		const frame = host.frame();
		jest.spyOn(
			frame.contentWindow as Window,
			'postMessage'
		).mockImplementation( ( message: { type?: string } ) => {
			if ( message?.type === BUDGET_MESSAGE_TYPE ) {
				budgets.push(
					( message as { remainingSeconds: number | null } )
						.remainingSeconds
				);
			}
		} );

		// 45 s with no network: the budget holds on the device, told to the runtime every second.
		run( 45 );
		await flush();
		expect( host.remaining() ).toBe( 75 );
		// Every tick (the reports that found no network add a repeat of the figure).
		const told = [ ...new Set( budgets ) ];
		expect( told ).toHaveLength( 45 );
		expect( told.slice( 0, 2 ) ).toEqual( [ 119, 118 ] );
		expect( told.slice( -2 ) ).toEqual( [ 76, 75 ] );
		expect( server.posts ).toEqual( [] );
		const state = createStateStore( {
			call: server.call,
			storage: window.localStorage,
			device: family.DEVICE,
			childId: family.ANA,
			appadooId: 7,
		} );
		await host.store()?.save( { stars: 2 } );
		expect( server.states ).toEqual( [] );

		// The network is back: Ana's 45 s and Ben's 15 s, each under its Appadoo, and the state.
		server.setOnline( true );
		window.dispatchEvent( new Event( 'online' ) );
		await flush();
		await flush();
		expect( server.sessions ).toEqual( {
			[ SESSION ]: { child: family.ANA, appadoo: 7, seconds: 45 },
			[ S2 ]: { child: family.BEN, appadoo: 3, seconds: 15 },
		} );
		expect( server.states ).toEqual( [
			{ revision: 0, state: { stars: 2 } },
		] );
		expect( host.remaining() ).toBe( 75 );

		// Again: nothing is left to send, nothing counts twice.
		const sent = server.posts.length;
		window.dispatchEvent( new Event( 'online' ) );
		await flush();
		expect( server.posts.length ).toBe( sent );
		expect( server.states ).toHaveLength( 1 );
		expect( await state.load() ).toEqual( { stars: 2 } );
		host.dispose();
	} );

	it( 'plays the saved files again in the new frame of the next child', () => {
		const server = familyServer( 120 );
		const loads: Array< { frame: HTMLIFrameElement; srcdoc: boolean } > =
			[];
		const host = startSavedHost( {
			call: server.call,
			clock: manualClock().clock,
			load: ( frame, src ) => {
				loads.push( { frame, srcdoc: frame.hasAttribute( 'srcdoc' ) } );
				frame.setAttribute( 'src', src );
				frame.setAttribute( 'srcdoc', '<p>bootstrap</p>' );
			},
		} );
		const pick = ( id: string ) =>
			(
				document.querySelector(
					`[data-playpal-child="${ id }"]`
				) as HTMLButtonElement
			 ).click();
		pick( family.ANA );
		(
			document.querySelector(
				'#playpal-family-bar button'
			) as HTMLButtonElement
		 ).click();
		pick( family.BEN );
		expect( loads ).toHaveLength( 2 );
		expect( loads[ 1 ]!.frame ).not.toBe( loads[ 0 ]!.frame );
		expect( loads[ 1 ]!.srcdoc ).toBe( false );
		expect( host.frame() ).toBe( loads[ 1 ]!.frame );
		host.dispose();
	} );

	it( 'at zero, the break; extra time says it needs a connection', async () => {
		const server = familyServer( 120 );
		const { clock, run } = manualClock();
		window.localStorage.setItem(
			`playpal:family:${ family.DEVICE }:child`,
			family.ANA
		);
		const host = startSavedHost( {
			call: server.call,
			clock,
			newSession: () => SESSION,
			load: ( frame, src ) => frame.setAttribute( 'src', src ),
		} );
		// Remembered on this device: no chooser.
		expect( document.querySelector( '[data-playpal-child]' ) ).toBeNull();
		run( 120 );
		expect( host.remaining() ).toBe( 0 );
		const screen = document.getElementById( 'playpal-family-break' );
		expect( screen ).not.toBeNull();
		(
			screen?.querySelector(
				'button[aria-controls="playpal-family-pin-form"]'
			) as HTMLButtonElement
		 ).click();
		const field = screen?.querySelector(
			'input[name="pin"]'
		) as HTMLInputElement;
		field.value = '2468';
		(
			screen?.querySelector(
				'#playpal-family-pin-form'
			) as HTMLFormElement
		 ).dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		await flush();
		await flush();
		expect( screen?.textContent ).toContain(
			DEFAULT_FAMILY_STRINGS.offline
		);
		host.dispose();
	} );
} );

describe( 'review findings: nonce renewal, its timeout, answers not from the routes', () => {
	it( 'L1: two calls refused together for an aged nonce both retry with the renewed one', async () => {
		let nonces = 0;
		const refusals: Array< () => void > = [];
		const fetchImpl = jest.fn(
			async ( url: RequestInfo | URL, init?: RequestInit ) => {
				if ( String( url ) === NONCE_URL ) {
					nonces++;
					return answer( 200, 'abcdef0123' );
				}
				const sent = ( init?.headers as Record< string, string > )[
					'X-WP-Nonce'
				];
				if ( sent === 'abcdef0123' ) {
					return answer( 200, { ok: true } );
				}
				// Both calls are out with the aged nonce; their refusals come back one after the other.
				await new Promise< void >( ( resolve ) =>
					refusals.push( resolve )
				);
				return answer( 403, { code: 'rest_cookie_invalid_nonce' } );
			}
		) as unknown as typeof fetch;
		const call = createFamilyFetch( family.REST, '0ld0ld0ld0', {
			fetchImpl,
			renew: createNonceSource( NONCE_URL, fetchImpl ),
		} );
		const first = call( 'GET', 'x' );
		const second = call( 'GET', 'y' );
		await flush();
		expect( refusals ).toHaveLength( 2 );
		refusals[ 0 ]?.();
		expect( ( await first ).status ).toBe( 200 );
		refusals[ 1 ]?.();
		expect( ( await second ).status ).toBe( 200 );
		expect( nonces ).toBe( 1 );
	} );

	it( 'L7: a nonce request that never answers times out as a network failure', async () => {
		jest.useFakeTimers();
		try {
			let signal: AbortSignal | undefined;
			const fetchImpl = jest.fn(
				( _url: RequestInfo | URL, init?: RequestInit ) =>
					new Promise< Response >( ( _resolve, reject ) => {
						signal = init?.signal ?? undefined;
						signal?.addEventListener( 'abort', () =>
							reject( new Error( 'aborted' ) )
						);
					} )
			) as unknown as typeof fetch;
			const call = createFamilyFetch( family.REST, '', {
				fetchImpl,
				renew: createNonceSource( NONCE_URL, fetchImpl ),
			} );
			const calling = call( 'POST', `${ family.ANA }/extra-time`, {
				pin: '1234',
			} );
			const settled = jest.fn();
			calling.then( settled, settled );
			await jest.advanceTimersByTimeAsync( 9999 );
			expect( settled ).not.toHaveBeenCalled();
			await jest.advanceTimersByTimeAsync( 1 );
			// Read without awaiting the call: a call that never settles fails here, not by the test's timeout.
			expect( settled ).toHaveBeenCalledWith(
				expect.any( FamilyOffline )
			);
			expect( signal?.aborted ).toBe( true );
			// Only the nonce address was asked: nothing went to the routes.
			expect( fetchImpl ).toHaveBeenCalledTimes( 1 );
		} finally {
			jest.useRealTimers();
		}
	} );

	it( 'L6: a 2xx page that is not the routes’ JSON (a captive portal) counts as no network', async () => {
		const portal = ( redirected: boolean, type: string ) =>
			jest.fn( async () => ( {
				...answer( 200, '<html>Sign in to the Wi-Fi</html>', type ),
				redirected,
			} ) ) as unknown as typeof fetch;
		for ( const fetchImpl of [
			portal( true, 'application/json' ),
			portal( false, 'text/html; charset=UTF-8' ),
			portal( false, '' ),
		] ) {
			await expect(
				createFamilyFetch( family.REST, '0123456789', { fetchImpl } )(
					'POST',
					`${ family.ANA }/play`,
					{ seconds: 1 }
				)
			).rejects.toBeInstanceOf( FamilyOffline );
		}
		// The routes' own answers still resolve, errors included.
		const routes = jest.fn( async () =>
			answer( 404, { code: 'playpal_appadoo_not_found' } )
		) as unknown as typeof fetch;
		await expect(
			createFamilyFetch( family.REST, '0123456789', {
				fetchImpl: routes,
			} )( 'GET', 'x' )
		).resolves.toMatchObject( { status: 404 } );
	} );

	it( 'L6: state saved offline stays pending when a captive portal answers its PUT', async () => {
		const portal = jest.fn( async () => ( {
			...answer( 200, '<html>portal</html>' ),
			redirected: true,
		} ) ) as unknown as typeof fetch;
		const store = createStateStore( {
			call: createFamilyFetch( family.REST, '0123456789', {
				fetchImpl: portal,
			} ),
			storage: window.localStorage,
			device: family.DEVICE,
			childId: family.ANA,
			appadooId: 7,
		} );
		await store.save( { level: 4 } );
		expect(
			JSON.parse(
				window.localStorage.getItem(
					`playpal:family:${ family.DEVICE }:${ family.ANA }:state:7`
				) ?? '{}'
			).pending
		).toEqual( { state: true } );
	} );
} );

describe( 'review finding M3: a 404 for a session never gives its time back', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'the Appadoo unpublished while offline: its seconds are no longer sent, and still count today', async () => {
		const posts: Array< Record< string, unknown > > = [];
		let online = false;
		const call: FamilyFetch = async ( method, path, body ) => {
			if ( ! online ) {
				throw new FamilyOffline();
			}
			if ( method === 'POST' && body ) {
				posts.push( body );
			}
			return { status: 404, data: { code: 'playpal_appadoo_not_found' } };
		};
		const { clock, run } = manualClock();
		const host = startSavedHost( {
			call,
			clock,
			newSession: () => SESSION,
			load: ( frame, src ) => frame.setAttribute( 'src', src ),
		} );
		(
			document.querySelector(
				`[data-playpal-child="${ family.ANA }"]`
			) as HTMLButtonElement
		 ).click();
		run( 45 );
		await flush();
		expect( host.remaining() ).toBe( 75 );

		online = true;
		window.dispatchEvent( new Event( 'online' ) );
		await flush();
		await flush();
		expect( posts ).toHaveLength( 1 );
		// Settled on the 404: never counted by the server, yet played — the time left stays 75.
		expect( host.remaining() ).toBe( 75 );
		expect(
			createLedger(
				window.localStorage,
				family.DEVICE,
				family.ANA,
				today( 0, 120 )
			)
				.unsent()
				.map( ( entry ) => entry.session )
		).toEqual( [] );

		// Not sent again.
		window.dispatchEvent( new Event( 'online' ) );
		await flush();
		expect( posts ).toHaveLength( 1 );
		host.dispose();
	} );
} );
