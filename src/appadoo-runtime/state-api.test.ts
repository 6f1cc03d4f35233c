/**
 * Internal dependencies
 */
import { installStateApi } from './state-api';
import { STATE_REPLY_TYPE, STATE_REQUEST_TYPE } from './state-messages';

const HOST = 'https://playpal.example';

/** A package window framed by a parent whose postMessage we watch. */
function framedWindow() {
	const posted: Array< { data: any; origin: string } > = [];
	const parent = {
		postMessage: ( data: unknown, origin: string ) =>
			posted.push( { data, origin } ),
	} as unknown as Window;
	const listeners: Array< ( event: MessageEvent ) => void > = [];
	const win = {
		parent,
		addEventListener: ( _type: string, listener: any ) =>
			listeners.push( listener ),
	} as unknown as Window;
	const reply = ( data: unknown, source: unknown = parent, origin = HOST ) =>
		listeners.forEach( ( listener ) =>
			listener( { data, source, origin } as MessageEvent )
		);
	return { win, posted, reply };
}

describe( 'window.playpal', () => {
	it( 'asks the host (the site origin only) and gives back its answer', async () => {
		const { win, posted, reply } = framedWindow();
		const api = installStateApi( win, HOST );
		expect( ( win as any ).playpal ).toBe( api );

		const loading = api.loadState();
		expect( posted ).toEqual( [
			{
				data: { type: STATE_REQUEST_TYPE, id: 1, op: 'load' },
				origin: HOST,
			},
		] );
		// Someone else answering first is not heard.
		reply(
			{ type: STATE_REPLY_TYPE, id: 1, ok: true, state: { x: 1 } },
			{}
		);
		reply(
			{ type: STATE_REPLY_TYPE, id: 1, ok: true, state: { x: 2 } },
			undefined,
			'null'
		);
		reply( {
			type: STATE_REPLY_TYPE,
			id: 1,
			ok: true,
			state: { level: 2 },
		} );
		await expect( loading ).resolves.toEqual( { level: 2 } );

		const saving = api.saveState( { level: 3 } );
		expect( posted[ 1 ]?.data ).toEqual( {
			type: STATE_REQUEST_TYPE,
			id: 2,
			op: 'save',
			state: { level: 3 },
		} );
		reply( { type: STATE_REPLY_TYPE, id: 2, ok: true } );
		await expect( saving ).resolves.toBeUndefined();

		const progress = api.reportProgress( { score: 7, completed: true } );
		expect( posted[ 2 ]?.data.progress ).toEqual( {
			score: 7,
			completed: true,
		} );
		reply( {
			type: STATE_REPLY_TYPE,
			id: 3,
			ok: false,
			error: 'playpal_family_not_saved',
		} );
		await expect( progress ).rejects.toMatchObject( {
			code: 'playpal_family_not_saved',
		} );
	} );

	it( 'refuses what the server would refuse, before sending anything', async () => {
		const { win, posted } = framedWindow();
		const api = installStateApi( win, HOST );
		await expect( api.saveState( [ 1 ] as any ) ).rejects.toMatchObject( {
			code: 'playpal_family_state_invalid',
		} );
		await expect(
			api.saveState( { big: 'x'.repeat( 65536 ) } )
		).rejects.toMatchObject( { code: 'playpal_family_state_too_large' } );
		await expect(
			api.reportProgress( { score: 'lots' } as any )
		).rejects.toMatchObject( { code: 'playpal_family_progress_invalid' } );
		await expect(
			api.reportProgress( { childId: 'x' } as any )
		).rejects.toMatchObject( { code: 'playpal_family_progress_invalid' } );
		expect( posted ).toEqual( [] );
	} );

	it( 'settles without a host: alone at once, unanswered after the timeout', async () => {
		const alone = {
			addEventListener: () => undefined,
		} as unknown as Window;
		( alone as any ).parent = alone;
		const api = installStateApi( alone, HOST );
		await expect( api.loadState() ).resolves.toBeNull();
		await expect( api.saveState( { a: 1 } ) ).resolves.toBeUndefined();

		jest.useFakeTimers();
		const { win } = framedWindow();
		const framed = installStateApi( win, HOST, 5000 );
		const loading = framed.loadState();
		jest.advanceTimersByTime( 5000 );
		await expect( loading ).resolves.toBeNull();
		jest.useRealTimers();
	} );
} );
