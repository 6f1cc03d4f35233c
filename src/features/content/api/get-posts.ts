/**
 * GET /pp/v1/posts?_embed&per_page=12: the Blog's cards.
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
import { preloadedResponse } from '../../../lib/preloaded';
import type { ContentItem } from '../types';
import { BLOG_POSTS_PATH } from './paths';

/**
 * Fetches the Blog's posts.
 *
 * @return The posts (an empty list when the response holds none).
 */
export async function getBlogPosts(): Promise< ContentItem[] > {
	return toPosts(
		await request< ContentItem[] | null >( {
			path: BLOG_POSTS_PATH,
		} )
	);
}

function toPosts( body: unknown ): ContentItem[] {
	return Array.isArray( body ) ? ( body as ContentItem[] ) : [];
}

/**
 * The Blog's posts. Not refetched on focus: the list changes rarely, and the
 * first render reads the data the page was sent with.
 */
export function useBlogPosts() {
	const preloaded = preloadedResponse( BLOG_POSTS_PATH );
	return useSWR< ContentItem[], ApiError >( BLOG_POSTS_PATH, getBlogPosts, {
		revalidateOnFocus: false,
		fallbackData: preloaded ? toPosts( preloaded.body ) : undefined,
	} );
}
