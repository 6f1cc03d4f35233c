/**
 * Issue 38, "Switch to a sibling at the break": Ana's budget is spent, "Time
 * for a break!" shows; "Someone else is playing" → Ben → play went on, on
 * Ben's time, with no PIN. Now leaving a child whose time is up asks the
 * parent's PIN (parent mode opened, then closed at once); choosing at the
 * chooser before any play stays free.
 */

/**
 * Internal dependencies
 */
import type { HostClock } from './family-host';
import { DEFAULT_FAMILY_STRINGS } from './family-ui';
import { createFamilyFetch } from './family-api';
import { createParentGate, parentModeUrl } from './parent-gate';
import * as family from './test-utils/children';

const TODAY = family.dayFigures( '2026-12-07', 0, 600 );
const SPENT = { ...TODAY, playedSeconds: 600, remainingSeconds: 0 };
const PARENT_MODE = 'https://example.com/wp-json/pp/v1/family/parent-mode';

const config = family.config( [ family.ana( SPENT ), family.ben( TODAY ) ] );

const stillClock: HostClock = { now: () => 0, every: () => () => undefined };

const flush = async () => {
	for ( let i = 0; i < 4; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
};

function json( status: number, body: unknown ): Response {
	return {
		status,
		redirected: false,
		headers: new Headers( { 'Content-Type': 'application/json' } ),
		json: async () => body,
	} as unknown as Response;
}

type Sent = { url: string; method: string; body: unknown };

/**
 * A host page with Ana remembered (her time is up) or nobody, and the parent-mode answers given.
 *
 * @param answers    What POST parent-mode answers, in order (an Error: no network).
 * @param remembered Whether Ana was chosen on this device before.
 */
function setUp( answers: Array< Response | Error >, remembered = true ) {
	document.body.innerHTML =
		'<iframe id="playpal-player" sandbox="allow-scripts" title="Star counter" data-playpal-src="https://example.com/play/k/t/index.html"></iframe>';
	const storage = window.localStorage;
	storage.clear();
	if ( remembered ) {
		storage.setItem(
			`playpal:family:${ config.device }:child`,
			family.ANA
		);
	}
	const sent: Sent[] = [];
	const fetchImpl = jest.fn( async ( url: string, init: RequestInit ) => {
		sent.push( {
			url,
			method: String( init.method ),
			body: init.body ? JSON.parse( String( init.body ) ) : null,
		} );
		if ( url !== PARENT_MODE ) {
			// The children's routes: today's figures as they are.
			return json( 200, {
				today: url.includes( family.ANA ) ? SPENT : TODAY,
				state: null,
			} );
		}
		if ( init.method === 'DELETE' ) {
			return json( 200, {
				open: false,
				expiresAt: null,
				idleSeconds: 600,
				pinSet: true,
			} );
		}
		const next = answers.shift() ?? json( 500, {} );
		if ( next instanceof Error ) {
			throw next;
		}
		return next;
	} ) as unknown as typeof fetch;
	const host = family.startHost( {
		config,
		storage,
		call: createFamilyFetch( family.REST, config.nonce, { fetchImpl } ),
		clock: stillClock,
		newSession: () => 'e'.repeat( 32 ),
		gate: createParentGate(
			createFamilyFetch( parentModeUrl( family.REST ), config.nonce, {
				fetchImpl,
			} )
		),
	} );
	const parentMode = () => sent.filter( ( one ) => one.url === PARENT_MODE );
	return { host, sent, parentMode };
}

const someoneElse = () =>
	[ ...document.querySelectorAll( '#playpal-family-break button' ) ].find(
		( button ) => button.textContent === DEFAULT_FAMILY_STRINGS.someoneElse
	) as HTMLButtonElement;

const dialog = () => document.getElementById( 'playpal-family-switch' );

async function submitPin( pin: string ) {
	const input = document.getElementById(
		'playpal-family-switch-pin'
	) as HTMLInputElement;
	input.value = pin;
	( dialog()?.querySelector( 'form' ) as HTMLFormElement ).dispatchEvent(
		new Event( 'submit', { bubbles: true, cancelable: true } )
	);
	await flush();
}

const errorText = () =>
	document.getElementById( 'playpal-family-switch-error' )?.textContent;

afterEach( () => {
	document.body.innerHTML = '';
	window.localStorage.clear();
} );

describe( 'switching away from a child whose time is up', () => {
	it( 'asks the PIN in a modal dialog that takes the focus and gives it back on Escape', async () => {
		const { host, parentMode } = setUp( [] );
		await flush();
		expect(
			document.getElementById( 'playpal-family-break' )
		).not.toBeNull();

		const button = someoneElse();
		button.focus();
		button.click();

		const open = dialog() as HTMLElement;
		expect( open.getAttribute( 'role' ) ).toBe( 'dialog' );
		expect( open.getAttribute( 'aria-modal' ) ).toBe( 'true' );
		expect(
			document.getElementById(
				open.getAttribute( 'aria-labelledby' ) as string
			)?.textContent
		).toBe( DEFAULT_FAMILY_STRINGS.switchTitle );
		const input = document.getElementById(
			'playpal-family-switch-pin'
		) as HTMLInputElement;
		expect( input.ownerDocument.activeElement ).toBe( input );
		expect( input.closest( 'label' )?.textContent ).toContain(
			DEFAULT_FAMILY_STRINGS.pinLabel
		);
		expect( input.getAttribute( 'aria-describedby' ) ).toBe(
			'playpal-family-switch-error'
		);
		expect(
			document
				.getElementById( 'playpal-family-break' )
				?.hasAttribute( 'inert' )
		).toBe( true );
		expect(
			document.getElementById( 'playpal-family-chooser' )
		).toBeNull();

		// Tab stays inside: from the last button back to the field.
		const buttons = open.querySelectorAll( 'button' );
		const cancel = buttons[ buttons.length - 1 ] as HTMLButtonElement;
		cancel.focus();
		cancel.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Tab', bubbles: true } )
		);
		expect( input.ownerDocument.activeElement ).toBe( input );

		input.dispatchEvent(
			new KeyboardEvent( 'keydown', { key: 'Escape', bubbles: true } )
		);
		expect( dialog() ).toBeNull();
		expect( button.ownerDocument.activeElement ).toBe( button );
		expect(
			document.getElementById( 'playpal-family-break' )
		).not.toBeNull();
		expect(
			document
				.getElementById( 'playpal-family-break' )
				?.hasAttribute( 'inert' )
		).toBe( false );
		expect( parentMode() ).toEqual( [] );
		expect( host.remaining() ).toBe( 0 );
	} );

	it( 'says in words why the PIN did not switch', async () => {
		const { parentMode } = setUp( [
			json( 403, { code: 'playpal_family_pin_wrong' } ),
			json( 429, {
				code: 'playpal_family_pin_rate_limited',
				data: { status: 429, retry_after: 900 },
			} ),
			json( 409, { code: 'playpal_family_pin_not_set' } ),
			new TypeError( 'Failed to fetch' ),
		] );
		await flush();
		someoneElse().click();

		await submitPin( '1234' );
		expect( errorText() ).toBe( DEFAULT_FAMILY_STRINGS.pinWrong );
		expect( errorText() ).toContain( 'That PIN is not right' );
		await submitPin( '1234' );
		expect( errorText() ).toMatch(
			// After 23:45 the time falls on the next day, and the weekday is named first.
			/^Too many tries\. Please try again at (\p{L}+ )?\d{1,2}[:.]\d{2}/u
		);
		await submitPin( '1234' );
		expect( errorText() ).toBe( DEFAULT_FAMILY_STRINGS.pinNotSet );
		await submitPin( '1234' );
		expect( errorText() ).toBe( 'Switching needs a connection.' );

		expect(
			document.getElementById( 'playpal-family-chooser' )
		).toBeNull();
		expect( parentMode().map( ( one ) => one.method ) ).toEqual( [
			'POST',
			'POST',
			'POST',
			'POST',
		] );
		expect( parentMode()[ 0 ]?.body ).toEqual( { pin: '1234' } );
	} );

	it( 'switches with the right PIN and closes parent mode right after', async () => {
		const { host, parentMode } = setUp( [
			json( 200, {
				open: true,
				expiresAt: '2026-12-07T20:10:00Z',
				idleSeconds: 600,
				pinSet: true,
			} ),
		] );
		await flush();
		someoneElse().click();
		await submitPin( '86420975' );

		expect( dialog() ).toBeNull();
		expect( document.getElementById( 'playpal-family-break' ) ).toBeNull();
		expect(
			document.getElementById( 'playpal-family-chooser' )
		).not.toBeNull();
		expect(
			parentMode().map( ( one ) => [ one.method, one.body ] )
		).toEqual( [
			[ 'POST', { pin: '86420975' } ],
			[ 'DELETE', null ],
		] );

		(
			document.querySelector(
				`[data-playpal-child="${ family.BEN }"]`
			) as HTMLButtonElement
		 ).click();
		expect( host.remaining() ).toBe( 600 );
		expect( host.frame().getAttribute( 'src' ) ).toBe(
			'https://example.com/play/k/t/index.html'
		);
	} );

	it( 'stays free at the chooser before any play, and while the child playing has time left', async () => {
		const { parentMode } = setUp( [], false );
		await flush();
		expect(
			document.getElementById( 'playpal-family-chooser' )
		).not.toBeNull();
		(
			document.querySelector(
				`[data-playpal-child="${ family.BEN }"]`
			) as HTMLButtonElement
		 ).click();
		expect( document.getElementById( 'playpal-family-break' ) ).toBeNull();

		(
			document.querySelector(
				'#playpal-family-bar button'
			) as HTMLButtonElement
		 ).click();
		expect( dialog() ).toBeNull();
		expect(
			document.getElementById( 'playpal-family-chooser' )
		).not.toBeNull();
		expect( parentMode() ).toEqual( [] );
	} );
} );
