/**
 * The host's side of the packages' state API (state-api.ts): answers the
 * state requests of the Appadoo it frames from a StateStore the host made
 * for the child who is playing and this Appadoo. The package never names
 * either: a request with any field beyond its exact shape is ignored, and
 * the store's child and Appadoo are fixed. Like the session relay, only
 * messages from the frame's own window and the opaque origin ("null") are
 * heard; answers go back to that window only.
 */

/**
 * Internal dependencies
 */
import {
	STATE_REPLY_TYPE,
	readStateRequest,
	type StateReply,
} from './state-messages';
import type { StateStore } from './family/state-store';

/** Requests one frame may have waiting at once (a package cannot flood the host). */
const MAX_WAITING = 16;

export interface StateRelayOptions {
	win: Window;
	frame: () => Window | null | undefined;
	/** The store of the child playing now; null: nobody chosen (loads give null, saves are not kept). */
	store: () => StateStore | null;
}

export function createStateRelay( { win, frame, store }: StateRelayOptions ): {
	dispose: () => void;
} {
	let waiting = 0;

	const onMessage = ( event: MessageEvent ) => {
		const source = frame();
		if ( ! source || event.source !== source || event.origin !== 'null' ) {
			return;
		}
		const request = readStateRequest( event.data );
		if ( ! request || waiting >= MAX_WAITING ) {
			return;
		}
		const reply = ( answer: Omit< StateReply, 'type' | 'id' > ) =>
			// The opaque origin cannot be named: "*", to the frame's own window only.
			source.postMessage(
				{ type: STATE_REPLY_TYPE, id: request.id, ...answer },
				'*'
			);
		const current = store();
		if ( ! current ) {
			reply(
				request.op === 'load' ? { ok: true, state: null } : { ok: true }
			);
			return;
		}
		waiting++;
		const done =
			request.op === 'load'
				? current.load().then( ( state ) => ( { ok: true, state } ) )
				: ( request.op === 'save'
						? current.save( request.state )
						: current.progress( request.progress )
					).then( () => ( { ok: true } ) );
		done.catch( ( error: { code?: string } ) => ( {
			ok: false,
			error:
				typeof error?.code === 'string'
					? error.code
					: 'playpal_family_not_saved',
		} ) ).then( ( answer ) => {
			waiting--;
			if ( frame() === source ) {
				reply( answer );
			}
		} );
	};

	win.addEventListener( 'message', onMessage );
	return {
		dispose: () => win.removeEventListener( 'message', onMessage ),
	};
}
