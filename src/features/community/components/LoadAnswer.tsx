/**
 * The kit's LoadState for one community request: its data, its error, and
 * "Try again" asking again.
 */

/**
 * External dependencies
 */
import type { SWRResponse } from 'swr';

/**
 * Internal dependencies
 */
import { LoadState } from '../../../components';
import type { LoadStateProps } from '../../../components';
import type { ApiError } from '../../../lib/api-client';

export interface LoadAnswerProps< T > extends Omit<
	LoadStateProps< T >,
	'data' | 'error' | 'onRetry'
> {
	/** The request's SWR state (e.g. `useForum()`). */
	answer: SWRResponse< T, ApiError >;
}

export function LoadAnswer< T >( { answer, ...rest }: LoadAnswerProps< T > ) {
	return (
		<LoadState
			data={ answer.data }
			error={ answer.error }
			onRetry={ () => void answer.mutate() }
			{ ...rest }
		/>
	);
}
