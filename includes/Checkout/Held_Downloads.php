<?php
/**
 * What a revoked download permission had used, until it is granted again.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

use WC_Customer_Download;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce grants a file with a fresh count and expiry each time
 * (wc_downloadable_file_permission()). A permission Download_Revocation takes
 * back (the order on hold, the line refunded) must come back as it was, or
 * completed → on-hold → completed would hand out a new download allowance.
 *
 * So each revoked row's downloads remaining, count, grant time and expiry are
 * kept, per order, by product and file, and put on the row WooCommerce (or
 * Download_Revocation) grants for that same file of that order, through
 * WooCommerce's `woocommerce_downloadable_file_permission` filter; once put
 * back they are forgotten. They live in an option of their own rather than in
 * the order's meta: writing order meta during a status change can save the
 * order again (HPOS) and re-enter the transition being handled.
 */
final class Held_Downloads {

	private const OPTION = 'playpal_held_downloads_';

	/**
	 * Keeps what a permission row had used (the first time only: a row granted since, not yet matched to
	 * what was kept, is not the truth).
	 *
	 * @param WC_Customer_Download $row Permission about to be deleted.
	 */
	public function keep( WC_Customer_Download $row ): void {
		$order_id = (int) $row->get_order_id();
		$held     = $this->read( $order_id );
		$key      = self::key( (int) $row->get_product_id(), (string) $row->get_download_id() );
		if ( isset( $held[ $key ] ) ) {
			return;
		}
		$granted      = $row->get_access_granted();
		$expires      = $row->get_access_expires();
		$held[ $key ] = array(
			'remaining' => (string) $row->get_downloads_remaining(),
			'count'     => (int) $row->get_download_count(),
			'granted'   => $granted ? $granted->getTimestamp() : null,
			'expires'   => $expires ? $expires->getTimestamp() : null,
		);
		update_option( self::OPTION . $order_id, $held, false );
	}

	/**
	 * `woocommerce_downloadable_file_permission`: a file granted again gets what it had used.
	 *
	 * @param mixed $download The permission about to be saved.
	 * @param mixed $product  Product.
	 * @param mixed $order    Order.
	 * @return mixed
	 */
	public function put_back( mixed $download, mixed $product, mixed $order ): mixed {
		if ( ! $download instanceof WC_Customer_Download || ! $order instanceof \WC_Order ) {
			return $download;
		}
		unset( $product );
		$order_id = $order->get_id();
		$held     = $this->read( $order_id );
		$key      = self::key( (int) $download->get_product_id(), (string) $download->get_download_id() );
		if ( ! isset( $held[ $key ] ) ) {
			return $download;
		}
		$was = $held[ $key ];
		$download->set_downloads_remaining( $was['remaining'] );
		$download->set_download_count( $was['count'] );
		if ( null !== $was['granted'] ) {
			$download->set_access_granted( $was['granted'] );
		}
		$download->set_access_expires( $was['expires'] );
		unset( $held[ $key ] );
		$this->write( $order_id, $held );
		return $download;
	}

	/**
	 * Forgets an order's kept rows (the order is deleted).
	 *
	 * @param mixed $order_id Order id.
	 */
	public function forget( mixed $order_id ): void {
		if ( is_numeric( $order_id ) ) {
			delete_option( self::OPTION . (int) $order_id );
		}
	}

	/**
	 * @param int $order_id Order.
	 * @return array<string, array{remaining: string, count: int, granted: int|null, expires: int|null}>
	 */
	private function read( int $order_id ): array {
		$held = get_option( self::OPTION . $order_id, array() );
		return is_array( $held ) ? $held : array();
	}

	/**
	 * @param int                                                                                       $order_id Order.
	 * @param array<string, array{remaining: string, count: int, granted: int|null, expires: int|null}> $held     What is kept.
	 */
	private function write( int $order_id, array $held ): void {
		if ( $held ) {
			update_option( self::OPTION . $order_id, $held, false );
		} else {
			delete_option( self::OPTION . $order_id );
		}
	}

	/**
	 * @param int    $product_id  Product (or variation).
	 * @param string $download_id The product's file id.
	 */
	private static function key( int $product_id, string $download_id ): string {
		return $product_id . ':' . $download_id;
	}
}
