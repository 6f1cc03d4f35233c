/**
 * GET /pp/v1/play-ideas: The Play Ideas hub's ideas.
 * Types, fetcher and hook for this one request.
 */

/**
 * Internal dependencies
 */
import type { PlayIdea } from '../types';
import { getLists, useAnswer } from './answer';
import { PLAY_IDEAS_PATH } from './paths';

export interface PlayIdeas {
	ideas: PlayIdea[];
}

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export function getPlayIdeas(): Promise< PlayIdeas > {
	return getLists< PlayIdeas >( PLAY_IDEAS_PATH, [ 'ideas' ] );
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export function usePlayIdeas() {
	return useAnswer( PLAY_IDEAS_PATH, getPlayIdeas );
}
