/**
 * Sign-out keeps play (docs/FAMILY.md): a sign-out link waits while the
 * children's play or saves are not sent, sends them, and — when it cannot —
 * says so in an accessible dialog with "Send now" and "Sign out anyway".
 */

/**
 * Internal dependencies
 */
import {
	FamilyOffline,
	type FamilyAnswer,
	type FamilyFetch,
} from '../appadoo-runtime/family/family-api';
import { ledgerKey } from '../appadoo-runtime/family/ledger';
import { stateKey } from '../appadoo-runtime/family/state-store';
import { signOutStrings } from './app';
import { DEFAULT_SIGN_OUT_STRINGS, hostSignOutStrings } from './host';
import { keepPlayOnSignOut } from './keep-play';
import { watchSignOut } from './listener';
import { hasUnsentPlay, unsentPlay } from './pending';
import { keepState } from '../appadoo-runtime/family/test-utils/children';

const DEVICE = 'a1b2c3d4e5f60718';
const ANA = 'a'.repeat( 32 );
const BEN = 'b'.repeat( 32 );
const S1 = '1'.repeat( 32 );
const S2 = '2'.repeat( 32 );
const S3 = '3'.repeat( 32 );
const SIGN_OUT =
	'https://example.com/wp-login.php?action=logout&_wpnonce=abc123';

/** Ana played 150 s offline (S1, 30 of them confirmed) and S2 was dropped; Ben's save waits. */
function keptOffline() {
	window.localStorage.setItem(
		ledgerKey( DEVICE, ANA ),
		JSON.stringify( {
			day: '2026-12-07',
			snapshot: { playedSeconds: 30, remainingSeconds: 570 },
			sessions: {
				[ S1 ]: {
					seconds: 150,
					acked: 30,
					appadoo: 7,
					day: '2026-12-07',
					playedAt: Date.parse( '2026-12-07T19:02:30Z' ),
				},
				[ S2 ]: { seconds: 60, acked: 0, appadoo: 7, dropped: true },
				[ S3 ]: { seconds: 40, acked: 40, appadoo: 7 },
			},
		} )
	);
	keepState( window.localStorage, DEVICE, BEN, 9, {
		state: { stars: 4 },
		progress: { score: null, completed: false },
		pending: { state: true },
		revision: 2,
	} );
}

function page() {
	document.body.innerHTML = `<p><a id="out" href="${ SIGN_OUT }">Sign out</a> <a id="other" href="/member-portal">Portal</a></p>`;
	return {
		link: document.getElementById( 'out' ) as HTMLAnchorElement,
		other: document.getElementById( 'other' ) as HTMLAnchorElement,
	};
}

/** A fake window whose sign-out navigation the test sees. */
function fakeWindow() {
	const assign = jest.fn();
	const win = {
		document,
		localStorage: window.localStorage,
		location: { assign },
	} as unknown as Window;
	return { win, assign };
}

/**
 * The family routes, online or not.
 * @param strangers
 */
function routes( strangers: string[] = [] ) {
	let online = false;
	const sent: Array< { method: string; path: string; body: unknown } > = [];
	const call: FamilyFetch = async (
		method,
		path,
		body
	): Promise< FamilyAnswer > => {
		if ( ! online ) {
			throw new FamilyOffline();
		}
		if ( strangers.some( ( child ) => path.startsWith( child ) ) ) {
			return {
				status: 404,
				data: { code: 'playpal_family_child_not_found' },
			};
		}
		if ( method === 'GET' ) {
			return { status: 200, data: { id: path } };
		}
		sent.push( { method, path, body } );
		if ( path.endsWith( '/play' ) ) {
			return {
				status: 200,
				data: {
					today: {
						day: '2026-12-07',
						playedSeconds: 150,
						extraSeconds: 0,
						remainingSeconds: 450,
					},
				},
			};
		}
		return { status: 200, data: { revision: 3, state: { stars: 4 } } };
	};
	return { call, sent, setOnline: ( value: boolean ) => ( online = value ) };
}

const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

/**
 * Clicks and answers whether the page's listener held the click (jsdom
 * cannot navigate: the click is stopped after the listener has run).
 *
 * @param target Where the click lands.
 * @param init   Modifier keys.
 */
function held( target: Node | null | undefined, init: MouseEventInit = {} ) {
	let prevented = false;
	const after = ( event: Event ) => {
		prevented = event.defaultPrevented;
		event.preventDefault();
	};
	document.addEventListener( 'click', after );
	target?.dispatchEvent(
		new MouseEvent( 'click', { bubbles: true, cancelable: true, ...init } )
	);
	document.removeEventListener( 'click', after );
	return prevented;
}

beforeEach( () => {
	window.localStorage.clear();
	document.body.innerHTML = '';
} );

describe( 'what waits on the device', () => {
	it( 'sums the unconfirmed seconds of sessions the server may still count, and the pending saves', () => {
		expect( hasUnsentPlay( window.localStorage ) ).toBe( false );
		keptOffline();
		window.localStorage.setItem(
			'playpal:other',
			'{"pending":{"state":true}}'
		);
		expect( unsentPlay( window.localStorage ) ).toEqual( {
			seconds: 120,
			saves: 1,
		} );
		expect( hasUnsentPlay( window.localStorage ) ).toBe( true );
	} );
} );

describe( 'the sign-out listener', () => {
	it( 'lets a sign-out through on a device that keeps no family entry, and loads nothing', () => {
		const { link } = page();
		const load = jest.fn();
		const stop = watchSignOut( window, load );
		expect( held( link ) ).toBe( false );
		expect( load ).not.toHaveBeenCalled();
		stop();
	} );

	it( 'holds a sign-out on a device with family entries, and hands the link to the loaded code', async () => {
		keptOffline();
		const { link, other } = page();
		const keep = jest.fn( async () => undefined );
		const stop = watchSignOut( window, async () => keep );

		expect( held( other ) ).toBe( false );
		expect( held( link, { ctrlKey: true } ) ).toBe( false ); // A new tab: no sign-out here.
		expect( held( link.firstChild ) ).toBe( true ); // On the link's text.
		await settle();
		expect( keep ).toHaveBeenCalledWith( link );
		stop();
	} );
} );

describe( 'sending before signing out', () => {
	it( 'online: sends the play with its played-at time and the save with its revision, then signs out', async () => {
		keptOffline();
		const { link } = page();
		const api = routes();
		api.setOnline( true );
		const { win, assign } = fakeWindow();

		await keepPlayOnSignOut( {
			win,
			call: api.call,
			strings: DEFAULT_SIGN_OUT_STRINGS,
		} )( link );

		expect( api.sent ).toEqual(
			expect.arrayContaining( [
				{
					method: 'POST',
					path: `${ ANA }/play`,
					body: {
						appadooId: 7,
						session: S1,
						seconds: 150,
						playedAt: '2026-12-07T19:02:30.000Z',
					},
				},
				{
					method: 'PUT',
					path: `${ BEN }/appadoos/9/state`,
					body: { revision: 2, state: { stars: 4 } },
				},
			] )
		);
		expect( api.sent ).toHaveLength( 2 ); // Not the dropped session, nor the confirmed one.
		expect( unsentPlay( window.localStorage ) ).toEqual( {
			seconds: 0,
			saves: 0,
		} );
		expect( assign ).toHaveBeenCalledWith( SIGN_OUT );
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
	} );

	it( 'offline: asks in a dialog that takes the focus, closes on Escape and gives the focus back', async () => {
		keptOffline();
		const { link } = page();
		link.focus();
		const api = routes();
		const { win, assign } = fakeWindow();
		const keep = keepPlayOnSignOut( {
			win,
			call: api.call,
			strings: DEFAULT_SIGN_OUT_STRINGS,
		} );

		await keep( link );

		const dialog = document.querySelector( '[role="dialog"]' );
		expect( dialog?.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		const title = document.getElementById(
			dialog?.getAttribute( 'aria-labelledby' ) ?? ''
		);
		expect( title?.textContent ).toBe( '2 minutes of play not yet sent' );
		const [ sendNow, anyway ] = Array.from(
			dialog?.querySelectorAll( 'button' ) ?? []
		);
		expect( sendNow?.textContent ).toBe( 'Send now' );
		expect( anyway?.textContent ).toBe( 'Sign out anyway' );
		expect( link.ownerDocument.activeElement ).toBe( sendNow );

		// Tab stays in the dialog.
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Tab', bubbles: true } )
		);
		expect( link.ownerDocument.activeElement ).toBe( anyway );
		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Tab', bubbles: true } )
		);
		expect( link.ownerDocument.activeElement ).toBe( sendNow );

		document.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
		expect( link.ownerDocument.activeElement ).toBe( link );
		expect( assign ).not.toHaveBeenCalled();
		expect( hasUnsentPlay( window.localStorage ) ).toBe( true );
	} );

	it( '"Send now" says it failed while offline, and signs out once it is sent', async () => {
		keptOffline();
		const { link } = page();
		const api = routes();
		const { win, assign } = fakeWindow();
		await keepPlayOnSignOut( {
			win,
			call: api.call,
			strings: DEFAULT_SIGN_OUT_STRINGS,
		} )( link );
		const sendNow = document.querySelector(
			'[role="dialog"] button'
		) as HTMLButtonElement;

		sendNow.click();
		await settle();
		await settle();
		expect( document.querySelector( '[role="status"]' )?.textContent ).toBe(
			DEFAULT_SIGN_OUT_STRINGS.failed
		);
		expect( assign ).not.toHaveBeenCalled();

		api.setOnline( true );
		sendNow.click();
		await settle();
		await settle();
		expect( assign ).toHaveBeenCalledWith( SIGN_OUT );
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
		expect( hasUnsentPlay( window.localStorage ) ).toBe( false );
	} );

	it( 'signs out at once when the entries kept hold nothing unsent', async () => {
		keptOffline();
		window.localStorage.removeItem( stateKey( DEVICE, BEN, 9 ) );
		window.localStorage.setItem(
			ledgerKey( DEVICE, ANA ),
			JSON.stringify( {
				day: '2026-12-07',
				snapshot: { playedSeconds: 30, remainingSeconds: 570 },
				sessions: { [ S3 ]: { seconds: 40, acked: 40, appadoo: 7 } },
			} )
		);
		const { link } = page();
		const api = routes();
		const { win, assign } = fakeWindow();
		await keepPlayOnSignOut( {
			win,
			call: api.call,
			strings: DEFAULT_SIGN_OUT_STRINGS,
		} )( link );
		expect( assign ).toHaveBeenCalledWith( SIGN_OUT );
		expect( api.sent ).toEqual( [] );
	} );

	it( 'leaves another parent’s children alone: neither sent nor counted', async () => {
		keptOffline(); // Ana's play is this parent's; Ben's save is another parent's.
		const { link } = page();
		const api = routes( [ BEN ] );
		api.setOnline( true );
		const { win, assign } = fakeWindow();
		await keepPlayOnSignOut( {
			win,
			call: api.call,
			strings: DEFAULT_SIGN_OUT_STRINGS,
		} )( link );
		expect( api.sent.map( ( sent ) => sent.path ) ).toEqual( [
			`${ ANA }/play`,
		] );
		expect( assign ).toHaveBeenCalledWith( SIGN_OUT );
		expect(
			JSON.parse(
				window.localStorage.getItem( stateKey( DEVICE, BEN, 9 ) ) ??
					'{}'
			).pending
		).toEqual( { state: true } );
	} );

	it( '"Sign out anyway" signs out with the play unsent', async () => {
		keptOffline();
		const { link } = page();
		const { win, assign } = fakeWindow();
		await keepPlayOnSignOut( {
			win,
			call: routes().call,
			strings: DEFAULT_SIGN_OUT_STRINGS,
		} )( link );
		(
			document.querySelectorAll(
				'[role="dialog"] button'
			)[ 1 ] as HTMLButtonElement
		 ).click();
		expect( assign ).toHaveBeenCalledWith( SIGN_OUT );
		expect( document.querySelector( '[role="dialog"]' ) ).toBeNull();
	} );
} );

describe( 'the dialog’s texts', () => {
	it( 'on app pages: the count in its plural form', () => {
		const strings = signOutStrings();
		expect( strings.unsent( 1 ) ).toBe( '1 minute of play not yet sent' );
		expect( strings.unsent( 3 ) ).toBe( '3 minutes of play not yet sent' );
	} );

	it( 'on host pages: the printed forms, each number taking its own (a three-form language)', () => {
		// Polish-like: 1 → form 0; 2–4 (not 12–14) → form 1; else form 2.
		const form = ( n: number ) => {
			if ( n === 1 ) {
				return 0;
			}
			return n % 10 >= 2 &&
				n % 10 <= 4 &&
				( n % 100 < 10 || n % 100 >= 20 )
				? 1
				: 2;
		};
		const index = Array.from( { length: 200 }, ( _, n ) =>
			String( form( n ) )
		).join( '' );
		document.body.innerHTML = `<script type="application/json" id="playpal-family">${ JSON.stringify(
			{
				signOut: {
					unsentForms: [ '%d minuta', '%d minuty', '%d minut' ],
					unsentIndex: index,
					sendNow: 'Wyślij teraz',
				},
			}
		) }</script>`;
		const strings = hostSignOutStrings( document );
		expect( strings.unsent( 1 ) ).toBe( '1 minuta' );
		expect( strings.unsent( 3 ) ).toBe( '3 minuty' );
		expect( strings.unsent( 12 ) ).toBe( '12 minut' );
		expect( strings.unsent( 222 ) ).toBe( '222 minuty' );
		expect( strings.unsent( 1005 ) ).toBe( '1005 minut' );
		expect( strings.sendNow ).toBe( 'Wyślij teraz' );
		expect( strings.signOutAnyway ).toBe( 'Sign out anyway' );
	} );
} );
