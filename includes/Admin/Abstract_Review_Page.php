<?php
/**
 * Shared frame of the review screens under wp-admin → PlayPal.
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use PlayPal\Security\Moderation_Capability;

defined( 'ABSPATH' ) || exit;

/**
 * A submenu page of PlayPal for moderators (`playpal_moderate`, held by
 * administrators and editors: Security\Moderation_Capability) whose actions
 * go through admin-post.php (`admin_post_{ACTION}`), each with a nonce per
 * item and action. Subclasses give SLUG, ACTION, the title, the handler and
 * the screen: Submissions_Page, Creations_Page.
 */
abstract class Abstract_Review_Page {

	public const SLUG = '';

	public const ACTION = '';

	public const CAPABILITY = Moderation_Capability::CAPABILITY;

	/** The page's title, also its menu label. */
	abstract protected function title(): string;

	/** Handles the screen's admin-post.php action. */
	abstract public function handle(): void;

	/** Prints the screen. */
	abstract public function render(): void;

	public function add_hooks(): void {
		// After Signups_Page made the PlayPal menu (priority 10).
		add_action( 'admin_menu', array( $this, 'add_page' ), 11 );
		add_action( 'admin_post_' . static::ACTION, array( $this, 'handle' ) );
	}

	/**
	 * PlayPal → the page.
	 */
	public function add_page(): void {
		add_submenu_page(
			Signups_Page::SLUG,
			$this->title(),
			$this->title(),
			static::CAPABILITY,
			static::SLUG,
			array( $this, 'render' )
		);
	}

	/**
	 * The screen's URL with query arguments.
	 *
	 * @param array<string, string|int> $args Query arguments.
	 */
	public static function url( array $args = array() ): string {
		return add_query_arg( array( 'page' => static::SLUG ) + $args, admin_url( 'admin.php' ) );
	}

	/**
	 * Stops the request (403) unless the person may use the screen, then checks the nonce of the action on the item.
	 *
	 * @param int    $id      Item.
	 * @param string $do      Action.
	 * @param string $refused What a person who may not is told, translated.
	 */
	protected static function check_request( int $id, string $do, string $refused ): void {
		if ( ! current_user_can( static::CAPABILITY ) ) {
			wp_die( esc_html( $refused ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( static::nonce_action( $id, $do ) );
	}

	/**
	 * The nonce action of one action on one item.
	 *
	 * @param int    $id Item.
	 * @param string $do Action.
	 */
	public static function nonce_action( int $id, string $do ): string {
		return static::ACTION . '_' . $do . '_' . $id;
	}
}
