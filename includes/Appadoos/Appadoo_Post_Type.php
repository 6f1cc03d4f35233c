<?php
/**
 * The Appadoo post type.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * Registers `playpal_appadoo`: one post per Appadoo, its author the owner and
 * its title the name. Not public, not queryable, not in search or the REST
 * API's wp/v2 routes: the only way in is pp/v1, which checks ownership.
 */
final class Appadoo_Post_Type {

	public const POST_TYPE = 'playpal_appadoo';

	public function add_hooks(): void {
		add_action( 'init', array( self::class, 'register' ) );
	}

	/**
	 * Registers the post type.
	 */
	public static function register(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'labels'              => array(
					'name'          => __( 'Appadoos', 'playpal' ),
					'singular_name' => __( 'Appadoo', 'playpal' ),
				),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => false,
				'show_in_rest'        => false,
				'has_archive'         => false,
				'rewrite'             => false,
				'query_var'           => false,
				'supports'            => array( 'title', 'author', 'custom-fields' ),
				// Appadoos stay when their owner is deleted only if WordPress reassigns them.
				'delete_with_user'    => true,
			)
		);
	}
}
