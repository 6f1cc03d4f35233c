/**
 * The REST paths of the content screens. The server embeds the responses to
 * exactly these paths in the page (includes/Content/Blog_Routes.php), so the
 * first render reads them from the preloading middleware with no request:
 * keep both sides in step.
 */

/** The Blog's posts: the first 12 (SPEC §9), with author, image and category. */
export const BLOG_POSTS_PATH = '/pp/v1/posts?_embed&per_page=12';

/**
 * One post by its slug, with its author, image and category.
 *
 * @param slug Post slug as it appears in /blog/{slug} (decoded).
 */
export function postPath( slug: string ): string {
	return `/pp/v1/posts?slug=${ encodeURIComponent( slug ) }&_embed`;
}
