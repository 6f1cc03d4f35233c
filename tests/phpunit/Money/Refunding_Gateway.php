<?php
/**
 * A payment gateway that refunds through its "API", for the model test.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Money;

/**
 * Stands for a card processor whose API answers "refunded" to every refund
 * WooCommerce sends it (`refund_payment` / wc/v3's `api_refund`), so the model
 * test's orders can be refunded through a gateway as a shop's are. It moves no
 * money: the refund itself is WooCommerce's, recorded as any other.
 */
final class Refunding_Gateway extends \WC_Payment_Gateway {

	public const ID = 'playpal_model_refunds';

	/**
	 * How many refunds it was asked for.
	 *
	 * @var int
	 */
	public int $refunds = 0;

	/** Takes payments and refunds. */
	public function __construct() {
		$this->id       = self::ID;
		$this->enabled  = 'yes';
		$this->supports = array( 'products', 'refunds' );
	}

	/**
	 * The processor's answer: refunded.
	 *
	 * @param int        $order_id Order.
	 * @param float|null $amount   Amount.
	 * @param string     $reason   Reason.
	 */
	public function process_refund( $order_id, $amount = null, $reason = '' ): bool {
		++$this->refunds;
		return true;
	}
}
