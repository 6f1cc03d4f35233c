/**
 * `window.playpal`: the packages' state API (docs/APPADOOS.md, "Saved state
 * and progress"). Runs in the package, inside the sandboxed frame (opaque
 * origin, no network): every call is a message to the host page, which
 * alone knows who is playing and which Appadoo this is, and which stores
 * the state on the server or, offline, on the device (state-relay.ts).
 *
 *     const saved = await window.playpal.loadState(); // object or null
 *     await window.playpal.saveState( { level: 3 } );
 *     await window.playpal.reportProgress( { score: 80, completed: true } );
 *
 * Without a host that answers (opened alone, from the offline zip, in the
 * portal's preview, or with no child chosen) the calls still settle:
 * loadState() with null, the others with nothing, after at most
 * `timeoutMs`. A state that is no plain object, or over 64 KB as JSON, and
 * a malformed progress are refused at once (the promise rejects).
 */

/**
 * Internal dependencies
 */
import {
	STATE_REQUEST_TYPE,
	MAX_STATE_BYTES,
	isProgressReport,
	isStateObject,
	jsonBytes,
	readStateReply,
	type ProgressReport,
	type StateObject,
	type StateReply,
} from './state-messages';

export interface PlaypalApi {
	loadState: () => Promise< StateObject | null >;
	saveState: ( state: StateObject ) => Promise< void >;
	reportProgress: ( progress: ProgressReport ) => Promise< void >;
}

declare global {
	interface Window {
		playpal?: PlaypalApi;
	}
}

/** How long a call waits for the host before it settles without one. */
export const STATE_TIMEOUT_MS = 5000;

export class PlaypalStateError extends Error {
	constructor( public readonly code: string ) {
		super( code );
		this.name = 'PlaypalStateError';
	}
}

/**
 * Creates the API and installs it as `win.playpal` (read-only).
 *
 * @param win       The package's window.
 * @param host      The site's origin (the only parent answered and asked).
 * @param timeoutMs How long to wait for the host.
 */
export function installStateApi(
	win: Window,
	host: string | undefined,
	timeoutMs: number = STATE_TIMEOUT_MS
): PlaypalApi {
	const framed = win.parent && win.parent !== win && !! host;
	const waiting = new Map< number, ( reply: StateReply | null ) => void >();
	let nextId = 1;

	if ( framed ) {
		win.addEventListener( 'message', ( event: MessageEvent ) => {
			if ( event.source !== win.parent || event.origin !== host ) {
				return;
			}
			const reply = readStateReply( event.data );
			const settle = reply ? waiting.get( reply.id ) : undefined;
			if ( reply && settle ) {
				waiting.delete( reply.id );
				settle( reply );
			}
		} );
	}

	const ask = (
		request: Record< string, unknown >
	): Promise< StateReply | null > => {
		if ( ! framed ) {
			return Promise.resolve( null );
		}
		const id = nextId++;
		return new Promise( ( resolve ) => {
			const timer = setTimeout( () => {
				waiting.delete( id );
				resolve( null );
			}, timeoutMs );
			waiting.set( id, ( reply ) => {
				clearTimeout( timer );
				resolve( reply );
			} );
			win.parent.postMessage(
				{ type: STATE_REQUEST_TYPE, id, ...request },
				host as string
			);
		} );
	};

	const settle = ( reply: StateReply | null ) => {
		if ( reply && ! reply.ok ) {
			throw new PlaypalStateError(
				reply.error || 'playpal_state_not_saved'
			);
		}
	};

	const api: PlaypalApi = {
		loadState: async () => {
			const reply = await ask( { op: 'load' } );
			settle( reply );
			return reply?.state ?? null;
		},
		saveState: async ( state ) => {
			if ( ! isStateObject( state ) ) {
				throw new PlaypalStateError( 'playpal_family_state_invalid' );
			}
			const bytes = jsonBytes( state );
			if ( bytes === null ) {
				throw new PlaypalStateError( 'playpal_family_state_invalid' );
			}
			if ( bytes > MAX_STATE_BYTES ) {
				throw new PlaypalStateError( 'playpal_family_state_too_large' );
			}
			// A copy through JSON: what is stored is what loadState() gives back.
			settle(
				await ask( {
					op: 'save',
					state: JSON.parse( JSON.stringify( state ) ),
				} )
			);
		},
		reportProgress: async ( progress ) => {
			if ( ! isProgressReport( progress ) ) {
				throw new PlaypalStateError(
					'playpal_family_progress_invalid'
				);
			}
			settle(
				await ask( { op: 'progress', progress: { ...progress } } )
			);
		},
	};
	Object.freeze( api );
	try {
		Object.defineProperty( win, 'playpal', {
			value: api,
			configurable: true,
			enumerable: false,
			writable: false,
		} );
	} catch {
		// A package that took the name first keeps it.
	}
	return api;
}
