/**
 * GET /pp/v1/play-ideas: The Play Ideas hub's ideas.
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
import type { PlayIdea } from '../types';
import { PLAY_IDEAS_PATH } from './paths';

export interface PlayIdeas {
	ideas: PlayIdea[];
}

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export async function getPlayIdeas(): Promise< PlayIdeas > {
	const response = await request< Partial< PlayIdeas > | null >( {
		path: PLAY_IDEAS_PATH,
	} );
	return {
		ideas: Array.isArray( response?.ideas ) ? response.ideas : [],
	};
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export function usePlayIdeas() {
	return useSWR< PlayIdeas, ApiError >( PLAY_IDEAS_PATH, getPlayIdeas, {
		revalidateOnFocus: false,
	} );
}
