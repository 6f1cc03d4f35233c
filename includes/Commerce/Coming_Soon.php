<?php
/**
 * WooCommerce's "coming soon" mode, as it applies to the current visitor.
 *
 * WooCommerce turns `woocommerce_coming_soon` on (store pages only) the first
 * time wp-admin opens after it is installed. Its own page then replaces the
 * theme's template for visitors, which on app pages printed WooCommerce's
 * document followed by the app shell's. This reads the options WooCommerce
 * reads, with the same exceptions (people who manage the store, holders of
 * the private link, other plugins' exclusions), so PlayPal can show its own
 * state instead and tell WooCommerce to leave its pages alone.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * Whether the store, or the whole site, is "coming soon" for this visitor.
 */
class Coming_Soon {

	/** WooCommerce shows every page as coming soon. */
	public const SITE = 'site';

	/** WooCommerce shows its store pages as coming soon (its default). */
	public const STORE = 'store';

	/** The site is live. */
	public const LIVE = 'live';

	/**
	 * The mode the site owner chose in WooCommerce → Settings → Site visibility.
	 */
	public function mode(): string {
		if ( 'yes' !== get_option( 'woocommerce_coming_soon' ) ) {
			return self::LIVE;
		}
		return 'yes' === get_option( 'woocommerce_store_pages_only' ) ? self::STORE : self::SITE;
	}

	/**
	 * The mode as it applies to the current visitor: LIVE for people who may see the store.
	 */
	public function for_visitor(): string {
		return $this->sees_the_store() ? self::LIVE : $this->mode();
	}

	/**
	 * Whether the store is hidden from the current visitor (either mode).
	 */
	public function hides_store(): bool {
		return self::LIVE !== $this->for_visitor();
	}

	/**
	 * Tells WooCommerce not to print its coming-soon page on this request:
	 * PlayPal's shell shows its own state, in one document.
	 */
	public function leave_this_page_to_playpal(): void {
		add_filter( 'woocommerce_coming_soon_exclude', array( self::class, 'exclude_app_page' ) );
	}

	/**
	 * The `woocommerce_coming_soon_exclude` callback for app pages.
	 */
	public static function exclude_app_page(): bool {
		return true;
	}

	/**
	 * WooCommerce's exceptions, in its order (ComingSoonRequestHandler::should_show_coming_soon).
	 */
	private function sees_the_store(): bool {
		if ( self::LIVE === $this->mode() || ! $this->launch_your_store_enabled() ) {
			return true;
		}
		if ( current_user_can( 'manage_woocommerce' ) ) {
			return true;
		}
		if ( $this->excluded_by_others() ) {
			return true;
		}
		return $this->has_private_link();
	}

	/**
	 * Whether another plugin excludes this request from WooCommerce's coming-soon
	 * page (PlayPal's own exclusion of its pages does not make the store visible).
	 */
	private function excluded_by_others(): bool {
		$callback = array( self::class, 'exclude_app_page' );
		$priority = has_filter( 'woocommerce_coming_soon_exclude', $callback );
		if ( false !== $priority ) {
			remove_filter( 'woocommerce_coming_soon_exclude', $callback, $priority );
		}
		/** This filter is documented in WooCommerce (src/Internal/ComingSoon/ComingSoonRequestHandler.php). */
		$excluded = (bool) apply_filters( 'woocommerce_coming_soon_exclude', false ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's own filter.
		if ( false !== $priority ) {
			add_filter( 'woocommerce_coming_soon_exclude', $callback, $priority );
		}
		return $excluded;
	}

	/**
	 * WooCommerce's "share your site" link: `?woo-share=KEY`, then a cookie for 90 days.
	 */
	private function has_private_link(): bool {
		if ( 'yes' !== get_option( 'woocommerce_private_link' ) ) {
			return false;
		}
		$key = (string) get_option( 'woocommerce_share_key' );
		if ( '' === $key ) {
			return false;
		}
		// phpcs:disable WordPress.Security.NonceVerification.Recommended -- a read-only share link, as WooCommerce reads it.
		$from_link = isset( $_GET['woo-share'] ) ? sanitize_text_field( wp_unslash( $_GET['woo-share'] ) ) : '';
		// phpcs:enable
		if ( hash_equals( $key, $from_link ) ) {
			if ( ! headers_sent() && ! isset( $_COOKIE['woo-share'] ) ) {
				// WooCommerce keeps the link in this cookie; its own handler is skipped on app pages.
				setcookie( 'woo-share', $from_link, time() + 90 * DAY_IN_SECONDS, COOKIEPATH ? COOKIEPATH : '/' );
				$_COOKIE['woo-share'] = $from_link; // Once per request.
			}
			return true;
		}
		$from_cookie = isset( $_COOKIE['woo-share'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['woo-share'] ) ) : '';
		return hash_equals( $key, $from_cookie );
	}

	/**
	 * WooCommerce's "launch your store" feature, which coming soon belongs to (on unless turned off).
	 */
	private function launch_your_store_enabled(): bool {
		$features = '\Automattic\WooCommerce\Admin\Features\Features';
		return ! class_exists( $features ) || (bool) $features::is_enabled( 'launch-your-store' );
	}
}
