/**
 * Internal dependencies
 */
import {
	formatRemaining,
	limitMinutes,
	startRuntime,
	type Runtime,
	type RuntimeClock,
	type RuntimeSettings,
} from './runtime';

/** A clock the test moves by hand. */
function fakeClock() {
	let now = 1_000_000;
	const ticks: Array< () => void > = [];
	const clock: RuntimeClock = {
		now: () => now,
		every: ( _ms, tick ) => {
			ticks.push( tick );
			return () => ticks.splice( ticks.indexOf( tick ), 1 );
		},
	};
	return {
		clock,
		advance( ms: number ) {
			now += ms;
			[ ...ticks ].forEach( ( tick ) => tick() );
		},
	};
}

const SETTINGS: RuntimeSettings = {
	timeLimit: '1',
	hdgFilter: true,
	printEnabled: true,
};

let runtime: Runtime | null = null;

function start(
	settings: Partial< RuntimeSettings > = {},
	clock?: RuntimeClock
) {
	runtime = startRuntime(
		{ settings: { ...SETTINGS, ...settings } },
		window,
		clock
	);
	return runtime;
}

afterEach( () => {
	runtime?.stop();
	runtime = null;
	document.head.innerHTML = '';
	document.body.innerHTML = '';
	document.documentElement.removeAttribute( 'data-playpal-hdg' );
} );

describe( 'Appadoo runtime', () => {
	it( 'reads time limits as minutes or unlimited', () => {
		expect( limitMinutes( '30' ) ).toBe( 30 );
		expect( limitMinutes( 'unlimited' ) ).toBeNull();
		expect( limitMinutes( '0' ) ).toBeNull();
		expect( limitMinutes( '1441' ) ).toBeNull();
		expect( formatRemaining( 61_000 ) ).toBe( '1:01' );
		expect( formatRemaining( 3_600_000 ) ).toBe( '1:00:00' );
	} );

	it( 'counts down with the clock and shows the break screen at zero', () => {
		const { clock, advance } = fakeClock();
		const rt = start( { timeLimit: '1' }, clock );
		const timer = document.querySelector( '[role="timer"]' );
		expect( timer ).toHaveTextContent( 'Time left 1:00' );
		advance( 30_000 );
		expect( timer ).toHaveTextContent( 'Time left 0:30' );
		expect( document.querySelector( '[role="alertdialog"]' ) ).toBeNull();
		advance( 30_000 );
		expect( rt.onBreak() ).toBe( true );
		const screen = document.querySelector( '[role="alertdialog"]' );
		expect( screen ).toHaveTextContent( 'Time for a break!' );
		expect( screen ).toHaveTextContent( 'You have played for 1 minutes' );
	} );

	it( 'pauses media when the break comes', () => {
		const { clock, advance } = fakeClock();
		document.body.innerHTML = '<audio></audio>';
		const audio = document.querySelector( 'audio' ) as HTMLAudioElement;
		const pause = jest
			.spyOn( audio, 'pause' )
			.mockImplementation( () => {} );
		start( { timeLimit: '1', hdgFilter: false }, clock );
		advance( 60_000 );
		expect( pause ).toHaveBeenCalled();
	} );

	it( 'shows no countdown end without a limit', () => {
		const { clock, advance } = fakeClock();
		const rt = start( { timeLimit: 'unlimited' }, clock );
		expect( document.querySelector( '[role="timer"]' ) ).toHaveTextContent(
			'No time limit'
		);
		advance( 24 * 3_600_000 );
		expect( rt.onBreak() ).toBe( false );
	} );

	it( 'Print calls window.print', () => {
		const print = jest
			.spyOn( window, 'print' )
			.mockImplementation( () => {} );
		start( { printEnabled: true } );
		(
			document.querySelector( '[data-playpal-print]' ) as HTMLElement
		 ).click();
		expect( print ).toHaveBeenCalledTimes( 1 );
		print.mockRestore();
	} );

	it( 'has no Print button and prints a note when printing is off', () => {
		start( { printEnabled: false } );
		expect( document.querySelector( '[data-playpal-print]' ) ).toBeNull();
		expect( document.body ).toHaveTextContent(
			'Printing is turned off for this activity.'
		);
	} );

	it( 'HDG filter calms colours, motion and autoplay', () => {
		document.body.innerHTML = '<video autoplay></video>';
		start( { hdgFilter: true } );
		const html = document.documentElement;
		expect( html ).toHaveAttribute( 'data-playpal-hdg', 'on' );
		expect( window.getComputedStyle( html ).filter ).toContain(
			'saturate'
		);
		const video = document.querySelector( 'video' ) as HTMLVideoElement;
		expect( video.autoplay ).toBe( false );
		expect( video ).not.toHaveAttribute( 'autoplay' );
	} );

	it( 'HDG filter off leaves colours alone', () => {
		start( { hdgFilter: false } );
		const html = document.documentElement;
		expect( html ).toHaveAttribute( 'data-playpal-hdg', 'off' );
		expect( window.getComputedStyle( html ).filter ).not.toContain(
			'saturate'
		);
	} );

	it( 'keeps one set of controls when started twice', () => {
		start();
		runtime?.stop();
		start();
		expect(
			document.querySelectorAll( '#playpal-appadoo-runtime' )
		).toHaveLength( 1 );
	} );
} );
