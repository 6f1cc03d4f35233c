<?php
/**
 * Whether an app page may be shared by a cache (issue 16, item 2).
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend;

defined( 'ABSPATH' ) || exit;

/**
 * A visitor who is not signed in and holds no cart gets the same page as
 * every other such visitor, so a reverse proxy or CDN may keep it for a
 * short while. The cookies below mark someone whose page would differ: a
 * WordPress login, a WooCommerce session or cart, WooCommerce's private
 * "coming soon" link. Their pages stay private, as before.
 */
final class Shared_Page_Policy {

	/** Seconds a cache may keep a shared page, unless filtered. */
	public const DEFAULT_MAX_AGE = 60;

	/**
	 * Cookie name prefixes that make a page personal.
	 *
	 * - `wordpress_logged_in_`, `wordpress_sec_` and `wordpress_{hash}`: WordPress's login.
	 * - `wp_woocommerce_session_`, `woocommerce_items_in_cart`, `woocommerce_cart_hash`: a cart.
	 * - `woo-share`: WooCommerce's private link shows a hidden store.
	 */
	private const PERSONAL_COOKIE_PREFIXES = array(
		'wordpress_logged_in_',
		'wordpress_sec_',
		'wp_woocommerce_session_',
		'woocommerce_items_in_cart',
		'woocommerce_cart_hash',
		'woo-share',
	);

	/**
	 * Whether the current request's page may be shared.
	 */
	public function is_shareable(): bool {
		if ( is_user_logged_in() || $this->max_age() < 1 ) {
			return false;
		}
		// Only the names are compared; nothing is read from the values.
		// phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized
		foreach ( array_keys( $_COOKIE ) as $name ) {
			if ( $this->is_personal_cookie( (string) $name ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Seconds a cache may keep a shared page (0 or less: pages are never shared).
	 */
	public function max_age(): int {
		/**
		 * Filters how long a reverse proxy or CDN may keep an anonymous visitor's app page.
		 *
		 * @param int $seconds 60 by default; 0 keeps every page private.
		 */
		return (int) apply_filters( 'playpal_page_cache_max_age', self::DEFAULT_MAX_AGE );
	}

	/**
	 * Whether a cookie marks a visitor whose page is their own.
	 *
	 * @param string $name Cookie name.
	 */
	public function is_personal_cookie( string $name ): bool {
		if ( defined( 'AUTH_COOKIE' ) && AUTH_COOKIE === $name ) {
			return true;
		}
		foreach ( self::PERSONAL_COOKIE_PREFIXES as $prefix ) {
			if ( str_starts_with( $name, $prefix ) ) {
				return true;
			}
		}
		return false;
	}
}
