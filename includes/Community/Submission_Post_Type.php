<?php
/**
 * The story submission post type.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

use PlayPal\Security\Moderation_Capability;
use PlayPal\Security\Private_Post_Capabilities;
use PlayPal\Database\Private_Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `playpal_submission`: one post per story sent through /submit.
 * Not public, not queryable, not in search, feeds, sitemaps or wp/v2: the
 * public sees a story only through GET pp/v1/submissions, once approved.
 * Editors moderate it on wp-admin → PlayPal → Stories.
 */
final class Submission_Post_Type {

	public const POST_TYPE = 'playpal_submission';

	/** Who may manage every story through WordPress's own doors (Security\Private_Post_Capabilities): a moderator. */
	public const MANAGER_CAPABILITY = Moderation_Capability::CAPABILITY;

	/**
	 * Registers the type on init, and with the capability map of the private types.
	 *
	 * @param Private_Post_Capabilities $capabilities The map Plugin builds.
	 */
	public function add_hooks( Private_Post_Capabilities $capabilities ): void {
		$capabilities->register( self::POST_TYPE, self::MANAGER_CAPABILITY );
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
