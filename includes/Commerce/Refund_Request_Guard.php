<?php
/**
 * Refuses a malformed refund sent to WooCommerce's REST API before it runs.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

use PlayPal\Errors\Invalid_Input;
use PlayPal\Money\Currency_Units;
use PlayPal\Money\Money;
use WC_Order;
use WP_Error;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * `POST wc/v3/orders/{id}/refunds` answers 500 for an amount that is no
 * number ("Invalid refund amount."), turns an `api_refund` that is not a
 * boolean into a gateway refund, and lets a line give back more than it cost.
 * Refunds move the creators' ledger, memberships and downloads, so PlayPal
 * checks the body first — after WooCommerce's own permission check
 * (`rest_dispatch_request`), before its callback — and answers 400 with a
 * stable code for what it would mishandle. A valid body passes untouched.
 *
 * Amounts are read in the order's currency: no sign, no exponent, no more
 * digits after the point than ISO 4217 gives it, at most what the order (or
 * the line) has left to give back.
 */
final class Refund_Request_Guard {

	/** WooCommerce's refund routes (v2 and v3 share the handler). */
	private const ROUTE = '#^/wc/v[23]/orders/(?P<order>[0-9]+)/refunds$#';

	/** A decimal amount as text: digits, at most one point. */
	private const AMOUNT = '/^[0-9]{1,12}(?:\.([0-9]{0,12}))?$/';

	public function __construct( private Order_Lines $orders ) {}

	public function add_hooks(): void {
		add_filter( 'rest_dispatch_request', array( $this, 'check' ), 10, 2 );
	}

	/**
	 * Filter callback: a WP_Error for a refund body PlayPal would mishandle.
	 *
	 * @param mixed $result  Null, or another plugin's answer.
	 * @param mixed $request The request.
	 * @return mixed The same result, or the refusal.
	 */
	public function check( mixed $result, mixed $request ): mixed {
		if ( null !== $result || ! $request instanceof WP_REST_Request || 'POST' !== $request->get_method() || ! preg_match( self::ROUTE, $request->get_route(), $match ) ) {
			return $result;
		}
		$order = function_exists( 'wc_get_order' ) ? wc_get_order( (int) $match['order'] ) : null;
		if ( ! $order instanceof WC_Order ) {
			return $result; // WooCommerce answers its own 404.
		}
		return $this->refusal( $request, $order ) ?? $result;
	}

	/**
	 * What is wrong with the body, or null.
	 *
	 * @param WP_REST_Request $request The request.
	 * @param WC_Order        $order   Its order.
	 */
	private function refusal( WP_REST_Request $request, WC_Order $order ): ?WP_Error {
		$currency = (string) $order->get_currency();
		foreach ( array( 'api_refund', 'api_restock' ) as $flag ) {
			if ( null !== $request[ $flag ] && ! is_bool( $request[ $flag ] ) ) {
				return self::error( 'playpal_refund_invalid_field', __( 'This field must be true or false.', 'playpal' ), $flag );
			}
		}
		if ( null !== $request['reason'] && ! is_string( $request['reason'] ) ) {
			return self::error( 'playpal_refund_invalid_field', __( 'The reason must be text.', 'playpal' ), 'reason' );
		}
		$left    = $this->orders->items_left( $order );
		$named   = 0;
		$restock = false;
		$lines   = $request['line_items'];
		if ( null !== $lines && ! is_array( $lines ) ) {
			return self::error( 'playpal_refund_lines_invalid', __( 'The lines to refund are not a list of the order’s lines.', 'playpal' ), 'line_items' );
		}
		$named_lines = self::named_lines( (array) $lines, $currency );
		if ( null === $named_lines ) {
			return self::error( 'playpal_refund_lines_invalid', __( 'The lines to refund are not a list of the order’s lines.', 'playpal' ), 'line_items' );
		}
		foreach ( $named_lines as $id => [ $total, $quantity ] ) {
			if ( ! isset( $left[ $id ] ) || ! self::quantity_fits( $quantity, $order, $id ) ) {
				return self::error( 'playpal_refund_lines_invalid', __( 'The lines to refund are not a list of the order’s lines.', 'playpal' ), 'line_items' );
			}
			if ( $total > $left[ $id ] ) {
				return self::error( 'playpal_refund_line_too_large', __( 'A line cannot give back more than is left of it.', 'playpal' ), 'line_items' );
			}
			$named  += $total;
			$restock = $restock || ( is_numeric( $quantity ) && (int) $quantity > 0 );
		}
		$amount = $request['amount'];
		if ( null === $amount ) {
			return null; // WooCommerce adds up the lines.
		}
		$minor = self::minor( $amount, $currency );
		if ( null === $minor ) {
			return self::error(
				'playpal_refund_amount_invalid',
				/* translators: %d: digits after the decimal point in the order's currency. */
				sprintf( __( 'Enter the amount to refund as a number with at most %d digits after the point.', 'playpal' ), Currency_Units::of( $currency ) ),
				'amount'
			);
		}
		if ( 0 === $minor && ! $restock ) {
			// Nothing given back and nothing put back in stock: a refund of nothing would still move the order.
			return self::error( 'playpal_refund_amount_invalid', __( 'Enter an amount above zero, or the lines to put back in stock.', 'playpal' ), 'amount' );
		}
		if ( $minor > Money::from_decimal( (float) $order->get_remaining_refund_amount(), $currency )->minor ) {
			return self::error( 'playpal_refund_amount_too_large', __( 'The amount is more than the order has left to refund.', 'playpal' ), 'amount' );
		}
		if ( $named > $minor ) {
			return self::error( 'playpal_refund_lines_too_large', __( 'The lines add up to more than the amount refunded.', 'playpal' ), 'line_items' );
		}
		return null;
	}

	/**
	 * An amount as sent, in minor units; null when it is no plain amount of the currency.
	 *
	 * @param mixed  $value    As sent.
	 * @param string $currency The order's currency.
	 */
	private static function minor( mixed $value, string $currency ): ?int {
		$text = is_int( $value ) || is_float( $value ) ? (string) $value : ( is_string( $value ) ? trim( $value ) : '' );
		if ( ! preg_match( self::AMOUNT, $text, $parts ) || strlen( rtrim( $parts[1] ?? '', '0' ) ) > Currency_Units::of( $currency ) ) {
			return null;
		}
		return Money::from_decimal( $text, $currency )->minor;
	}

	/**
	 * The lines a refund names, in either shape WooCommerce takes: its REST
	 * shape (a list of `{id, quantity, refund_total, refund_tax: [{id,
	 * refund_total}]}`) or its own (`{item id: {qty, refund_total, refund_tax:
	 * {tax id: amount}}}`). Null when they are neither.
	 *
	 * @param array<mixed> $lines    As sent.
	 * @param string       $currency The order's currency.
	 * @return array<int, array{0: int, 1: mixed}>|null Item id → [refund with its tax in minor units, quantity as sent].
	 */
	private static function named_lines( array $lines, string $currency ): ?array {
		$keyed = array_keys( $lines ) !== range( 0, count( $lines ) - 1 );
		$named = array();
		foreach ( $lines as $key => $line ) {
			if ( ! is_array( $line ) ) {
				return null;
			}
			$id    = $keyed ? $key : ( $line['id'] ?? null );
			$id    = is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ? (int) $id : 0;
			$total = self::line_total( $line, $currency );
			if ( $id < 1 || null === $total || isset( $named[ $id ] ) ) {
				return null;
			}
			$named[ $id ] = array( $total, $line['quantity'] ?? $line['qty'] ?? null );
		}
		return $named;
	}

	/**
	 * A line's refund with its tax, in minor units; null when a part is no plain amount.
	 *
	 * @param array<mixed> $line     The line as sent.
	 * @param string       $currency The order's currency.
	 */
	private static function line_total( array $line, string $currency ): ?int {
		$total = self::minor( $line['refund_total'] ?? '0', $currency );
		$taxes = $line['refund_tax'] ?? array();
		if ( null === $total || ! is_array( $taxes ) ) {
			return null;
		}
		foreach ( $taxes as $tax ) {
			// REST shape `{id, refund_total}`, or WooCommerce's own `tax id => amount`.
			$part = self::minor( is_array( $tax ) ? ( $tax['refund_total'] ?? null ) : $tax, $currency );
			if ( null === $part ) {
				return null;
			}
			$total += $part;
		}
		return $total;
	}

	/**
	 * Whether a line's quantity to restock is absent or a whole number up to the line's.
	 *
	 * @param mixed    $quantity As sent.
	 * @param WC_Order $order    The order.
	 * @param int      $item_id  The line.
	 */
	private static function quantity_fits( mixed $quantity, WC_Order $order, int $item_id ): bool {
		if ( null === $quantity ) {
			return true;
		}
		$quantity = is_string( $quantity ) && ctype_digit( $quantity ) ? (int) $quantity : $quantity;
		$item     = $order->get_item( $item_id );
		return is_int( $quantity ) && $quantity >= 0 && false !== $item && $quantity <= (int) $item->get_quantity();
	}

	/**
	 * Invalid_Input naming the field, as WordPress's filter takes it.
	 *
	 * @param string $code    Stable code.
	 * @param string $message Sentence.
	 * @param string $param   Field.
	 */
	private static function error( string $code, string $message, string $param ): WP_Error {
		return ( new Invalid_Input( $code, $message, array( 'param' => $param ) ) )->to_wp_error();
	}
}
