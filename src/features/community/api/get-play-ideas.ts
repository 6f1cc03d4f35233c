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

export type PlayIdeas = { ideas: PlayIdea[] };

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export const getPlayIdeas = (): Promise< PlayIdeas > =>
	getLists< PlayIdeas >( PLAY_IDEAS_PATH, [ 'ideas' ] );

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export const usePlayIdeas = () => useAnswer( PLAY_IDEAS_PATH, getPlayIdeas );
