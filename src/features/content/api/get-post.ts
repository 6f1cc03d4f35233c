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
	const posts = await request< ContentItem[] | null >( {
		path: postPath( slug ),
	} );
	return Array.isArray( posts ) ? ( posts[ 0 ] ?? null ) : null;
}

/**
 * The post with this slug (`null` data: there is none).
 *
 * @param slug Post slug; no request while it is empty.
 */
export function usePost( slug: string ) {
	return useSWR< ContentItem | null, ApiError >(
		slug ? postPath( slug ) : null,
		() => getPostBySlug( slug ),
		{ revalidateOnFocus: false }
	);
}
