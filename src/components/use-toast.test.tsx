/**
 * External dependencies
 */
import { act, renderHook } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	TOAST_LIMIT,
	TOAST_REMOVE_DELAY,
	getToastState,
	reducer,
	resetToastStore,
	toast,
	useToast,
} from './use-toast';

afterEach( () => {
	resetToastStore();
	jest.useRealTimers();
} );

describe( 'toast store', () => {
	it( 'uses the product limits: 1 visible toast, removal after 1,000,000 ms', () => {
		expect( TOAST_LIMIT ).toBe( 1 );
		expect( TOAST_REMOVE_DELAY ).toBe( 1000000 );
	} );

	it( 'keeps only the newest toast when three are added', () => {
		toast( { title: 'First' } );
		toast( { title: 'Second' } );
		const third = toast( { title: 'Third', variant: 'destructive' } );

		const { toasts } = getToastState();
		expect( toasts ).toHaveLength( 1 );
		expect( toasts[ 0 ] ).toMatchObject( {
			id: third.id,
			title: 'Third',
			variant: 'destructive',
			open: true,
		} );
	} );

	it( 'keeps a dismissed toast, closed, until 1,000,000 ms have passed', () => {
		jest.useFakeTimers();
		const { id, dismiss } = toast( { title: 'Saved' } );

		dismiss();
		expect( getToastState().toasts ).toEqual( [
			expect.objectContaining( { id, open: false } ),
		] );

		jest.advanceTimersByTime( TOAST_REMOVE_DELAY - 1 );
		expect( getToastState().toasts ).toHaveLength( 1 );

		jest.advanceTimersByTime( 1 );
		expect( getToastState().toasts ).toHaveLength( 0 );
	} );

	it( 'dismisses every toast when dismiss is called without an id', () => {
		jest.useFakeTimers();
		toast( { title: 'One' } );
		const { result } = renderHook( () => useToast() );

		act( () => result.current.dismiss() );
		expect( result.current.toasts[ 0 ]?.open ).toBe( false );

		act( () => jest.advanceTimersByTime( TOAST_REMOVE_DELAY ) );
		expect( result.current.toasts ).toHaveLength( 0 );
	} );

	it( 'dismisses the toast when Radix reports it closed', () => {
		const { id } = toast( { title: 'Auto' } );
		getToastState().toasts[ 0 ]?.onOpenChange?.( false );
		expect( getToastState().toasts[ 0 ] ).toMatchObject( {
			id,
			open: false,
		} );
	} );

	it( 'updates a toast in place', () => {
		const { id, update } = toast( { title: 'Uploading' } );
		update( { title: 'Uploaded', description: '3 files' } );
		expect( getToastState().toasts ).toEqual( [
			expect.objectContaining( {
				id,
				title: 'Uploaded',
				description: '3 files',
			} ),
		] );
	} );

	it( 'gives each toast a new id', () => {
		const a = toast( { title: 'A' } );
		const b = toast( { title: 'B' } );
		expect( a.id ).not.toBe( b.id );
	} );

	it( 'lets useToast components follow the store', () => {
		const { result } = renderHook( () => useToast() );
		expect( result.current.toasts ).toHaveLength( 0 );

		act( () => {
			result.current.toast( { title: 'Hello' } );
		} );
		expect( result.current.toasts ).toEqual( [
			expect.objectContaining( { title: 'Hello', open: true } ),
		] );
	} );
} );

describe( 'toast reducer', () => {
	it( 'removes every toast on REMOVE_TOAST without an id', () => {
		const state = {
			toasts: [
				{ id: '1', open: false },
				{ id: '2', open: true },
			],
		};
		expect( reducer( state, { type: 'REMOVE_TOAST' } ) ).toEqual( {
			toasts: [],
		} );
	} );

	it( 'leaves other toasts alone when one is dismissed', () => {
		const state = {
			toasts: [
				{ id: '1', open: true },
				{ id: '2', open: true },
			],
		};
		expect(
			reducer( state, { type: 'DISMISS_TOAST', toastId: '2' } ).toasts
		).toEqual( [
			{ id: '1', open: true },
			{ id: '2', open: false },
		] );
	} );
} );
