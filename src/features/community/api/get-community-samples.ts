/**
 * GET /pp/v1/community-samples: The example submissions Community Love shows until real, approved stories exist.
 * Types, fetcher and hook for this one request.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-client';
import type { CommunitySubmission } from '../types';
import { COMMUNITY_SAMPLES_PATH } from './paths';

export interface CommunitySamples {
	submissions: CommunitySubmission[];
}

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export async function getCommunitySamples(): Promise< CommunitySamples > {
	const response = await request< Partial< CommunitySamples > | null >( {
		path: COMMUNITY_SAMPLES_PATH,
	} );
	return {
		submissions: Array.isArray( response?.submissions )
			? response.submissions
			: [],
	};
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export function useCommunitySamples() {
	return useSWR< CommunitySamples, ApiError >(
		COMMUNITY_SAMPLES_PATH,
		getCommunitySamples,
		{
			revalidateOnFocus: false,
		}
	);
}
