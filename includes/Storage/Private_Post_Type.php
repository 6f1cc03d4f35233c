<?php
/**
 * Registration of a post type that only PlayPal's own routes and screens reach.
 *
 * @package PlayPal
 */

namespace PlayPal\Storage;

defined( 'ABSPATH' ) || exit;

/**
 * People's stories and creations are posts that WordPress must never show by
 * itself: not public, not queryable, not in search, feeds, menus, sitemaps,
 * exports or wp/v2. Each is read through pp/v1 and reviewed on PlayPal's own
 * wp-admin screens.
 */
final class Private_Post_Type {

	/**
	 * Registers the post type once (idempotent).
	 *
	 * @param string                $post_type        Post type name.
	 * @param array<string, string> $labels           `name` and `singular_name`, translated.
	 * @param string[]              $supports         Features, e.g. title, editor, custom-fields.
	 * @param bool                  $delete_with_user Whether WordPress deletes the author's posts with them.
	 */
	public static function register( string $post_type, array $labels, array $supports, bool $delete_with_user ): void {
		if ( post_type_exists( $post_type ) ) {
			return;
		}
		register_post_type(
			$post_type,
			array(
				'labels'              => $labels,
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => false,
				'show_in_rest'        => false,
				'show_in_nav_menus'   => false,
				'has_archive'         => false,
				'rewrite'             => false,
				'query_var'           => false,
				'can_export'          => false,
				'supports'            => $supports,
				'delete_with_user'    => $delete_with_user,
			)
		);
	}
}
