/**
 * What a LoadState takes from a request's SWR answer: its data, its error,
 * and "Try again" asking again.
 */

/**
 * External dependencies
 */
import type { SWRResponse } from 'swr';

/**
 * @param request The hook's answer.
 */
export function loadStateOf< T >( request: SWRResponse< T > ) {
	return {
		data: request.data,
		error: request.error as unknown,
		onRetry: () => void request.mutate(),
	};
}
