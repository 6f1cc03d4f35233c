/**
 * Internal dependencies
 */
import { createLedger, ledgerKey } from './ledger';

const DEVICE = 'a1b2c3d4e5f60718';
const CHILD = 'c'.repeat( 32 );
const OTHER = 'd'.repeat( 32 );
const S1 = '1'.repeat( 32 );
const S2 = '2'.repeat( 32 );

const today = (
	playedSeconds: number,
	remainingSeconds: number | null,
	day = '2026-11-27'
) => ( { day, playedSeconds, extraSeconds: 0, remainingSeconds } );

beforeEach( () => window.localStorage.clear() );

describe( 'the host page ledger', () => {
	it( 'counts what this device played before the server confirms it', () => {
		const ledger = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 60 )
		);
		ledger.record( S1, 25 );
		expect( ledger.remaining() ).toBe( 35 );
		expect( ledger.unsent() ).toEqual( [ { session: S1, seconds: 25 } ] );

		// The server confirms 25 s: its figure now holds them, nothing counts twice.
		ledger.accept( today( 25, 35 ), S1, 25 );
		expect( ledger.remaining() ).toBe( 35 );
		expect( ledger.unsent() ).toEqual( [] );
		ledger.record( S1, 70 );
		expect( ledger.remaining() ).toBe( 0 );
	} );

	it( 'holds offline across a reload and reconciles by resending totals', () => {
		const first = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 300 )
		);
		first.record( S1, 120 ); // Offline: nothing confirmed.

		// The page is opened again (its printed figures are the server's, without the offline play).
		const second = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 300 )
		);
		expect( second.remaining() ).toBe( 180 );
		second.record( S2, 30 );
		expect( second.remaining() ).toBe( 150 );
		expect( second.unsent() ).toEqual( [
			{ session: S1, seconds: 120 },
			{ session: S2, seconds: 30 },
		] );

		// Back online: each total is sent; the server (max per session) answers.
		second.accept( today( 120, 180 ), S1, 120 );
		second.accept( today( 150, 150 ), S2, 30 );
		expect( second.remaining() ).toBe( 150 );
		expect( second.unsent() ).toEqual( [] );

		// Sending the same totals again (a retry) changes nothing.
		second.accept( today( 150, 150 ), S1, 120 );
		expect( second.remaining() ).toBe( 150 );
	} );

	it( 'ignores an older answer that arrives late', () => {
		const ledger = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 600 )
		);
		ledger.record( S1, 60 );
		ledger.accept( today( 60, 540 ), S1, 60 );
		ledger.accept( today( 30, 570 ), S1, 30 ); // The answer to the report at 30 s, late.
		expect( ledger.remaining() ).toBe( 540 );
	} );

	it( 'takes the budget added by a PIN and another device’s play from the server', () => {
		const ledger = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 60, 0 )
		);
		expect( ledger.remaining() ).toBe( 0 );
		ledger.accept( { ...today( 60, 600 ), extraSeconds: 600 } );
		expect( ledger.remaining() ).toBe( 600 );
		ledger.record( S1, 10 );
		// Another device played 100 s meanwhile: the next answer says so.
		ledger.accept( { ...today( 170, 490 ), extraSeconds: 600 }, S1, 10 );
		expect( ledger.remaining() ).toBe( 490 );
	} );

	it( 'keeps children apart and starts afresh on a new site day', () => {
		const ana = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 60 )
		);
		const ben = createLedger(
			window.localStorage,
			DEVICE,
			OTHER,
			today( 0, 300 )
		);
		ana.record( S1, 60 );
		expect( ana.remaining() ).toBe( 0 );
		expect( ben.remaining() ).toBe( 300 );
		expect(
			window.localStorage.getItem( ledgerKey( DEVICE, OTHER ) )
		).not.toContain( S1 );

		// The server confirmed the minute: it counted on the 27th.
		ana.accept( today( 60, 0 ), S1, 60 );
		const tomorrow = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 60, '2026-11-28' )
		);
		expect( tomorrow.remaining() ).toBe( 60 );
		expect( tomorrow.day() ).toBe( '2026-11-28' );
		expect( tomorrow.unsent() ).toEqual( [] );
	} );

	it( 'counts a session running past midnight only by what it grows after (review finding)', () => {
		const ledger = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 3600 )
		);
		ledger.record( S1, 2400 );
		ledger.accept( today( 2400, 1200 ), S1, 2400 );

		// Midnight: a PIN's answer brings the new day's figures, without the session.
		ledger.accept( {
			day: '2026-11-28',
			playedSeconds: 0,
			extraSeconds: 600,
			remainingSeconds: 4200,
		} );
		ledger.record( S1, 2460 );

		expect( ledger.remaining() ).toBe( 4140 );
		expect( ledger.unsent() ).toEqual( [ { session: S1, seconds: 2460 } ] );
	} );

	it( 'counts play the server has not confirmed on the new day, as the server will when it arrives', () => {
		const ledger = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 300 )
		);
		ledger.record( S2, 100 );

		const tomorrow = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 300, '2026-11-28' )
		);

		expect( tomorrow.remaining() ).toBe( 200 );
		expect( tomorrow.unsent() ).toEqual( [
			{ session: S2, seconds: 100 },
		] );
	} );

	it( 'reads unlimited as null and survives damaged storage', () => {
		window.localStorage.setItem( ledgerKey( DEVICE, CHILD ), '{broken' );
		const ledger = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, null )
		);
		ledger.record( S1, 5000 );
		expect( ledger.remaining() ).toBeNull();
		expect( ledger.unsent() ).toEqual( [ { session: S1, seconds: 5000 } ] );
	} );
} );

describe( 'review finding M3: a dropped session', () => {
	it( 'is no longer sent, keeps its seconds counted on its day, and the next day counts only what it plays then', () => {
		const ledger = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 300 )
		);
		ledger.record( S1, 100, 7 );
		ledger.record( S2, 20, 8 );
		expect( ledger.remaining() ).toBe( 180 );
		ledger.settle( S1 );
		expect( ledger.unsent() ).toEqual( [
			{ session: S2, seconds: 20, appadooId: 8 },
		] );
		// Never counted by the server, yet played: no time given back.
		expect( ledger.remaining() ).toBe( 180 );
		// A later answer (its figures without S1) does not give it back either.
		ledger.accept( today( 20, 280 ), S2, 20 );
		expect( ledger.remaining() ).toBe( 180 );
		// Still playing after the 404: the seconds go on counting, never sent.
		ledger.record( S1, 110, 7 );
		expect( ledger.remaining() ).toBe( 170 );
		expect( ledger.unsent() ).toEqual( [] );
		// Another page of this device reads the same.
		expect(
			createLedger(
				window.localStorage,
				DEVICE,
				CHILD,
				today( 20, 280 )
			).remaining()
		).toBe( 170 );

		// The next site day: it counted on its own day only; what it plays now counts on the new one.
		ledger.accept( today( 0, 300, '2026-11-28' ) );
		expect( ledger.remaining() ).toBe( 300 );
		ledger.record( S1, 115, 7 );
		expect( ledger.remaining() ).toBe( 295 );
		expect( ledger.unsent() ).toEqual( [] );
	} );
} );

describe( 'issue 38: the latest server time heard', () => {
	it( 'is kept in the entry (a reload, another tab), only ever later, across a new site day', () => {
		const ledger = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 600 )
		);
		expect( ledger.heard() ).toBeNull();
		ledger.hear( 2000 );
		ledger.hear( 1000 ); // A late answer: the later time stays.
		const reloaded = createLedger(
			window.localStorage,
			DEVICE,
			CHILD,
			today( 0, 600 )
		);
		expect( reloaded.heard() ).toBe( 2000 );
		reloaded.accept( today( 0, 600, '2026-11-28' ) );
		expect( ledger.heard() ).toBe( 2000 );
		expect(
			createLedger(
				window.localStorage,
				DEVICE,
				OTHER,
				today( 0, 60 )
			).heard()
		).toBeNull();
	} );
} );
