<?php
/**
 * WooCommerce's headings without a level get the one ARIA implies.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

use PlayPal\Commerce\Store;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce 10.0.2's block checkout draws its order summary's title as
 * `<p role="heading">` without `aria-level`, which WAI-ARIA requires of a
 * heading role (axe: aria-required-attr, critical). On WooCommerce's own
 * pages, a few lines of script give every such heading `aria-level="2"`, the
 * level ARIA 1.2 implies for it, as WooCommerce's React renders them (its
 * checkout draws after load). Nothing changes for a heading that has a level.
 */
final class Heading_Levels {

	/** The script handle (a handle without a file, carrying the inline script). */
	public const HANDLE = 'playpal-heading-levels';

	public function __construct( private Store $store ) {}

	public function add_hooks(): void {
		add_action( 'wp', array( $this, 'on_store_pages' ) );
	}

	/**
	 * On WooCommerce's own pages, queues the script.
	 */
	public function on_store_pages(): void {
		if ( $this->store->is_store_page() ) {
			add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ) );
		}
	}

	public function enqueue(): void {
		wp_register_script( self::HANDLE, false, array(), PLAYPAL_VERSION, array( 'in_footer' => true ) );
		wp_enqueue_script( self::HANDLE );
		wp_add_inline_script( self::HANDLE, self::script() );
	}

	/**
	 * The script: levels every `role="heading"` without one, now and as the page changes.
	 */
	public static function script(): string {
		return '(function(){var level=function(){document.querySelectorAll(\'[role="heading"]:not([aria-level])\').forEach(function(h){h.setAttribute("aria-level","2");});};'
			. 'level();new MutationObserver(level).observe(document.body,{childList:true,subtree:true});})();';
	}
}
