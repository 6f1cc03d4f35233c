<?php
/**
 * The story submission post type.
 *
 * @package PlayPal
 */

namespace PlayPal\Community;

use PlayPal\Security\Moderation_Capability;
use PlayPal\Database\Private_Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `playpal_submission`: one post per story sent through /submit.
 * Not public, not queryable, not in search, feeds, sitemaps or wp/v2: the
 * public sees a story only through GET pp/v1/submissions, once approved.
 * Editors moderate it on wp-admin → PlayPal → Stories.
 */
final class Submission_Post_Type extends Private_Post_Type {

	public const POST_TYPE = 'playpal_submission';

	/** Who may manage every story through WordPress's own doors (Security\Private_Post_Capabilities): a moderator. */
	public const MANAGER_CAPABILITY = Moderation_Capability::CAPABILITY;

	protected const SUPPORTS = array( 'title', 'editor', 'custom-fields' );

	/**
	 * @return array{string, string}
	 */
	protected static function labels(): array {
		return array( __( 'Stories', 'playpal' ), __( 'Story', 'playpal' ) );
	}
}
