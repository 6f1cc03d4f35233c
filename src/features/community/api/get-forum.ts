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
export const getForum = (): Promise< Forum > =>
	getLists< Forum >( FORUM_PATH, [ 'categories', 'posts' ] );

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export const useForum = () => useAnswer( FORUM_PATH, getForum );
