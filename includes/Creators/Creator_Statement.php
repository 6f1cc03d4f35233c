<?php
/**
 * A creator's monthly statement and payable balance, from the ledger.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use DateTimeImmutable;
use DateTimeZone;

defined( 'ABSPATH' ) || exit;

/**
 * Sums a creator's ledger entries (Commission_Ledger) the way a statement
 * reads: the month's sales and reversals, the balance carried in and out.
 * Months are the site's calendar months (its time zone); entries are stored
 * in UTC. What is payable follows Settlement: a line settles once its refund
 * window (Earnings_Settings) has passed, for what it still earns.
 *
 * Amounts are integers in the ISO 4217 minor units of their currency, and
 * every figure is per currency: a store that changed currency has one total
 * in each, never their sum.
 */
final class Creator_Statement {

	public function __construct(
		private Commission_Ledger $ledger,
		private Earnings_Settings $settings,
		private Payout_Ledger $payouts
	) {}

	/**
	 * The store's currency now: what an empty ledger reads in.
	 */
	public static function store_currency(): string {
		$code = function_exists( 'get_woocommerce_currency' ) ? strtoupper( (string) get_woocommerce_currency() ) : '';
		return 1 === preg_match( '/^[A-Z]{3}$/', $code ) ? $code : 'USD';
	}

	/**
	 * One month of a creator's earnings: its entries, oldest first, and one
	 * line of totals per currency the creator had earned in by the month's end
	 * (the store's currency alone when none).
	 *
	 * @param int          $creator_id Creator (user) id.
	 * @param string       $month      `YYYY-MM`, in the site's calendar.
	 * @param DateTimeZone $zone       The site's time zone.
	 * @return array{month: string, totals: list<array{currency: string, opening: int, sales: int, refunds: int, commission: int, closing: int}>, entries: list<array{date: string, order_id: int, product_id: int, kind: string, reason: string, base: int, amount: int, currency: string}>}
	 */
	public function month( int $creator_id, string $month, DateTimeZone $zone ): array {
		$start   = new DateTimeImmutable( $month . '-01 00:00:00', $zone );
		$end     = $start->modify( 'first day of next month' );
		$totals  = array();
		$entries = array();
		foreach ( $this->ledger->for_creator( $creator_id ) as $entry ) {
			$at = new DateTimeImmutable( $entry['created_at'], new DateTimeZone( 'UTC' ) );
			if ( $at >= $end ) {
				continue;
			}
			$totals[ $entry['currency'] ] ??= self::zero_totals( $entry['currency'] );
			if ( $at < $start ) {
				$totals[ $entry['currency'] ]['opening'] += $entry['amount'];
				continue;
			}
			$totals[ $entry['currency'] ][ Commission_Ledger::SALE === $entry['kind'] ? 'sales' : 'refunds' ] += $entry['amount'];
			$entries[] = array(
				'date'       => $at->setTimezone( $zone )->format( 'c' ),
				'order_id'   => $entry['order_id'],
				'product_id' => $entry['product_id'],
				'kind'       => $entry['kind'],
				'reason'     => $entry['reason'],
				'base'       => $entry['base'],
				'amount'     => $entry['amount'],
				'currency'   => $entry['currency'],
			);
		}
		if ( array() === $totals ) {
			$totals[ self::store_currency() ] = self::zero_totals( self::store_currency() );
		}
		foreach ( $totals as $currency => $line ) {
			$totals[ $currency ]['commission'] = $line['sales'] + $line['refunds'];
			$totals[ $currency ]['closing']    = $line['opening'] + $totals[ $currency ]['commission'];
		}
		return array(
			'month'   => $month,
			'totals'  => array_values( $totals ),
			'entries' => $entries,
		);
	}

	/**
	 * What the creator has earned and may be paid in one currency as of $now
	 * (Settlement): `payable` what settled lines still earn, `pending` the
	 * rest, `paid` the payouts in that currency, `due` payable less paid —
	 * below zero when a refund came after a payout: owed back, carried
	 * forward against the next payout.
	 *
	 * @param int               $creator_id Creator (user) id.
	 * @param DateTimeImmutable $now        Now.
	 * @param string            $currency   ISO 4217 code.
	 * @return array{earned: int, payable: int, pending: int, paid: int, due: int, currency: string}
	 */
	public function balance( int $creator_id, DateTimeImmutable $now, string $currency ): array {
		$currency = strtoupper( $currency );
		$settled  = Settlement::by_currency( $this->ledger->for_creator( $creator_id ), $now, $this->settings->refund_window_days() );
		return self::balance_of( $settled[ $currency ] ?? null, $this->payouts->total( $creator_id, $currency ), $currency );
	}

	/**
	 * The creator's balance in each currency they earned or were paid in, in
	 * the order they first appear (the store's currency alone when none).
	 *
	 * @param int               $creator_id Creator (user) id.
	 * @param DateTimeImmutable $now        Now.
	 * @return list<array{earned: int, payable: int, pending: int, paid: int, due: int, currency: string}>
	 */
	public function balances( int $creator_id, DateTimeImmutable $now ): array {
		$settled = Settlement::by_currency( $this->ledger->for_creator( $creator_id ), $now, $this->settings->refund_window_days() );
		$paid    = $this->payouts->totals( $creator_id );
		$list    = array();
		foreach ( array_unique( array_merge( array_keys( $settled ), array_keys( $paid ) ) ) as $currency ) {
			$list[] = self::balance_of( $settled[ $currency ] ?? null, $paid[ $currency ] ?? 0, (string) $currency );
		}
		return $list ? $list : array( self::balance_of( null, 0, self::store_currency() ) );
	}

	/**
	 * One currency's balance from its settled sums and payouts.
	 *
	 * @param array{earned: int, payable: int}|null $settled  Settlement's sums, null for none.
	 * @param int                                   $paid     Paid out.
	 * @param string                                $currency ISO 4217 code.
	 * @return array{earned: int, payable: int, pending: int, paid: int, due: int, currency: string}
	 */
	private static function balance_of( ?array $settled, int $paid, string $currency ): array {
		$earned  = $settled['earned'] ?? 0;
		$payable = $settled['payable'] ?? 0;
		return array(
			'earned'   => $earned,
			'payable'  => $payable,
			'pending'  => $earned - $payable,
			'paid'     => $paid,
			'due'      => $payable - $paid,
			'currency' => $currency,
		);
	}

	/**
	 * A currency's totals before any entry.
	 *
	 * @param string $currency ISO 4217 code.
	 * @return array{currency: string, opening: int, sales: int, refunds: int, commission: int, closing: int}
	 */
	private static function zero_totals( string $currency ): array {
		return array(
			'currency'   => $currency,
			'opening'    => 0,
			'sales'      => 0,
			'refunds'    => 0,
			'commission' => 0,
			'closing'    => 0,
		);
	}
}
