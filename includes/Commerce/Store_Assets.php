<?php
/**
 * Keeps WooCommerce's classic frontend scripts and styles off app pages.
 *
 * WooCommerce enqueues them on every page of a store: jQuery and blockUI,
 * add-to-cart, cart fragments, order attribution, its stylesheets, and block
 * styles late in the footer. The app draws the shop itself from the Store
 * API, so on its pages they are only weight, and some make requests of their
 * own. WooCommerce's own pages (checkout, my account) are not app pages and
 * keep everything.
 *
 * Order attribution is off on app pages with them: see README.md, "The shop
 * and WooCommerce".
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Dequeues the store plugin's own frontend assets.
 */
final class Store_Assets {

	public function __construct( private Store $store ) {}

	/**
	 * For the current (app) page: after everyone has enqueued, and again
	 * before the footer prints what was enqueued while the page rendered.
	 */
	public function keep_off_this_page(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'dequeue' ), PHP_INT_MAX );
		add_action( 'wp_footer', array( $this, 'dequeue' ), 0 );
	}

	/**
	 * Dequeues every queued script and style the store plugin serves.
	 */
	public function dequeue(): void {
		$base = $this->store->plugin_url();
		if ( '' === $base ) {
			return;
		}
		foreach ( $this->store_handles( wp_scripts(), $base ) as $handle ) {
			wp_dequeue_script( $handle );
		}
		foreach ( $this->store_handles( wp_styles(), $base ) as $handle ) {
			wp_dequeue_style( $handle );
		}
	}

	/**
	 * Queued handles whose file is under the store plugin's URL, and its
	 * file-less handles that only carry inline code ("woocommerce-inline").
	 *
	 * @param \WP_Dependencies $dependencies Scripts or styles.
	 * @param string           $base         The store plugin's URL.
	 * @return string[]
	 */
	private function store_handles( \WP_Dependencies $dependencies, string $base ): array {
		$handles = array();
		foreach ( $dependencies->queue as $handle ) {
			$src = $dependencies->registered[ $handle ]->src ?? '';
			$src = is_string( $src ) ? $src : '';
			if ( '' !== $src ? str_starts_with( $src, $base . '/' ) : str_starts_with( $handle, 'woocommerce' ) ) {
				$handles[] = $handle;
			}
		}
		return $handles;
	}
}
