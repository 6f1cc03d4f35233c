<?php
/**
 * The story submission post type.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `playpal_submission`: one post per story sent through /submit.
 * Not public, not queryable, not in search, feeds, sitemaps or wp/v2: the
 * public sees a story only through GET pp/v1/submissions, once approved.
 * Editors moderate it on wp-admin → PlayPal → Stories.
 */
final class Submission_Post_Type {

	public const POST_TYPE = 'playpal_submission';

	public function add_hooks(): void {
		add_action( 'init', array( self::class, 'register' ) );
	}

	/**
	 * Registers the post type (idempotent).
	 */
	public static function register(): void {
		if ( post_type_exists( self::POST_TYPE ) ) {
			return;
		}
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Stories', 'playpal' ),
					'singular_name' => __( 'Story', 'playpal' ),
				),
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
				'supports'            => array( 'title', 'editor', 'custom-fields' ),
				'delete_with_user'    => false,
			)
		);
	}
}
