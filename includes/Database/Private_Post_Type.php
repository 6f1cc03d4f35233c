<?php
/**
 * Registration of a post type that only PlayPal's own routes and screens reach.
 *
 * @package PlayPal
 */

namespace PlayPal\Database;

use PlayPal\Security\Private_Post_Capabilities;

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
 *
 * Subclasses give POST_TYPE, MANAGER_CAPABILITY, SUPPORTS, DELETE_WITH_USER
 * and the labels: Appadoo_Post_Type, Submission_Post_Type, Creation_Post_Type.
 */
abstract class Private_Post_Type {

	/** Post type name; subclasses set it. */
	public const POST_TYPE = '';

	/** Who may manage every post of the type through WordPress's own doors (Security\Private_Post_Capabilities). */
	public const MANAGER_CAPABILITY = '';

	/** Features, e.g. title, editor, custom-fields. */
	protected const SUPPORTS = array();

	/** Whether WordPress deletes the author's posts with them. */
	protected const DELETE_WITH_USER = false;

	/**
	 * The plural and singular name, translated.
	 *
	 * @return array{string, string}
	 */
	abstract protected static function labels(): array;

	/**
	 * Registers the type on init, and with the capability map of the private types.
	 *
	 * @param Private_Post_Capabilities $capabilities The map Plugin builds.
	 */
	public function add_hooks( Private_Post_Capabilities $capabilities ): void {
		$capabilities->register( static::POST_TYPE, static::MANAGER_CAPABILITY );
		add_action( 'init', array( static::class, 'register' ) );
	}

	/**
	 * Registers the post type once (idempotent).
	 */
	public static function register(): void {
		/** @var lowercase-string&non-empty-string $post_type Every subclass names its type so. */
		$post_type = static::POST_TYPE;
		if ( post_type_exists( $post_type ) ) {
			return;
		}
		$plural = self::plural_capability_base( $post_type );
		$labels = static::labels();
		register_post_type(
			$post_type,
			array(
				'labels'              => array(
					'name'          => $labels[0],
					'singular_name' => $labels[1],
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
				'supports'            => static::SUPPORTS,
				'delete_with_user'    => static::DELETE_WITH_USER,
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
