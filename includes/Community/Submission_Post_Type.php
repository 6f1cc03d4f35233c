<?php
/**
 * The story submission post type.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

use PlayPal\Storage\Private_Post_Type;

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
		Private_Post_Type::register(
			self::POST_TYPE,
			array(
				'name'          => __( 'Stories', 'playpal' ),
				'singular_name' => __( 'Story', 'playpal' ),
			),
			array( 'title', 'editor', 'custom-fields' ),
			false
		);
	}
}
