<?php
/**
 * The creation post type and its "rejected" status.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Security\Moderation_Capability;
use PlayPal\Database\Private_Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `playpal_creation`: one post per printable a Create It Forward
 * member submits (SPEC §3 Creation), authored by the creator. Not public,
 * not queryable, not in search, feeds, sitemaps or wp/v2: the creator sees
 * their own through pp/v1/creations, editors review them on wp-admin →
 * PlayPal → Creations.
 *
 * Status (SPEC §4 Creation status): `pending` (waiting for review),
 * `publish` (published), `playpal_rejected` (rejected), `draft`.
 */
final class Creation_Post_Type extends Private_Post_Type {

	public const POST_TYPE = 'playpal_creation';

	/** Who may manage every creation through WordPress's own doors (Security\Private_Post_Capabilities): a moderator. */
	public const MANAGER_CAPABILITY = Moderation_Capability::CAPABILITY;

	public const REJECTED = 'playpal_rejected';

	protected const SUPPORTS = array( 'title', 'editor', 'author', 'custom-fields' );

	protected const DELETE_WITH_USER = true;

	/**
	 * Registers the post type and status (idempotent).
	 */
	public static function register(): void {
		if ( post_type_exists( self::POST_TYPE ) ) {
			return;
		}
		parent::register();
		register_post_status(
			self::REJECTED,
			array(
				'label'                     => _x( 'Rejected', 'creation status', 'playpal' ),
				'public'                    => false,
				'internal'                  => false,
				'protected'                 => true,
				'exclude_from_search'       => true,
				'show_in_admin_all_list'    => false,
				'show_in_admin_status_list' => false,
			)
		);
	}

	/**
	 * @return array{string, string}
	 */
	protected static function labels(): array {
		return array( __( 'Creations', 'playpal' ), __( 'Creation', 'playpal' ) );
	}
}
