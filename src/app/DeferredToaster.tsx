/**
 * The toast area, loaded only once the first toast is raised.
 *
 * Most visits never see a toast, so the Radix toast code stays out of the
 * first-load bundle; the store that `toast()` writes to is tiny and always
 * there, so no toast raised before the chunk arrives is lost.
 */

/**
 * External dependencies
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Internal dependencies
 */
import { getToastState, subscribeToToasts } from '../components/toast-store';

const Toaster = lazy( () =>
	import( /* webpackChunkName: "toaster" */ '../components/Toaster' ).then(
		( module ) => ( { default: module.Toaster } )
	)
);

let toastSeen = false;

function hasEverHadToast(): boolean {
	toastSeen = toastSeen || getToastState().toasts.length > 0;
	return toastSeen;
}

export function DeferredToaster() {
	const needed = useSyncExternalStore( subscribeToToasts, hasEverHadToast );
	if ( ! needed ) {
		return null;
	}
	return (
		<Suspense fallback={ null }>
			{ /* Follows the visitor's system theme by default (SPEC §1). */ }
			<Toaster />
		</Suspense>
	);
}

export default DeferredToaster;
