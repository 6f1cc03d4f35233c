/**
 * GET /pp/v1/forum: The PlayBoard's categories and posts.
 * Types, fetcher and hook for this one request.
 */

/**
 * Internal dependencies
 */
import type { Forum } from '../types';
import { getLists, useAnswer } from './answer';
import { FORUM_PATH } from './paths';

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export function getForum(): Promise< Forum > {
	return getLists< Forum >( FORUM_PATH, [ 'categories', 'posts' ] );
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export function useForum() {
	return useAnswer( FORUM_PATH, getForum );
}
