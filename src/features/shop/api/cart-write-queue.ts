/**
 * One cart write at a time, for the whole page.
 *
 * Every write answers with the whole cart, and the screens show the answer.
 * Sent side by side, two writes can be answered out of order (the older cart
 * would win on screen), and the guest's cart session, a cookie each answer
 * renews, could be read by both before either wrote it (one add lost). So
 * each write starts only when the one before it has been answered: the last
 * answer shown is always the server's latest cart.
 */

let tail: Promise< unknown > = Promise.resolve();

/**
 * Runs the write after every write queued before it (failed or not).
 *
 * @param write Sends the request; resolves to its answer.
 */
export function enqueueCartWrite< T >(
	write: () => Promise< T >
): Promise< T > {
	const result = tail.then( write, write );
	tail = result.catch( () => undefined );
	return result;
}
