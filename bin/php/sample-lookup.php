<?php
/**
 * Finds sample content by slug, for the seeders' "add only what is missing".
 *
 * WordPress's get_page_by_path() also matches attachments (it adds them to
 * any post type asked for), and a kit's picture is named after the kit: after a
 * run that stopped between the picture and the product, the product looked
 * present and was never created. This looks at the one post type only.
 *
 * @package PlayPal
 */

/**
 * The ID of the post of this type with this slug, in any status but trash (0 when none).
 *
 * @param string $slug      Post slug.
 * @param string $post_type Post type.
 */
function playpal_sample_post_id( string $slug, string $post_type ): int {
	$ids = get_posts(
		array(
			'post_type'        => $post_type,
			'name'             => $slug,
			'post_status'      => array( 'publish', 'draft', 'pending', 'private', 'future' ),
			'fields'           => 'ids',
			'posts_per_page'   => 1,
			'no_found_rows'    => true,
			'suppress_filters' => true,
		)
	);
	return (int) ( $ids[0] ?? 0 );
}
