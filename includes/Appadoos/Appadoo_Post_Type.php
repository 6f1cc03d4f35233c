<?php
/**
 * The Appadoo post type.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Database\Private_Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `playpal_appadoo`: one post per Appadoo, its author the owner and
 * its title the name. Not public, not queryable, not in search, exports or
 * the REST API's wp/v2 routes, with capabilities of its own
 * (Storage\Private_Post_Type): the only way in is pp/v1, which checks
 * ownership.
 */
final class Appadoo_Post_Type extends Private_Post_Type {

	public const POST_TYPE = 'playpal_appadoo';

	/** Who may manage every Appadoo through WordPress's own doors (Security\Private_Post_Capabilities). */
	public const MANAGER_CAPABILITY = Appadoo_Access::MANAGE_ALL;

	protected const SUPPORTS = array( 'title', 'author', 'custom-fields' );

	// Appadoos stay when their owner is deleted only if WordPress reassigns them.
	protected const DELETE_WITH_USER = true;

	/**
	 * @return array{string, string}
	 */
	protected static function labels(): array {
		return array( __( 'Appadoos', 'playpal' ), __( 'Appadoo', 'playpal' ) );
	}
}
