/**
 * GET /pp/v1/community-samples: The example submissions Community Love shows until real, approved stories exist.
 * Types, fetcher and hook for this one request.
 */

/**
 * Internal dependencies
 */
import type { CommunitySubmission } from '../types';
import { getLists, useAnswer } from './answer';
import { COMMUNITY_SAMPLES_PATH } from './paths';

export type CommunitySamples = { submissions: CommunitySubmission[] };

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export const getCommunitySamples = (): Promise< CommunitySamples > =>
	getLists< CommunitySamples >( COMMUNITY_SAMPLES_PATH, [ 'submissions' ] );

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export const useCommunitySamples = () =>
	useAnswer( COMMUNITY_SAMPLES_PATH, getCommunitySamples );
