/**
 * Internal dependencies
 */
import { createStateRelay } from './state-relay';
import { STATE_REQUEST_TYPE, STATE_REPLY_TYPE } from './state-messages';
import type { StateStore } from './family/state-store';

let frame: HTMLIFrameElement;

beforeEach( () => {
	frame = document.createElement( 'iframe' );
	document.body.appendChild( frame );
} );

afterEach( () => frame.remove() );

function deliver( data: unknown, source: Window | null, origin = 'null' ) {
	window.dispatchEvent(
		new MessageEvent( 'message', { data, source, origin } )
	);
}

/** The frame's window, with what the relay posts to it kept in `replies`. */
function listenToFrame() {
	const replies: unknown[] = [];
	const target = frame.contentWindow as Window;
	jest.spyOn( target, 'postMessage' ).mockImplementation( ( data ) =>
		replies.push( data )
	);
	return { target, replies };
}

const flush = () => new Promise( ( resolve ) => setTimeout( resolve, 0 ) );

function fakeStore( saved: Record< string, unknown > | null = null ) {
	const calls: string[] = [];
	const store: StateStore = {
		load: async () => {
			calls.push( 'load' );
			return saved;
		},
		save: async ( state ) => {
			calls.push( `save ${ JSON.stringify( state ) }` );
		},
		progress: async ( progress ) => {
			calls.push( `progress ${ JSON.stringify( progress ) }` );
		},
	};
	return { store, calls };
}

describe( 'the state relay', () => {
	it( 'answers the frame from the store the host chose', async () => {
		const { target, replies } = listenToFrame();
		const { store, calls } = fakeStore( { level: 3 } );
		const relay = createStateRelay( {
			win: window,
			frame: () => target,
			store: () => store,
		} );
		deliver( { type: STATE_REQUEST_TYPE, id: 1, op: 'load' }, target );
		deliver(
			{
				type: STATE_REQUEST_TYPE,
				id: 2,
				op: 'save',
				state: { level: 4 },
			},
			target
		);
		deliver(
			{
				type: STATE_REQUEST_TYPE,
				id: 3,
				op: 'progress',
				progress: { score: 5 },
			},
			target
		);
		await flush();
		expect( calls ).toEqual( [
			'load',
			'save {"level":4}',
			'progress {"score":5}',
		] );
		expect( replies ).toEqual( [
			{ type: STATE_REPLY_TYPE, id: 1, ok: true, state: { level: 3 } },
			{ type: STATE_REPLY_TYPE, id: 2, ok: true },
			{ type: STATE_REPLY_TYPE, id: 3, ok: true },
		] );
		relay.dispose();
	} );

	it( 'ignores a request that names a child or an Appadoo, or comes from elsewhere', async () => {
		const target = frame.contentWindow as Window;
		const post = jest
			.spyOn( target, 'postMessage' )
			.mockImplementation( () => undefined );
		const { store, calls } = fakeStore();
		const relay = createStateRelay( {
			win: window,
			frame: () => target,
			store: () => store,
		} );
		deliver(
			{
				type: STATE_REQUEST_TYPE,
				id: 1,
				op: 'load',
				childId: 'f'.repeat( 32 ),
			},
			target
		);
		deliver(
			{ type: STATE_REQUEST_TYPE, id: 2, op: 'load', appadooId: 7 },
			target
		);
		deliver(
			{
				type: STATE_REQUEST_TYPE,
				id: 3,
				op: 'save',
				state: { a: 1 },
				child: 'x',
			},
			target
		);
		deliver(
			{ type: STATE_REQUEST_TYPE, id: 4, op: 'save', state: [ 1 ] },
			target
		);
		deliver( { type: STATE_REQUEST_TYPE, id: 5, op: 'load' }, window ); // Not the frame.
		deliver(
			{ type: STATE_REQUEST_TYPE, id: 6, op: 'load' },
			target,
			'http://localhost'
		); // Not sandboxed.
		deliver(
			{
				type: STATE_REQUEST_TYPE,
				id: 7,
				op: 'progress',
				progress: { score: 'high' },
			},
			target
		);
		await flush();
		expect( calls ).toEqual( [] );
		expect( post ).not.toHaveBeenCalled();
		relay.dispose();
	} );

	it( 'without a child, loads give null and nothing is kept', async () => {
		const { target, replies } = listenToFrame();
		const relay = createStateRelay( {
			win: window,
			frame: () => target,
			store: () => null,
		} );
		deliver( { type: STATE_REQUEST_TYPE, id: 9, op: 'load' }, target );
		await flush();
		expect( replies ).toEqual( [
			{ type: STATE_REPLY_TYPE, id: 9, ok: true, state: null },
		] );
		relay.dispose();
	} );

	it( 'passes a refusal on as its code', async () => {
		const { target, replies } = listenToFrame();
		const store: StateStore = {
			load: async () => null,
			save: async () => {
				throw Object.assign( new Error( 'refused' ), {
					code: 'playpal_family_state_too_large',
				} );
			},
			progress: async () => undefined,
		};
		const relay = createStateRelay( {
			win: window,
			frame: () => target,
			store: () => store,
		} );
		deliver(
			{ type: STATE_REQUEST_TYPE, id: 4, op: 'save', state: { a: 1 } },
			target
		);
		await flush();
		expect( replies ).toEqual( [
			{
				type: STATE_REPLY_TYPE,
				id: 4,
				ok: false,
				error: 'playpal_family_state_too_large',
			},
		] );
		relay.dispose();
	} );
} );
