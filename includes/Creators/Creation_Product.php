<?php
/**
 * Which creator a shop product pays.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

defined( 'ABSPATH' ) || exit;

/**
 * A WooCommerce product sold for a creator carries the creator's user id in
 * its meta; the commission ledger pays whoever it names. Products without it
 * are the shop's own and earn nobody a commission.
 */
final class Creation_Product {

	/** Product meta: the creator's user id. */
	public const CREATOR_META = '_playpal_creator_id';

	/** Product meta: the creation (playpal_creation post id) the product sells. */
	public const CREATION_META = '_playpal_creation_id';

	/** Creation post meta: the WooCommerce product id that sells it (0 or absent: none yet). */
	public const PRODUCT_META = '_playpal_product_id';

	/**
	 * The creator a product pays, 0 for the shop's own products.
	 *
	 * @param int $product_id Product id (a variation's parent).
	 */
	public function creator_of( int $product_id ): int {
		$creator = $product_id > 0 ? (int) get_post_meta( $product_id, self::CREATOR_META, true ) : 0;
		return $creator > 0 && false !== get_userdata( $creator ) ? $creator : 0;
	}
}
