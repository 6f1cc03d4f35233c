/**
 * GET /pp/v1/submissions: approved and featured stories, newest first.
 * Types, fetcher and hook for this one request.
 */

/**
 * Internal dependencies
 */
import type { CommunitySubmission } from '../types';
import { getAnswer, listsOf, useAnswer } from './answer';
import { SUBMISSIONS_PATH } from './paths';

export interface Submissions {
	submissions: CommunitySubmission[];
	total: number;
}

/**
 * Fetches the first page, with an empty list for anything missing.
 */
export async function getSubmissions(): Promise< Submissions > {
	const response = await getAnswer< Submissions >( SUBMISSIONS_PATH );
	return {
		...listsOf( response, [ 'submissions' ] ),
		total: typeof response?.total === 'number' ? response.total : 0,
	};
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export function useSubmissions() {
	return useAnswer( SUBMISSIONS_PATH, getSubmissions );
}
