/**
 * Internal dependencies
 */
import { listenForBudget } from './budget-listener';
import { BUDGET_MESSAGE_TYPE, readBudgetMessage } from './budget-messages';

const HOST = 'https://playpal.example';

function framedWindow() {
	const parent = {} as Window;
	const listeners: Array< ( event: MessageEvent ) => void > = [];
	const win = {
		parent,
		addEventListener: ( _type: string, listener: any ) =>
			listeners.push( listener ),
		removeEventListener: ( _type: string, listener: any ) =>
			listeners.splice( listeners.indexOf( listener ), 1 ),
	} as unknown as Window;
	const send = ( data: unknown, source: unknown = parent, origin = HOST ) =>
		[ ...listeners ].forEach( ( listener ) =>
			listener( { data, source, origin } as MessageEvent )
		);
	return { win, send, listeners };
}

describe( 'the runtime hears the child budget from its host only', () => {
	it( 'passes on the seconds from the framing site, nothing else', () => {
		const { win, send, listeners } = framedWindow();
		const heard: Array< number | null > = [];
		const stop = listenForBudget( win, HOST, ( seconds ) =>
			heard.push( seconds )
		);
		send( { type: BUDGET_MESSAGE_TYPE, remainingSeconds: 60 } );
		send( { type: BUDGET_MESSAGE_TYPE, remainingSeconds: null } );
		send( { type: BUDGET_MESSAGE_TYPE, remainingSeconds: 5 }, {} ); // Not the parent.
		send(
			{ type: BUDGET_MESSAGE_TYPE, remainingSeconds: 5 },
			undefined,
			'null'
		); // Not the site.
		send( { type: BUDGET_MESSAGE_TYPE, remainingSeconds: -1 } );
		send( {
			type: BUDGET_MESSAGE_TYPE,
			remainingSeconds: 5,
			childId: 'x',
		} );
		expect( heard ).toEqual( [ 60, null ] );
		stop();
		expect( listeners ).toHaveLength( 0 );
	} );

	it( 'hears nothing when not framed or without the site origin', () => {
		const alone = { addEventListener: jest.fn() } as unknown as Window;
		( alone as any ).parent = alone;
		listenForBudget( alone, HOST, () => undefined );
		const { win, listeners } = framedWindow();
		listenForBudget( win, undefined, () => undefined );
		expect( ( alone as any ).addEventListener ).not.toHaveBeenCalled();
		expect( listeners ).toHaveLength( 0 );
	} );

	it( 'reads only the exact message shape', () => {
		expect(
			readBudgetMessage( {
				type: BUDGET_MESSAGE_TYPE,
				remainingSeconds: 0,
			} )
		).toEqual( {
			type: BUDGET_MESSAGE_TYPE,
			remainingSeconds: 0,
		} );
		expect(
			readBudgetMessage( {
				type: BUDGET_MESSAGE_TYPE,
				remainingSeconds: 1.5,
			} )
		).toBeNull();
		expect( readBudgetMessage( [ BUDGET_MESSAGE_TYPE ] ) ).toBeNull();
		expect( readBudgetMessage( null ) ).toBeNull();
	} );
} );
