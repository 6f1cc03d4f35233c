<?php
/**
 * Records who referred a sign-up or an order.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Commerce\Store;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the visitor's referral cookie (Referral_Cookie) and share cookie
 * (Share_Codes) when something worth attributing happens:
 *
 * - a sign-up on `pp/v1/interest` keeps the referral code in its row
 *   (`referral_code` column; the Interest route asks referral_code());
 * - a new WooCommerce order (`woocommerce_new_order`) gets the order meta
 *   `_playpal_referral_code`.
 *
 * Either one also counts a conversion for the share code the visitor came
 * through, if any.
 */
final class Referral_Attribution {

	public const ORDER_META = '_playpal_referral_code';

	private Referral_Cookie $cookie;

	private Share_Codes_Repository $shares;

	private Store $store;

	/**
	 * Constructor.
	 *
	 * @param Referral_Cookie             $cookie The referral cookie.
	 * @param Share_Codes_Repository|null $shares Share codes.
	 * @param Store|null                  $store  The store.
	 */
	public function __construct( Referral_Cookie $cookie, ?Share_Codes_Repository $shares = null, ?Store $store = null ) {
		$this->cookie = $cookie;
		$this->shares = $shares ?? new Share_Codes_Repository();
		$this->store  = $store ?? new Store();
	}

	public function add_hooks(): void {
		add_action( 'woocommerce_new_order', array( $this, 'attribute_order' ), 10, 1 );
	}

	/**
	 * The referral code to keep with a sign-up ('' for none).
	 */
	public function referral_code(): string {
		return (string) $this->cookie->current_code();
	}

	/**
	 * Counts a conversion for the share code the visitor came through, if any.
	 */
	public function count_share_conversion(): void {
		$code = isset( $_COOKIE[ Share_Codes::COOKIE ] ) && is_string( $_COOKIE[ Share_Codes::COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ Share_Codes::COOKIE ] ) ) : '';
		if ( Share_Codes::is_code( $code ) ) {
			$this->shares->add_conversion( $code );
		}
	}

	/**
	 * Keeps the referral code with a new order.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function attribute_order( mixed $order_id ): void {
		$code = $this->referral_code();
		if ( '' !== $code ) {
			$this->store->set_order_meta( (int) $order_id, self::ORDER_META, $code );
		}
		$this->count_share_conversion();
	}
}
