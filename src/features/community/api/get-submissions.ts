/**
 * GET /pp/v1/submissions: approved and featured stories, newest first.
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
import { SUBMISSIONS_PATH } from './paths';

export interface Submissions {
	submissions: CommunitySubmission[];
	total: number;
}

/**
 * Fetches the first page, with an empty list for anything missing.
 */
export async function getSubmissions(): Promise< Submissions > {
	const response = await request< Partial< Submissions > | null >( {
		path: SUBMISSIONS_PATH,
	} );
	return {
		submissions: Array.isArray( response?.submissions )
			? response.submissions
			: [],
		total: typeof response?.total === 'number' ? response.total : 0,
	};
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export function useSubmissions() {
	return useSWR< Submissions, ApiError >( SUBMISSIONS_PATH, getSubmissions, {
		revalidateOnFocus: false,
	} );
}
