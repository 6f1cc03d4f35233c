/**
 * Where toasts are kept and who listens: the part of the toast store every
 * page needs (the app's DeferredToaster listens for the first toast). What
 * adds, updates and removes toasts (use-toast.ts) is only in the screens'
 * chunks that raise them.
 */

/**
 * Internal dependencies
 */
import type { ToastState } from './toast-types';

type Listener = ( state: ToastState ) => void;

const listeners = new Set< Listener >();
let current: ToastState = { toasts: [] };

/**
 * The store's current state (outside React).
 */
export function getToastState(): ToastState {
	return current;
}

/**
 * @param listener Called with the new state after every change.
 * @return Unsubscribes.
 */
export function subscribeToToasts( listener: Listener ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/**
 * Replaces the state and tells every listener.
 *
 * @param next The new state.
 */
export function setToastState( next: ToastState ): void {
	current = next;
	listeners.forEach( ( listener ) => listener( current ) );
}
