<?php
/**
 * A Store API error: a stable code, a message and an HTTP status, turned
 * into the `{ code, message, data: { status, … } }` body once, by the route.
 *
 * @package WooCommerce_Double
 */

namespace WooCommerce_Double;

use Exception;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by cart and catalogue operations.
 */
final class Route_Error extends Exception {

	/**
	 * @param string               $error_code WooCommerce error code, e.g. woocommerce_rest_cart_invalid_key.
	 * @param string               $message    Human message.
	 * @param int                  $status     HTTP status.
	 * @param array<string, mixed> $extra      More data for the body.
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly int $status,
		public readonly array $extra = array()
	) {
		parent::__construct( $message, $status );
	}
}
