/**
 * Internal dependencies
 */
import {
	flushReports,
	isSettled,
	reportStatus,
	serialFlusher,
	type QueuedReport,
	type ReportQueue,
	type StoredReport,
} from './session-queue';

function memoryQueue(
	reports: QueuedReport[]
): ReportQueue & { items: StoredReport[] } {
	const items: StoredReport[] = reports.map( ( report, index ) => ( {
		...report,
		id: index + 1,
	} ) );
	return {
		items,
		add: async ( report ) => {
			items.push( { ...report, id: items.length + 100 } );
		},
		all: async () => [ ...items ],
		remove: async ( id ) => {
			items.splice(
				items.findIndex( ( item ) => item.id === id ),
				1
			);
		},
	};
}

const report = ( body: string ): QueuedReport => ( {
	url: 'https://x/wp-json/pp/v1/appadoos/a/sessions',
	body,
	queuedAt: 1,
} );

describe( 'flushReports', () => {
	it( 'sends in order and removes what the server settled, 2xx and 4xx alike', async () => {
		const queue = memoryQueue( [
			report( 'start' ),
			report( 'end' ),
			report( 'dup' ),
		] );
		const statuses: Record< string, number > = {
			start: 200,
			end: 200,
			dup: 409,
		};
		const sent: string[] = [];

		const result = await flushReports( queue, async ( item ) => {
			sent.push( item.body );
			return statuses[ item.body ]!;
		} );

		expect( sent ).toEqual( [ 'start', 'end', 'dup' ] );
		expect( result ).toEqual( { settled: 3, left: 0 } );
		expect( queue.items ).toEqual( [] );
	} );

	it( 'keeps a report the network or a 5xx failed, and everything after it', async () => {
		const down = memoryQueue( [ report( 'start' ), report( 'end' ) ] );
		expect(
			await flushReports( down, () =>
				Promise.reject( new TypeError( 'Failed to fetch' ) )
			)
		).toEqual( { settled: 0, left: 2 } );
		expect( down.items.map( ( item ) => item.body ) ).toEqual( [
			'start',
			'end',
		] );

		const busy = memoryQueue( [ report( 'start' ), report( 'end' ) ] );
		const sent: string[] = [];
		await flushReports( busy, async ( item ) => {
			sent.push( item.body );
			return 503;
		} );
		expect( sent ).toEqual( [ 'start' ] ); // The end never overtakes its start.
		expect( busy.items.map( ( item ) => item.body ) ).toEqual( [
			'start',
			'end',
		] );
	} );

	it( 'counts each report once when flushes are asked for at the same time', async () => {
		const queue = memoryQueue( [ report( 'start' ), report( 'end' ) ] );
		const counted: string[] = [];
		const flush = serialFlusher( () =>
			flushReports( queue, async ( item ) => {
				await new Promise( ( resolve ) => setTimeout( resolve, 5 ) );
				counted.push( item.body );
				return 200;
			} )
		);

		await Promise.all( [ flush(), flush(), flush() ] );

		expect( counted ).toEqual( [ 'start', 'end' ] );
		expect( queue.items ).toEqual( [] );
	} );

	it( 'keeps going after a flush that threw', async () => {
		let calls = 0;
		const flush = serialFlusher( async () => {
			calls++;
			if ( calls === 1 ) {
				throw new Error( 'storage gone' );
			}
		} );
		await flush();
		await flush();
		expect( calls ).toBe( 2 );
	} );
} );

describe( 'what settles a report', () => {
	it( 'keeps a report the server answered "not now" (408, 429) for a later try', async () => {
		const queue = memoryQueue( [ report( 'start' ), report( 'end' ) ] );
		const sent: string[] = [];
		const result = await flushReports( queue, async ( item ) => {
			sent.push( item.body );
			return 429;
		} );
		expect( result ).toEqual( { settled: 0, left: 2 } );
		expect( sent ).toEqual( [ 'start' ] );
		expect( isSettled( 408 ) ).toBe( false );
	} );

	it( 'settles counted reports and those the server will never count', () => {
		expect( [ 200, 201, 400, 403, 404, 409 ].map( isSettled ) ).toEqual( [
			true,
			true,
			true,
			true,
			true,
			true,
		] );
		expect( [ 500, 503, 0 ].map( isSettled ) ).toEqual( [
			false,
			false,
			false,
		] );
	} );

	it( 'counts a 2xx that is not the endpoint’s JSON (a Wi-Fi sign-in page) as no answer', () => {
		expect( reportStatus( 200, 'text/html; charset=UTF-8' ) ).toBe( 0 );
		expect( isSettled( reportStatus( 200, 'text/html' ) ) ).toBe( false );
		expect( reportStatus( 200, 'application/json; charset=UTF-8' ) ).toBe(
			200
		);
		expect( reportStatus( 409, 'text/html' ) ).toBe( 409 );
	} );
} );
