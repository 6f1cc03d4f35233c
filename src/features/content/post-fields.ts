/**
 * Reading the fields of a post for display.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { htmlToText } from '../../lib/html-text';
import type { ContentItem, RenderedField } from './types';

/**
 * The HTML of a field that may be a plain value or `{ rendered }`.
 *
 * @param field Field value.
 */
export function rendered( field: RenderedField ): string {
	if ( typeof field === 'string' ) {
		return field;
	}
	return typeof field?.rendered === 'string' ? field.rendered : '';
}

/**
 * The author's name, or a default first name when the post carries none (SPEC §2).
 *
 * @param post Post.
 */
export function authorName( post: ContentItem ): string {
	const name = post._embedded?.author?.[ 0 ]?.name?.trim();
	/* translators: Author name shown on a post that has none. */
	return name ? name : __( 'Sarah', 'playpal' );
}

/**
 * The name of the post's first category, or '' when it has none.
 *
 * @param post Post.
 */
export function categoryName( post: ContentItem ): string {
	return htmlToText(
		post._embedded?.[ 'wp:term' ]?.[ 0 ]?.[ 0 ]?.name ?? ''
	);
}

export interface FeaturedImage {
	src: string;
	alt: string;
	width?: number;
	height?: number;
	srcSet?: string;
	sizes?: string;
}

/**
 * The featured image at its intermediate size (the original upload only when
 * WordPress made none), or null.
 *
 * @param post Post.
 */
export function featuredImage( post: ContentItem ): FeaturedImage | null {
	const media = post._embedded?.[ 'wp:featuredmedia' ]?.[ 0 ];
	if ( ! media?.source_url ) {
		return null;
	}
	return {
		src: media.src || media.source_url,
		alt: media.alt_text ?? '',
		width: media.width || undefined,
		height: media.height || undefined,
		srcSet: media.srcset || undefined,
		sizes: media.srcset ? media.sizes : undefined,
	};
}
