/**
 * GET /pp/v1/demo: a friendly message proving the app reaches the server.
 * Types, fetcher and hook for this one request.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';
import type { SWRConfiguration } from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-client';

export const DEMO_PATH = '/pp/v1/demo';

export interface DemoResponse {
	message: string;
}

/**
 * Fetches the demo message.
 *
 * @return The message ('' when the response carries none).
 */
export async function getDemo(): Promise< DemoResponse > {
	const response = await request< Partial< DemoResponse > | null >( {
		path: DEMO_PATH,
	} );
	return {
		message: typeof response?.message === 'string' ? response.message : '',
	};
}

export interface UseDemoOptions {
	config?: SWRConfiguration< DemoResponse, ApiError >;
}

/**
 * The demo message, fetched once per visit (no refetch on focus).
 *
 * @param options        SWR overrides.
 * @param options.config
 */
export function useDemo( { config }: UseDemoOptions = {} ) {
	return useSWR< DemoResponse, ApiError >( DEMO_PATH, getDemo, {
		revalidateOnFocus: false,
		...config,
	} );
}
