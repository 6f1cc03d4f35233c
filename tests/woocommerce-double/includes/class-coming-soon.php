<?php
/**
 * WooCommerce's "coming soon" mode, reduced (WooCommerce 10:
 * src/Internal/ComingSoon/ComingSoonRequestHandler.php and ComingSoonHelper.php).
 *
 * Same options (`woocommerce_coming_soon`, `woocommerce_store_pages_only`,
 * `woocommerce_private_link`, `woocommerce_share_key`), same exceptions
 * (people who may `manage_woocommerce`, 404 pages in store-only mode, the
 * `woocommerce_coming_soon_exclude` filter, the private link) and the same
 * way of answering: on `template_include` it sends `Cache-Control: max-age=60`,
 * prints its page and returns an empty template, as WooCommerce does with a
 * block theme. So a plugin that renders pages itself meets what it would meet
 * on a real store.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

defined( 'ABSPATH' ) || exit;

/**
 * The coming-soon page.
 */
final class Coming_Soon {

	public static function register(): void {
		add_filter( 'template_include', array( self::class, 'template' ) );
	}

	/**
	 * @param string $template Template WordPress chose.
	 * @return string The template, or '' once the coming-soon page is printed.
	 */
	public static function template( $template ) {
		if ( ! self::shows() ) {
			return $template;
		}
		header( 'Cache-Control: max-age=60' );
		add_action(
			'wp_head',
			static function () {
				echo "<meta name='woo-coming-soon-page' content='yes'>\n";
			}
		);
		?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
		<?php wp_head(); ?>
</head>
<body>
<main class="woocommerce-coming-soon">
<h1>Great things are on the horizon</h1>
<p>Something big is brewing! Our store is in the works and will be launching soon!</p>
</main>
		<?php wp_footer(); ?>
</body>
</html>
		<?php
		return '';
	}

	private static function shows(): bool {
		if ( 'yes' !== get_option( 'woocommerce_coming_soon' ) || current_user_can( 'manage_woocommerce' ) ) {
			return false;
		}
		$store_only = 'yes' === get_option( 'woocommerce_store_pages_only' );
		if ( $store_only && ( is_404() || ! self::is_store_page() ) ) {
			return false;
		}
		if ( apply_filters( 'woocommerce_coming_soon_exclude', false ) ) { // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's filter.
			return false;
		}
		if ( 'yes' === get_option( 'woocommerce_private_link' ) ) {
			$key = (string) get_option( 'woocommerce_share_key' );
			// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a read-only share link.
			$given = isset( $_GET['woo-share'] ) ? sanitize_text_field( wp_unslash( $_GET['woo-share'] ) ) : ( isset( $_COOKIE['woo-share'] ) ? sanitize_text_field( wp_unslash( $_COOKIE['woo-share'] ) ) : '' );
			if ( '' !== $key && hash_equals( $key, $given ) ) {
				return false;
			}
		}
		return true;
	}

	/**
	 * WooCommerce's store pages: shop, cart and checkout pages, products and their archives.
	 */
	private static function is_store_page(): bool {
		foreach ( array( 'shop', 'cart', 'checkout' ) as $page ) {
			$page_id = wc_get_page_id( $page );
			if ( $page_id > 0 && is_page( $page_id ) ) {
				return true;
			}
		}
		if ( is_post_type_archive( Catalog::POST_TYPE ) || is_singular( Catalog::POST_TYPE ) || is_tax( Catalog::CATEGORY ) ) {
			return true;
		}
		global $wp;
		return (bool) apply_filters( 'woocommerce_is_extension_store_page', false, home_url( $wp->request ?? '' ) ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- WooCommerce's filter.
	}
}
