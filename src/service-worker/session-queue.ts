/**
 * Play session reports made offline, kept until the network returns
 * (docs/OFFLINE.md, "Play counted offline").
 */

export interface QueuedReport {
	/** The sessions endpoint's URL as the page asked for it. */
	url: string;
	/** The JSON body, exactly as the page sent it (the server checks its signature). */
	body: string;
	/** When it was queued (ms). */
	queuedAt: number;
}

export interface StoredReport extends QueuedReport {
	id: number;
}

export interface ReportQueue {
	add: ( report: QueuedReport ) => Promise< void >;
	/** Oldest first: a session's start goes before its end. */
	all: () => Promise< StoredReport[] >;
	remove: ( id: number ) => Promise< void >;
}

/** Sends one report; resolves to the HTTP status, rejects when the network fails. */
export type SendReport = ( report: QueuedReport ) => Promise< number >;

/**
 * Whether an answer settles a report for good. 2xx: counted. 4xx: the server
 * will never count it (already counted — 409 —, a token no longer valid, a
 * deleted Appadoo): sending it again cannot help. But 408 and 429 say "not
 * now" (a day of offline play sent at once can meet the sessions' rate
 * limit): kept, like 5xx and no answer, for a later try.
 *
 * @param status HTTP status.
 */
export function isSettled( status: number ): boolean {
	return status >= 200 && status < 500 && status !== 408 && status !== 429;
}

/**
 * The status a report's answer counts as: a 2xx that is not the sessions
 * endpoint's JSON (a hotel's or a train's Wi-Fi sign-in page answers 200 to
 * anything) counts as no answer at all, so the report stays queued.
 *
 * @param status      HTTP status.
 * @param contentType The answer's Content-Type.
 */
export function reportStatus( status: number, contentType: string ): number {
	if ( status >= 200 && status < 300 && ! /\bjson\b/i.test( contentType ) ) {
		return 0;
	}
	return status;
}

/**
 * Sends the queue in order, removing each report the server settled. Stops at
 * the first one it could not send, so a session's end never overtakes its start.
 *
 * @param queue The person's queue.
 * @param send  Sends one report.
 * @return How many were settled and how many are left.
 */
export async function flushReports(
	queue: ReportQueue,
	send: SendReport
): Promise< { settled: number; left: number } > {
	const reports = await queue.all();
	let settled = 0;
	for ( const report of reports ) {
		let status: number;
		try {
			status = await send( report );
		} catch {
			break;
		}
		if ( ! isSettled( status ) ) {
			break;
		}
		await queue.remove( report.id );
		settled++;
	}
	return { settled, left: reports.length - settled };
}

/**
 * Runs flushes one at a time: a flush asked for while one runs starts when it
 * ends, so no report is ever being sent twice at once.
 * @param flush
 */
export function serialFlusher(
	flush: () => Promise< unknown >
): () => Promise< void > {
	let running: Promise< void > = Promise.resolve();
	return () => {
		running = running.then( () =>
			flush().then(
				() => undefined,
				() => undefined
			)
		);
		return running;
	};
}

const STORE = 'reports';

function promised< T >( request: IDBRequest< T > ): Promise< T > {
	return new Promise( ( resolve, reject ) => {
		request.onsuccess = () => resolve( request.result );
		request.onerror = () => reject( request.error );
	} );
}

/**
 * The queue in IndexedDB `playpal-queue-{key}` (names.ts queueDatabaseName).
 *
 * @param factory The worker's indexedDB.
 * @param name    The database name.
 */
export function indexedDbQueue(
	factory: IDBFactory,
	name: string
): ReportQueue {
	const open = (): Promise< IDBDatabase > => {
		const request = factory.open( name, 1 );
		request.onupgradeneeded = () => {
			request.result.createObjectStore( STORE, {
				keyPath: 'id',
				autoIncrement: true,
			} );
		};
		return promised( request );
	};
	const withStore = async < T >(
		mode: IDBTransactionMode,
		work: ( store: IDBObjectStore ) => IDBRequest< T >
	): Promise< T > => {
		const db = await open();
		try {
			const transaction = db.transaction( STORE, mode );
			const done = new Promise< void >( ( resolve, reject ) => {
				transaction.oncomplete = () => resolve();
				transaction.onerror = transaction.onabort = () =>
					reject( transaction.error );
			} );
			const result = await promised(
				work( transaction.objectStore( STORE ) )
			);
			await done;
			return result;
		} finally {
			// Closed at once, so deleting the database (another person signed in) is never blocked by the worker.
			db.close();
		}
	};
	return {
		add: async ( report ) => {
			await withStore( 'readwrite', ( store ) => store.add( report ) );
		},
		all: async () =>
			( await withStore( 'readonly', ( store ) =>
				store.getAll()
			) ) as StoredReport[],
		remove: async ( id ) => {
			await withStore( 'readwrite', ( store ) => store.delete( id ) );
		},
	};
}
