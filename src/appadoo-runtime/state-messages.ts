/**
 * The messages of the packages' state API (docs/APPADOOS.md, "Saved state
 * and progress"): the runtime (state-api.ts, in the sandboxed frame) asks,
 * the host page (state-relay.ts) answers. A request never names a child or
 * an Appadoo: the host decides both. No dependencies.
 */

export const STATE_REQUEST_TYPE = 'playpal:state-request';
export const STATE_REPLY_TYPE = 'playpal:state-reply';

/** The server's limit on a saved state, as encoded JSON (docs/FAMILY.md). */
export const MAX_STATE_BYTES = 65536;

export type StateObject = Record< string, unknown >;

export interface ProgressReport {
	score?: number | null;
	completed?: boolean;
}

export type StateRequest =
	| { type: typeof STATE_REQUEST_TYPE; id: number; op: 'load' }
	| {
			type: typeof STATE_REQUEST_TYPE;
			id: number;
			op: 'save';
			state: StateObject;
	  }
	| {
			type: typeof STATE_REQUEST_TYPE;
			id: number;
			op: 'progress';
			progress: ProgressReport;
	  };

export interface StateReply {
	type: typeof STATE_REPLY_TYPE;
	id: number;
	ok: boolean;
	/** With a load: the saved state, or null. */
	state?: StateObject | null;
	/** When not ok: a stable `playpal_*` code. */
	error?: string;
}

/**
 * Whether a value is a plain JSON object (not an array, not null).
 * @param value Candidate.
 */
export function isStateObject( value: unknown ): value is StateObject {
	return (
		!! value &&
		typeof value === 'object' &&
		! Array.isArray( value ) &&
		Object.getPrototypeOf( value ) === Object.prototype
	);
}

/**
 * Bytes of a value as JSON (UTF-8), or null when it cannot be encoded.
 * @param value Value.
 */
export function jsonBytes( value: unknown ): number | null {
	try {
		const json = JSON.stringify( value );
		return typeof json === 'string'
			? new TextEncoder().encode( json ).length
			: null;
	} catch {
		return null;
	}
}

/**
 * Whether a value is a well-formed progress report.
 * @param value Candidate.
 */
export function isProgressReport( value: unknown ): value is ProgressReport {
	if ( ! isStateObject( value ) ) {
		return false;
	}
	const keys = Object.keys( value );
	if (
		keys.length === 0 ||
		keys.some( ( key ) => key !== 'score' && key !== 'completed' )
	) {
		return false;
	}
	const { score, completed } = value;
	return (
		( score === undefined ||
			score === null ||
			( typeof score === 'number' && Number.isFinite( score ) ) ) &&
		( completed === undefined || typeof completed === 'boolean' )
	);
}

const isId = ( id: unknown ): id is number =>
	typeof id === 'number' && Number.isInteger( id ) && id > 0 && id < 2 ** 31;

/**
 * The request, if `data` is exactly one (no other fields: a package cannot
 * slip in a child or an Appadoo); otherwise null.
 * @param data Whatever arrived with a `message` event.
 */
export function readStateRequest( data: unknown ): StateRequest | null {
	if ( ! isStateObject( data ) ) {
		return null;
	}
	if ( data.type !== STATE_REQUEST_TYPE || ! isId( data.id ) ) {
		return null;
	}
	const keys = Object.keys( data ).sort().join( ',' );
	if ( data.op === 'load' && keys === 'id,op,type' ) {
		return data as unknown as StateRequest;
	}
	if (
		data.op === 'save' &&
		keys === 'id,op,state,type' &&
		isStateObject( data.state )
	) {
		return data as unknown as StateRequest;
	}
	if (
		data.op === 'progress' &&
		keys === 'id,op,progress,type' &&
		isProgressReport( data.progress )
	) {
		return data as unknown as StateRequest;
	}
	return null;
}

/**
 * The reply, if `data` is one; otherwise null.
 * @param data Whatever arrived with a `message` event.
 */
export function readStateReply( data: unknown ): StateReply | null {
	if ( ! isStateObject( data ) || data.type !== STATE_REPLY_TYPE ) {
		return null;
	}
	if ( ! isId( data.id ) || typeof data.ok !== 'boolean' ) {
		return null;
	}
	if (
		data.state !== undefined &&
		data.state !== null &&
		! isStateObject( data.state )
	) {
		return null;
	}
	return data as unknown as StateReply;
}
