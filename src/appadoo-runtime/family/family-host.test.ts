/**
 * Review finding: after "Change", the next child's package reused the same
 * frame window, so a state answer the last child's package was waiting for,
 * or a save it posted while leaving, reached or was taken for the next
 * child's package. Each child now gets a new frame element.
 */

/**
 * Internal dependencies
 */
import type { HostClock } from './family-host';
import { DEFAULT_FAMILY_STRINGS } from './family-ui';
import type { FamilyConfig } from './family-config';
import type { FamilyAnswer, FamilyFetch } from './family-api';
import { createStateRelay } from '../state-relay';
import { STATE_REQUEST_TYPE } from '../state-messages';
import * as family from './test-utils/children';

const TODAY = family.dayFigures( '2026-11-27', 0, 600 );

const config = family.config( [ family.ana( TODAY ), family.ben( TODAY ) ] );

/** A clock that never ticks by itself. */
const stillClock: HostClock = { now: () => 0, every: () => () => undefined };

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function setUp(
	pageConfig: FamilyConfig = config,
	answer: ( path: string ) => FamilyAnswer = () => ( {
		status: 200,
		data: { today: TODAY, state: null },
	} )
) {
	document.body.innerHTML =
		'<iframe id="playpal-player" sandbox="allow-scripts" title="Star counter" data-playpal-src="https://example.com/play/k/t/index.html"></iframe>';
	const paths: string[] = [];
	const call: FamilyFetch = jest.fn( async ( method, path ) => {
		paths.push( `${ method } ${ path }` );
		return answer( path );
	} );
	const host = family.startHost( {
		config: pageConfig,
		storage: null,
		call,
		clock: stillClock,
		newSession: () => 'e'.repeat( 32 ),
	} );
	const relay = createStateRelay( {
		win: window,
		frame: () => host.frame().contentWindow,
		store: () => host.store(),
	} );
	const pick = ( id: string ) =>
		(
			document.querySelector(
				`[data-playpal-child="${ id }"]`
			) as HTMLButtonElement
		 ).click();
	const change = () =>
		(
			document.querySelector(
				'#playpal-family-bar button'
			) as HTMLButtonElement
		 ).click();
	return { host, relay, paths, pick, change };
}

describe( 'a change of child', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'plays the next child in a new frame element with the same attributes', () => {
		const { host, relay, pick, change } = setUp();
		pick( family.ANA );
		const anas = host.frame();
		expect( anas.getAttribute( 'src' ) ).toBe(
			'https://example.com/play/k/t/index.html'
		);

		change();
		pick( family.BEN );

		const bens = host.frame();
		expect( bens ).not.toBe( anas );
		expect( anas.isConnected ).toBe( false );
		expect( document.getElementById( 'playpal-player' ) ).toBe( bens );
		expect( bens.getAttribute( 'sandbox' ) ).toBe( 'allow-scripts' );
		expect( bens.getAttribute( 'title' ) ).toBe( 'Star counter' );
		expect( bens.getAttribute( 'src' ) ).toBe(
			'https://example.com/play/k/t/index.html'
		);
		relay.dispose();
	} );

	it( 'never takes a save posted by the last child’s package for the next child', async () => {
		const { host, relay, paths, pick, change } = setUp();
		pick( family.ANA );
		const anasWindow = host.frame().contentWindow as Window;
		change();
		pick( family.BEN );
		paths.length = 0;

		// Ana's package, leaving, saves her place: its window is no longer the frame's.
		window.dispatchEvent(
			new MessageEvent( 'message', {
				data: {
					type: STATE_REQUEST_TYPE,
					id: 1,
					op: 'save',
					state: { stars: 9 },
				},
				source: anasWindow,
				origin: 'null',
			} )
		);
		await flush();

		expect(
			paths.filter( ( path ) => path.includes( '/appadoos/' ) )
		).toEqual( [] );
		relay.dispose();
	} );

	it( 'keeps the last child’s store while the chooser covers their package', () => {
		const { host, relay, pick, change } = setUp();
		pick( family.ANA );
		const anas = host.store();

		change();

		expect( host.store() ).toBe( anas );
		pick( family.BEN );
		expect( host.store() ).not.toBe( anas );
		relay.dispose();
	} );

	it( 'makes the package and the bar inert while the chooser covers them, and gives the package the focus after a choice', () => {
		const { host, relay, pick, change } = setUp();
		expect( host.frame().hasAttribute( 'inert' ) ).toBe( true );

		pick( family.ANA );
		expect( host.frame().hasAttribute( 'inert' ) ).toBe( false );
		expect( host.frame().ownerDocument.activeElement ).toBe( host.frame() );

		change();
		expect( host.frame().hasAttribute( 'inert' ) ).toBe( true );
		pick( family.BEN );
		expect( host.frame().hasAttribute( 'inert' ) ).toBe( false );
		expect(
			document
				.getElementById( 'playpal-family-bar' )
				?.hasAttribute( 'inert' )
		).toBe( false );
		relay.dispose();
	} );
} );

describe( 'extra time', () => {
	afterEach( () => {
		document.body.innerHTML = '';
	} );

	it( 'says the PIN is not right only when the server says so, not when the page’s nonce was refused', async () => {
		const spent = { ...TODAY, playedSeconds: 600, remainingSeconds: 0 };
		const refusals = [
			{ status: 403, data: { code: 'rest_cookie_invalid_nonce' } },
			{ status: 403, data: { code: 'playpal_family_pin_wrong' } },
		];
		const { pick } = setUp(
			{
				...config,
				children: [
					{
						id: family.ANA,
						nickname: 'Ana',
						avatar: 'fox',
						today: spent,
					},
				],
			},
			( path ) =>
				path.endsWith( '/extra-time' )
					? ( refusals.shift() as FamilyAnswer )
					: { status: 200, data: { today: spent, state: null } }
		);
		pick( family.ANA );
		await flush();
		const ask = [
			...document.querySelectorAll( '#playpal-family-break button' ),
		].find(
			( button ) =>
				button.textContent === DEFAULT_FAMILY_STRINGS.askGrownUp
		) as HTMLButtonElement;
		ask.click();
		const form = document.getElementById(
			'playpal-family-pin-form'
		) as HTMLFormElement;
		const error = document.getElementById( 'playpal-family-pin-error' );
		const submitPin = async () => {
			( form.querySelector( 'input' ) as HTMLInputElement ).value =
				'1234';
			form.dispatchEvent(
				new Event( 'submit', { bubbles: true, cancelable: true } )
			);
			await flush();
			await flush();
		};

		await submitPin();
		expect( error?.textContent ).toBe( DEFAULT_FAMILY_STRINGS.pinFailed );

		await submitPin();
		expect( error?.textContent ).toBe( DEFAULT_FAMILY_STRINGS.pinWrong );
	} );
} );
