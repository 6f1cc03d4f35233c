/**
 * A module-level toast store, after shadcn/ui's use-toast: any code may call
 * `toast()`; the one <Toaster /> renders what the store holds.
 */

/**
 * External dependencies
 */
import { useEffect, useState } from 'react';

/**
 * Internal dependencies
 */
import { getToastState, setToastState, subscribeToToasts } from './toast-store';
import type { ToastAction, ToastInput, ToastState } from './toast-types';

export { getToastState, subscribeToToasts };
export type {
	ToastAction,
	ToastInput,
	ToastState,
	ToasterToast,
	ToastVariant,
} from './toast-types';

/** At most this many toasts are in the store, so visible (SPEC §1, §9). */
export const TOAST_LIMIT = 1;

/** A dismissed toast is removed from the store after this many ms (SPEC §9). */
export const TOAST_REMOVE_DELAY = 1000000;

let count = 0;

function genId() {
	count = ( count + 1 ) % Number.MAX_SAFE_INTEGER;
	return count.toString();
}

const toastTimeouts = new Map< string, ReturnType< typeof setTimeout > >();

function addToRemoveQueue( toastId: string ) {
	if ( toastTimeouts.has( toastId ) ) {
		return;
	}
	const timeout = setTimeout( () => {
		toastTimeouts.delete( toastId );
		dispatch( { type: 'REMOVE_TOAST', toastId } );
	}, TOAST_REMOVE_DELAY );
	toastTimeouts.set( toastId, timeout );
}

function clearRemoveQueue( toastId?: string ) {
	for ( const [ id, timeout ] of toastTimeouts ) {
		if ( toastId === undefined || id === toastId ) {
			clearTimeout( timeout );
			toastTimeouts.delete( id );
		}
	}
}

/**
 * Pure state transitions of the store.
 *
 * @param state  Current state.
 * @param action What happened.
 */
export function reducer( state: ToastState, action: ToastAction ): ToastState {
	switch ( action.type ) {
		case 'ADD_TOAST':
			return {
				toasts: [ action.toast, ...state.toasts ].slice(
					0,
					TOAST_LIMIT
				),
			};
		case 'UPDATE_TOAST':
			return {
				toasts: state.toasts.map( ( t ) =>
					t.id === action.toast.id ? { ...t, ...action.toast } : t
				),
			};
		case 'DISMISS_TOAST': {
			const { toastId } = action;
			return {
				toasts: state.toasts.map( ( t ) =>
					toastId === undefined || t.id === toastId
						? { ...t, open: false }
						: t
				),
			};
		}
		case 'REMOVE_TOAST':
			if ( action.toastId === undefined ) {
				return { toasts: [] };
			}
			return {
				toasts: state.toasts.filter( ( t ) => t.id !== action.toastId ),
			};
	}
	return state;
}

function dispatch( action: ToastAction ) {
	// Side effect kept out of the reducer: schedule removal of what closes.
	if ( action.type === 'DISMISS_TOAST' ) {
		const ids =
			action.toastId === undefined
				? getToastState().toasts.map( ( t ) => t.id )
				: [ action.toastId ];
		ids.forEach( addToRemoveQueue );
	}
	if ( action.type === 'REMOVE_TOAST' ) {
		clearRemoveQueue( action.toastId );
	}
	setToastState( reducer( getToastState(), action ) );
}

/**
 * Dismiss one toast by id, or every toast when no id is given. Dismissed
 * toasts close at once and leave the store TOAST_REMOVE_DELAY ms later.
 *
 * @param toastId Optional id.
 */
export function dismissToast( toastId?: string ) {
	dispatch( { type: 'DISMISS_TOAST', toastId } );
}

/**
 * Show a toast. With TOAST_LIMIT = 1 a new toast replaces the visible one.
 *
 * @param input Title, description, variant, optional action and duration.
 * @return The toast's id plus `dismiss()` and `update()` for it.
 */
export function toast( input: ToastInput ) {
	const id = genId();

	const update = ( props: Partial< ToastInput > ) =>
		dispatch( { type: 'UPDATE_TOAST', toast: { ...props, id } } );
	const dismiss = () => dismissToast( id );

	dispatch( {
		type: 'ADD_TOAST',
		toast: {
			...input,
			id,
			open: input.open ?? true,
			onOpenChange: ( open ) => {
				input.onOpenChange?.( open );
				if ( ! open ) {
					dismiss();
				}
			},
		},
	} );

	return { id, dismiss, update };
}

/**
 * Empties the store and cancels pending removals. For tests.
 */
export function resetToastStore() {
	clearRemoveQueue();
	setToastState( { toasts: [] } );
}

/**
 * The store's toasts as React state, plus `toast()` and `dismiss()`.
 */
export function useToast() {
	const [ state, setState ] = useState< ToastState >( getToastState );

	useEffect( () => {
		// Catch anything dispatched between render and subscription.
		setState( getToastState() );
		return subscribeToToasts( setState );
	}, [] );

	return {
		...state,
		toast,
		dismiss: dismissToast,
	};
}
