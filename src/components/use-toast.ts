/**
 * A module-level toast store, after shadcn/ui's use-toast: any code may call
 * `toast()`; the one <Toaster /> renders what the store holds.
 */

/**
 * External dependencies
 */
import { useEffect, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { getToastState, setToastState, subscribeToToasts } from './toast-store';

export { getToastState, subscribeToToasts };

/** At most this many toasts are in the store, so visible (SPEC §1, §9). */
export const TOAST_LIMIT = 1;

/** A dismissed toast is removed from the store after this many ms (SPEC §9). */
export const TOAST_REMOVE_DELAY = 1000000;

export type ToastVariant = 'default' | 'destructive';

export interface ToasterToast {
	id: string;
	title?: ReactNode;
	description?: ReactNode;
	variant?: ToastVariant;
	/** A <ToastAction altText="…"> element, optional. */
	action?: ReactElement;
	/** Auto-dismiss after this many ms; the Toaster's default otherwise. */
	duration?: number;
	open: boolean;
	onOpenChange?: ( open: boolean ) => void;
}

export type ToastInput = Omit< ToasterToast, 'id' | 'open' > & {
	open?: boolean;
};

export type ToastAction =
	| { type: 'ADD_TOAST'; toast: ToasterToast }
	| { type: 'UPDATE_TOAST'; toast: Partial< ToasterToast > & { id: string } }
	| { type: 'DISMISS_TOAST'; toastId?: string }
	| { type: 'REMOVE_TOAST'; toastId?: string };

export interface ToastState {
	toasts: ToasterToast[];
}

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
