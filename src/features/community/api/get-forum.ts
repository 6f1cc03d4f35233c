/**
 * GET /pp/v1/forum: The PlayBoard's categories and posts.
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
import type { Forum } from '../types';
import { FORUM_PATH } from './paths';

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export async function getForum(): Promise< Forum > {
	const response = await request< Partial< Forum > | null >( {
		path: FORUM_PATH,
	} );
	return {
		categories: Array.isArray( response?.categories )
			? response.categories
			: [],
		posts: Array.isArray( response?.posts ) ? response.posts : [],
	};
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export function useForum() {
	return useSWR< Forum, ApiError >( FORUM_PATH, getForum, {
		revalidateOnFocus: false,
	} );
}
