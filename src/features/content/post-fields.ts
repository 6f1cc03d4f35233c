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
 * A long-form date such as "October 30, 2026", in the page's language.
 * WordPress sends the site's local time without an offset; only the calendar
 * date is shown, so it is read as is, never shifted by the visitor's zone.
 *
 * @param date `YYYY-MM-DDTHH:MM:SS` as sent by the API.
 */
export function formatLongDate( date: string | undefined ): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})/.exec( date ?? '' );
	if ( ! match ) {
		return '';
	}
	const year = Number( match[ 1 ] );
	const month = Number( match[ 2 ] );
	const day = Number( match[ 3 ] );
	const locale =
		typeof document !== 'undefined' && document.documentElement.lang
			? document.documentElement.lang
			: undefined;
	return new Intl.DateTimeFormat( locale, {
		dateStyle: 'long',
		timeZone: 'UTC',
	} ).format( new Date( Date.UTC( year, month - 1, day ) ) );
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
