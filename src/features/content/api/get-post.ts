/**
 * GET /pp/v1/posts?slug={slug}&_embed: one Blog post.
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
import { postPath } from './paths';

/**
 * Fetches a post by its slug.
 *
 * @param slug Post slug.
 * @return The post, or null when no published post has that slug.
 */
export async function getPostBySlug(
	slug: string
): Promise< ContentItem | null > {
	return firstPost(
		await request< ContentItem[] | null >( {
			path: postPath( slug ),
		} )
	);
}

function firstPost( body: unknown ): ContentItem | null {
	return Array.isArray( body ) ? ( body[ 0 ] ?? null ) : null;
}

/**
 * The post with this slug (`null` data: there is none).
 *
 * @param slug Post slug; no request while it is empty.
 */
export function usePost( slug: string ) {
	const key = slug ? postPath( slug ) : null;
	// The first render reads the post the page was sent with (see lib/preloaded).
	const preloaded = preloadedResponse( key );
	return useSWR< ContentItem | null, ApiError >(
		key,
		() => getPostBySlug( slug ),
		{
			revalidateOnFocus: false,
			fallbackData: preloaded ? firstPost( preloaded.body ) : undefined,
		}
	);
}
