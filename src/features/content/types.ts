/**
 * A post or page as `pp/v1/posts` and `pp/v1/pages` return it, in
 * WordPress's own REST field names (SPEC §3). Title and content may arrive as
 * plain values or inside `rendered` (SPEC §2, Blog post).
 */

export type RenderedField = string | { rendered?: string } | null | undefined;

export interface EmbeddedAuthor {
	name?: string;
}

export interface EmbeddedMedia {
	/** The original upload. */
	source_url?: string;
	alt_text?: string;
	/** The image at an intermediate size, with its dimensions, srcset and sizes. */
	src?: string;
	width?: number;
	height?: number;
	srcset?: string;
	sizes?: string;
}

export interface EmbeddedTerm {
	name?: string;
}

export interface ContentItem {
	id: number;
	slug: string;
	date?: string;
	title?: RenderedField;
	excerpt?: RenderedField;
	content?: RenderedField;
	_embedded?: {
		author?: EmbeddedAuthor[];
		'wp:featuredmedia'?: EmbeddedMedia[];
		'wp:term'?: EmbeddedTerm[][];
	};
}
