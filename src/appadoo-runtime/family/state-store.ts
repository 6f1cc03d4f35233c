/**
 * Where the state relay keeps a child's saved state and progress for one
 * Appadoo: the server (GET/PUT pp/v1/family/children/{id}/appadoos/
 * {appadooId}/state) when online, this device's localStorage always, so a
 * save made offline is kept and sent when the server answers again. The
 * child and the Appadoo are fixed when the store is made (by the host).
 *
 * Each save names the revision of the server's state it was based on (the
 * last one this device saw). A save the server refuses as stale (409
 * `playpal_family_state_stale`: another device, or a sibling on this one,
 * saved meanwhile) is dropped: the device keeps the server's newer state
 * from the answer, and the package's saveState() is told it failed.
 */

/**
 * Internal dependencies
 */
import { FamilyOffline, type FamilyFetch } from './family-api';
import type { ProgressReport, StateObject } from '../state-messages';
import { isStateObject } from '../state-messages';

export interface StateStore {
	load: () => Promise< StateObject | null >;
	save: ( state: StateObject ) => Promise< void >;
	progress: ( progress: ProgressReport ) => Promise< void >;
}

/** The family host's store: also sends, when the network is back, what was kept offline. */
export interface DeviceStateStore extends StateStore {
	/** Sends what was kept on the device while offline; never rejects. */
	flush: () => Promise< void >;
}

interface LocalEntry {
	state: StateObject | null;
	progress: { score: number | null; completed: boolean };
	/** What the server has not confirmed yet. */
	pending: { state?: true; progress?: true };
	/**
	 * The server's revision this entry is based on (0: none seen; absent in
	 * entries kept before revisions, read as 0). While something is pending
	 * it stays the one the pending save was made on.
	 */
	revision?: number;
}

/** The code of a save based on an older revision than the server's. */
export const STATE_STALE = 'playpal_family_state_stale';

/** The server holds a newer revision: its State (the 409's `data.state`). */
class StateStale extends Error {
	constructor( public readonly server: Record< string, unknown > ) {
		super( STATE_STALE );
		this.name = 'StateStale';
	}
}

export class StateRefused extends Error {
	constructor( public readonly code: string ) {
		super( code );
		this.name = 'StateRefused';
	}
}

/**
 * The server did not take the save this time (signed out, nonce refused,
 * too many requests, busy, its own failure): the device keeps it pending
 * and sends it again at the next load, save or reconnect.
 */
export class StateNotSaved extends Error {
	constructor( public readonly code: string ) {
		super( code );
		this.name = 'StateNotSaved';
	}
}

/** 404 codes meaning the child or the Appadoo is gone: sending again can never succeed. */
const GONE = [ 'playpal_appadoo_not_found', 'playpal_family_child_not_found' ];

/**
 * Whether an answer refuses the save for good, so the device may forget it:
 * the body itself is refused (400 invalid, 413 too large) or its child or
 * Appadoo is gone (404). Everything else — 401 (cookie expired), 403 (nonce
 * refused), 429, 5xx, a 404 of some proxy — may pass later: state
 * played offline was lost on those (review finding M1). A 409 stale is
 * answered apart (the server's newer state replaces the device's).
 *
 * @param status The answer's status.
 * @param code   Its error code.
 */
export function refusedForGood( status: number, code: string ): boolean {
	if ( status === 400 || status === 413 || code === STATE_STALE ) {
		return true;
	}
	return status === 404 && GONE.includes( code );
}

export function stateKey(
	device: string,
	childId: string,
	appadooId: number
): string {
	return `playpal:family:${ device }:${ childId }:state:${ appadooId }`;
}

/**
 * A store for one child and one Appadoo.
 *
 * @param options
 * @param options.call      The family routes.
 * @param options.storage   localStorage (null: the server only).
 * @param options.device    The parent's device key.
 * @param options.childId   The child (chosen on the host page).
 * @param options.appadooId The Appadoo the host page frames.
 */
export function createStateStore( {
	call,
	storage,
	device,
	childId,
	appadooId,
}: {
	call: FamilyFetch;
	storage: Storage | null;
	device: string;
	childId: string;
	appadooId: number;
} ): DeviceStateStore {
	const key = stateKey( device, childId, appadooId );
	const path = `${ childId }/appadoos/${ appadooId }/state`;

	const read = (): LocalEntry => {
		try {
			const entry = JSON.parse( storage?.getItem( key ) || 'null' );
			if ( entry && typeof entry === 'object' && entry.progress ) {
				return entry as LocalEntry;
			}
		} catch {
			// A damaged entry reads as none.
		}
		return {
			state: null,
			progress: { score: null, completed: false },
			pending: {},
		};
	};
	const write = ( entry: LocalEntry ) => {
		try {
			storage?.setItem( key, JSON.stringify( entry ) );
		} catch {
			// Full or refused: the server still has it when online.
		}
	};
	const serverState = (
		entry: LocalEntry,
		data: Record< string, unknown >
	): StateObject | null => {
		if ( entry.pending.state || ! ( 'state' in data ) ) {
			return entry.state; // Saved here offline: sent on the revision it was made on.
		}
		return isStateObject( data.state ) ? data.state : null;
	};
	const revisionOf = ( data: Record< string, unknown > ) =>
		typeof data.revision === 'number' &&
		Number.isInteger( data.revision ) &&
		data.revision >= 0
			? data.revision
			: null;
	const fromServer = (
		entry: LocalEntry,
		data: Record< string, unknown >
	): LocalEntry => {
		const progress = data.progress as LocalEntry[ 'progress' ] | undefined;
		const pending = entry.pending.state || entry.pending.progress;
		return {
			...entry,
			// A pending save keeps the revision it was made on: sent on the server's newer
			// one, it would overwrite a state saved meanwhile (a sibling's, on reconnect).
			revision: pending
				? ( entry.revision ?? 0 )
				: ( revisionOf( data ) ?? entry.revision ?? 0 ),
			state: serverState( entry, data ),
			progress:
				! entry.pending.progress &&
				progress &&
				typeof progress === 'object'
					? {
							score:
								typeof progress.score === 'number'
									? progress.score
									: null,
							completed: progress.completed === true,
						}
					: entry.progress,
		};
	};

	/**
	 * Sends what the server has not confirmed; offline, keeps it pending.
	 * @param entry
	 */
	const push = async (
		entry: LocalEntry
	): Promise< Record< string, unknown > | null > => {
		const body: Record< string, unknown > = {
			revision: entry.revision ?? 0,
		};
		if ( entry.pending.state && entry.state ) {
			body.state = entry.state;
		}
		if ( entry.pending.progress ) {
			body.progress = entry.progress;
		}
		if ( ! body.state && ! body.progress ) {
			return null;
		}
		const answer = await call( 'PUT', path, body );
		if ( answer.status >= 200 && answer.status < 300 ) {
			return answer.data;
		}
		const code =
			typeof answer.data.code === 'string'
				? answer.data.code
				: 'playpal_family_not_saved';
		const details = answer.data.data as
			{ state?: Record< string, unknown > } | undefined;
		if (
			answer.status === 409 &&
			code === STATE_STALE &&
			details?.state &&
			typeof details.state === 'object'
		) {
			throw new StateStale( details.state );
		}
		throw refusedForGood( answer.status, code )
			? new StateRefused( code )
			: new StateNotSaved( code );
	};

	/**
	 * The device's entry once a request that sent `entry` succeeded: the entry
	 * as it is NOW (another save may have changed it meanwhile), with only the
	 * flags cleared whose value is still the one sent — a newer value waiting
	 * for its own request stays pending (review finding: writing the sent copy
	 * back overwrote a newer progress and its flag, lost if that request then
	 * found no network).
	 *
	 * @param sent   The entry the request sent.
	 * @param server
	 */
	const settled = (
		sent: LocalEntry,
		server: Record< string, unknown > | null = null
	): LocalEntry => {
		const now = read();
		const same = ( a: unknown, b: unknown ) =>
			JSON.stringify( a ) === JSON.stringify( b );
		const pending: LocalEntry[ 'pending' ] = {};
		if ( now.pending.state && ! same( now.state, sent.state ) ) {
			pending.state = true;
		}
		if ( now.pending.progress && ! same( now.progress, sent.progress ) ) {
			pending.progress = true;
		}
		// The revision the server stored (what is still pending is based on it now).
		const revision = server ? revisionOf( server ) : null;
		return { ...now, pending, revision: revision ?? now.revision ?? 0 };
	};

	/**
	 * The device's entry once the server refused `sent` as stale: the
	 * server's newer state, progress and revision replace the device's, and
	 * the values sent are dropped; one saved since (another value, waiting for
	 * its turn) stays pending and goes on the server's revision.
	 *
	 * @param sent   The entry the request sent.
	 * @param server The server's State from the refusal.
	 */
	const overtaken = (
		sent: LocalEntry,
		server: Record< string, unknown >
	): LocalEntry => {
		const now = read();
		const same = ( a: unknown, b: unknown ) =>
			JSON.stringify( a ) === JSON.stringify( b );
		const keepState =
			!! now.pending.state && ! same( now.state, sent.state );
		const keepProgress =
			!! now.pending.progress && ! same( now.progress, sent.progress );
		const theirs = fromServer(
			{ ...now, pending: {}, revision: sent.revision },
			server
		);
		return {
			...theirs,
			state: keepState ? now.state : theirs.state,
			progress: keepProgress ? now.progress : theirs.progress,
			pending: {
				...( keepState ? { state: true as const } : {} ),
				...( keepProgress ? { progress: true as const } : {} ),
			},
			revision: revisionOf( server ) ?? sent.revision ?? 0,
		};
	};

	/**
	 * Sends run one at a time, in order. Two in flight may reach the server
	 * in either order, and an older save answering last overwrote a newer one
	 * there (a starter template's stars came back one short after a reload,
	 * tests/e2e/family-play.spec.ts). A turn sends the device's entry as it
	 * is when the turn comes (this save and any made since), so a later turn
	 * finds nothing left to send and the queue never grows with the clicks.
	 */
	let queue: Promise< unknown > = Promise.resolve();

	const saveEntry = ( entry: LocalEntry ): Promise< void > => {
		write( entry );
		const turn = queue.then( async () => {
			// Without localStorage the device keeps nothing: send this very entry.
			const latest = storage ? read() : entry;
			try {
				const server = await push( latest );
				write( settled( latest, server ) );
			} catch ( error ) {
				if ( error instanceof FamilyOffline ) {
					return; // Kept on the device; sent at the next load or save.
				}
				if ( error instanceof StateStale ) {
					// Another save won: the server's newer state is kept, this older one dropped.
					write( overtaken( latest, error.server ) );
					throw new StateRefused( STATE_STALE );
				}
				// StateNotSaved: kept pending on the device (the package is told it failed).
				if ( error instanceof StateRefused ) {
					// The server refused it for good (too large, gone): the device forgets it too.
					write( { ...latest, pending: {} } );
				}
				throw error;
			}
		} );
		queue = turn.catch( () => undefined );
		return turn;
	};

	return {
		load: async () => {
			let entry = read();
			try {
				const answer = await call( 'GET', path );
				if ( answer.status === 200 ) {
					// The device's entry now, not the one read before the answer: a save the
					// package made meanwhile stays (and stays pending for its turn to send).
					entry = fromServer( read(), answer.data );
					write( entry );
					if ( entry.pending.state || entry.pending.progress ) {
						// Saved offline earlier: sent on the revision it was made on.
						await saveEntry( entry );
					}
				}
			} catch ( error ) {
				// Offline, or the kept save not taken this time: the device's copy stands.
				if (
					error instanceof StateRefused &&
					error.code === STATE_STALE
				) {
					// Refused as stale: the server's newer state is now the device's.
					return storage ? read().state : entry.state;
				}
				if (
					! ( error instanceof FamilyOffline ) &&
					! ( error instanceof StateNotSaved )
				) {
					throw error;
				}
			}
			return entry.state;
		},
		save: ( state ) =>
			saveEntry( {
				...read(),
				state,
				pending: { ...read().pending, state: true },
			} ),
		progress: ( report ) => {
			const entry = read();
			return saveEntry( {
				...entry,
				progress: {
					score:
						report.score === undefined
							? entry.progress.score
							: report.score,
					completed: report.completed ?? entry.progress.completed,
				},
				pending: { ...entry.pending, progress: true },
			} );
		},
		flush: async () => {
			const entry = read();
			if ( ! entry.pending.state && ! entry.pending.progress ) {
				return;
			}
			await saveEntry( entry ).catch( () => undefined );
		},
	};
}
