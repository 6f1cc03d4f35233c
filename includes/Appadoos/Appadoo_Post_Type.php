<?php
/**
 * The Appadoo post type.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

use PlayPal\Security\Private_Post_Capabilities;
use PlayPal\Database\Private_Post_Type;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `playpal_appadoo`: one post per Appadoo, its author the owner and
 * its title the name. Not public, not queryable, not in search, exports or
 * the REST API's wp/v2 routes, with capabilities of its own
 * (Storage\Private_Post_Type): the only way in is pp/v1, which checks
 * ownership.
 */
final class Appadoo_Post_Type {

	public const POST_TYPE = 'playpal_appadoo';

	/** Who may manage every Appadoo through WordPress's own doors (Security\Private_Post_Capabilities). */
	public const MANAGER_CAPABILITY = Appadoo_Access::MANAGE_ALL;

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
	 * Registers the post type.
	 */
	public static function register(): void {
		Private_Post_Type::register(
			self::POST_TYPE,
			array(
				'name'          => __( 'Appadoos', 'playpal' ),
				'singular_name' => __( 'Appadoo', 'playpal' ),
			),
			array( 'title', 'author', 'custom-fields' ),
			// Appadoos stay when their owner is deleted only if WordPress reassigns them.
			true
		);
	}
}
