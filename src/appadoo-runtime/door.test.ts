/**
 * Issue 38: a package address opened in a tab of its own played with no
 * chooser, clock or break. A browser that sends no fetch metadata still gets
 * the package from the player, so the runtime itself stops when it is not
 * framed and shows the way to the host page.
 */

/**
 * Internal dependencies
 */
import { DEFAULT_DOOR_STRINGS, isFramed, keepToHostPage } from './door';
import type { RuntimeConfig } from './runtime';

const HOST = 'https://example.com/play/appadoo-1/';

afterEach( () => {
	document.head.innerHTML = '';
	document.body.innerHTML = '';
	delete window.playpalAppadoo;
	delete ( window as { playpal?: unknown } ).playpal;
} );

describe( 'the runtime outside its host page', () => {
	it( 'stops and links to the host page when the package is not framed', () => {
		document.body.innerHTML = '<p id="game">Find three circles!</p>';
		expect( isFramed( window ) ).toBe( false );

		expect(
			keepToHostPage(
				window,
				{ url: HOST },
				{ doorLink: 'Open Shape hunt on PlayPal' }
			)
		).toBe( true );

		expect( document.getElementById( 'game' ) ).toBeNull();
		expect( document.querySelector( 'h1' )?.textContent ).toBe(
			DEFAULT_DOOR_STRINGS.doorTitle
		);
		expect( document.title ).toBe( DEFAULT_DOOR_STRINGS.doorTitle );
		const link = document.querySelector( 'a' ) as HTMLAnchorElement;
		expect( link.textContent ).toBe( 'Open Shape hunt on PlayPal' );
		expect( link.getAttribute( 'href' ) ).toBe( HOST );
	} );

	it( 'leaves a framed package alone', () => {
		document.body.innerHTML = '<p id="game">Find three circles!</p>';
		const framed = {
			top: {},
			document,
		} as unknown as Window;
		expect( isFramed( framed ) ).toBe( true );
		expect( keepToHostPage( framed, { url: HOST } ) ).toBe( false );
		expect( document.getElementById( 'game' ) ).not.toBeNull();
	} );

	it( 'checks nothing without a host page (the offline zip, opened alone on purpose)', () => {
		document.body.innerHTML = '<p id="game">Find three circles!</p>';
		expect( keepToHostPage( window, undefined ) ).toBe( false );
		expect( document.getElementById( 'game' ) ).not.toBeNull();
	} );

	it( 'puts no address but a web one in the link', () => {
		keepToHostPage( window, { url: 'javascript:alert(1)' } );
		expect(
			( document.querySelector( 'a' ) as HTMLAnchorElement ).getAttribute(
				'href'
			)
		).toBe( '#' );
	} );

	it( 'starts neither the runtime nor window.playpal when the entry finds itself alone', () => {
		document.body.innerHTML = '<p id="game">Find three circles!</p>';
		const config: RuntimeConfig = {
			settings: {
				timeLimit: '5',
				hdgFilter: false,
				printEnabled: true,
			},
			door: { url: HOST },
		};
		window.playpalAppadoo = config;
		jest.isolateModules( () => {
			require( './index' );
		} );
		expect( document.getElementById( 'playpal-door' ) ).not.toBeNull();
		expect(
			document.getElementById( 'playpal-appadoo-runtime' )
		).toBeNull();
		expect( ( window as { playpal?: unknown } ).playpal ).toBeUndefined();
	} );

	it( 'starts the runtime as before when the configuration names no host page', () => {
		document.body.innerHTML = '<p id="game">Find three circles!</p>';
		window.playpalAppadoo = {
			settings: {
				timeLimit: '5',
				hdgFilter: false,
				printEnabled: true,
			},
		};
		jest.isolateModules( () => {
			require( './index' );
		} );
		expect( document.getElementById( 'playpal-door' ) ).toBeNull();
		expect(
			document.getElementById( 'playpal-appadoo-runtime' )
		).not.toBeNull();
	} );
} );
