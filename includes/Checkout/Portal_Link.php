<?php
/**
 * The order-received page points to the member portal's Downloads tab.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

use PlayPal\Frontend\Url_Router;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce's order-received page lists the order's downloads itself (the
 * block theme's Order Confirmation Downloads block, the classic template's
 * order downloads table). Under them, through `woocommerce_thankyou` (which
 * both the block's Additional Information and the classic thank-you template
 * run, and only for someone allowed to see the order), a paid order with
 * files gets a link to where they stay: the member portal's Downloads tab
 * (`/member-portal#downloads`).
 */
final class Portal_Link {

	/** The hash the member portal opens its Downloads tab on (src/features/member-portal). */
	public const DOWNLOADS_HASH = '#downloads';

	public function __construct( private Url_Router $router ) {}

	public function add_hooks(): void {
		add_action( 'woocommerce_thankyou', array( $this, 'print_link' ) );
	}

	/**
	 * The member portal's Downloads tab (a path from the site's root, as the app's own links).
	 */
	public function url(): string {
		return $this->router->basename() . '/member-portal' . self::DOWNLOADS_HASH;
	}

	/**
	 * Prints the link for a paid order that has files.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function print_link( $order_id ): void {
		$order = function_exists( 'wc_get_order' ) ? wc_get_order( (int) $order_id ) : null;
		if ( ! $order instanceof \WC_Order || ! $order->has_downloadable_item() || ! $order->is_download_permitted() ) {
			return;
		}
		printf(
			'<section class="pp-portal-link" aria-labelledby="pp-portal-link-title"><h2 id="pp-portal-link-title">%1$s</h2><p>%2$s</p><p><a class="pp-fs-button" href="%3$s">%4$s</a></p></section>',
			esc_html__( 'Your printables are ready', 'playpal' ),
			esc_html__( 'Download them above now, or any time later from the Downloads tab of your member portal.', 'playpal' ),
			esc_url( $this->url() ),
			esc_html__( 'Open my downloads in the member portal', 'playpal' )
		);
	}
}
