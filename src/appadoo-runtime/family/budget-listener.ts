/**
 * The runtime's side of a child's budget: listens for the host page's
 * budget messages (budget-messages.ts) and passes the seconds on. Only the
 * window that frames the package, with the site's origin, is heard: a page
 * the package opened itself, or any other sender, is not.
 */

/**
 * Internal dependencies
 */
import { readBudgetMessage } from './budget-messages';

/**
 * Starts listening; answers the function that stops.
 *
 * @param win      The package's window.
 * @param host     The site's origin (the host page's); nothing is heard without it.
 * @param onBudget Called with the seconds left today, or null: unlimited.
 */
export function listenForBudget(
	win: Window,
	host: string | undefined,
	onBudget: ( remainingSeconds: number | null ) => void
): () => void {
	if ( ! host || ! win.parent || win.parent === win ) {
		return () => {};
	}
	const onMessage = ( event: MessageEvent ) => {
		if ( event.source !== win.parent || event.origin !== host ) {
			return;
		}
		const message = readBudgetMessage( event.data );
		if ( message ) {
			onBudget( message.remainingSeconds );
		}
	};
	win.addEventListener( 'message', onMessage );
	return () => win.removeEventListener( 'message', onMessage );
}
