<?php
/**
 * Registration of a post type that only PlayPal's own routes and screens reach.
 *
 * @package PlayPal
 */

namespace PlayPal\Database;

defined( 'ABSPATH' ) || exit;

/**
 * Appadoos, people's stories and creations are posts that WordPress must
 * never show or change by itself: not public, not queryable, not in search,
 * feeds, menus, sitemaps, exports or wp/v2. Each is read and written through
 * pp/v1 and reviewed on PlayPal's own wp-admin screens.
 *
 * Each type has its own capability type (`edit_playpal_appadoos`, …) that no
 * role holds, with WordPress's meta capability mapping on: which person may
 * read, edit, publish or delete which post through any other door (XML-RPC,
 * wp-admin, wp/v2, another plugin's WP_Query) is decided by
 * Security\Private_Post_Capabilities. Creating one through those doors is
 * never allowed (`create_posts` is its own capability, mapped to nobody).
 */
final class Private_Post_Type {

	/**
	 * Registers the post type once (idempotent).
	 *
	 * @param string                $post_type        Post type name.
	 * @param array<string, string> $labels           `name` and `singular_name`, translated.
	 * @param string[]              $supports         Features, e.g. title, editor, custom-fields.
	 * @param bool                  $delete_with_user Whether WordPress deletes the author's posts with them.
	 * @phpstan-param lowercase-string&non-empty-string $post_type
	 */
	public static function register( string $post_type, array $labels, array $supports, bool $delete_with_user ): void {
		if ( post_type_exists( $post_type ) ) {
			return;
		}
		$plural = self::plural_capability_base( $post_type );
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
				'capability_type'     => array( $post_type, $plural ),
				'capabilities'        => array( 'create_posts' => 'create_' . $plural ),
				'map_meta_cap'        => true,
			)
		);
	}

	/**
	 * The plural of a type's capability names: `playpal_appadoo` → `playpal_appadoos`.
	 *
	 * @param string $post_type Post type name.
	 */
	public static function plural_capability_base( string $post_type ): string {
		return $post_type . 's';
	}
}
