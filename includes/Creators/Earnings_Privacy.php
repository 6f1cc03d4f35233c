<?php
/**
 * Tools → Export / Erase Personal Data for creators' earnings and payouts.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use InvalidArgumentException;
use PlayPal\Money\Money;
use PlayPal\Privacy\Abstract_Privacy_Tools;

defined( 'ABSPATH' ) || exit;

/**
 * Exports a creator's ledger entries and payouts. Erasing keeps every amount
 * and day (the shop's books need them) but takes the person out: entries no
 * longer name them as creator or buyer, payouts lose their reference.
 */
final class Earnings_Privacy extends Abstract_Privacy_Tools {

	public const ID = 'playpal-creator-earnings';

	public function __construct( private Commission_Ledger $ledger, private Payout_Ledger $payouts ) {}

	protected function friendly_name(): string {
		return __( 'PlayPal creator earnings', 'playpal' );
	}

	/**
	 * The person's entries and payouts, in WordPress's export format (one page:
	 * a ledger row is small, and a creator's history fits).
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page (all on the first).
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		$user = get_user_by( 'email', $email );
		if ( ! $user || $page > 1 ) {
			return self::exported( array(), true );
		}
		$data = array();
		foreach ( $this->ledger->for_creator( (int) $user->ID ) as $entry ) {
			$data[] = self::item(
				__( 'Creator earnings', 'playpal' ),
				'playpal-commission-' . $entry['id'],
				array(
					array( __( 'Date (UTC)', 'playpal' ), $entry['created_at'] ),
					array( __( 'Order', 'playpal' ), $entry['order_id'] ),
					array( __( 'Product', 'playpal' ), $entry['product_id'] ),
					array( __( 'Type', 'playpal' ), $entry['kind'] ),
					array( __( 'Reason', 'playpal' ), $entry['reason'] ),
					array( __( 'Commission', 'playpal' ), self::amount( $entry['amount'], $entry['currency'] ) ),
				)
			);
		}
		foreach ( $this->payouts->for_creator( (int) $user->ID ) as $payout ) {
			$data[] = self::item(
				__( 'Creator payouts', 'playpal' ),
				'playpal-payout-' . $payout['id'],
				array(
					array( __( 'Paid on', 'playpal' ), $payout['paid_on'] ),
					array( __( 'Amount', 'playpal' ), self::amount( $payout['amount'], $payout['currency'] ) ),
					array( __( 'Reference', 'playpal' ), $payout['reference'] ),
				)
			);
		}
		return self::exported( $data, true );
	}

	/**
	 * Takes the person out of the ledger and the payouts, keeping the amounts.
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page (all on the first).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email, int $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Eraser signature.
		$user    = get_user_by( 'email', $email );
		$changed = $user ? $this->ledger->anonymize( (int) $user->ID ) + $this->payouts->anonymize( (int) $user->ID ) : 0;
		return self::erased(
			$changed > 0,
			$changed > 0,
			$changed > 0 ? array( __( 'Creator earnings and payouts were kept for the shop’s accounts without the person’s name.', 'playpal' ) ) : array(),
			true
		);
	}

	/**
	 * An amount in the currency's ISO 4217 minor units as "12.50 USD", "350 JPY";
	 * a row whose code is damaged shows its raw units rather than a guess.
	 *
	 * @param int    $minor    Amount.
	 * @param string $currency ISO 4217 code.
	 */
	private static function amount( int $minor, string $currency ): string {
		try {
			return Money::of( $minor, $currency )->to_decimal() . ' ' . $currency;
		} catch ( InvalidArgumentException ) {
			return $minor . ' ' . $currency;
		}
	}
}
