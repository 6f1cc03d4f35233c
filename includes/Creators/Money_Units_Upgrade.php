<?php
/**
 * Rewrites stored commissions and payouts to ISO 4217 minor units, once.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Money\Currency_Units;
use PlayPal\Database\One_Time_Step;
use PlayPal\Database\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * Before issue 37 the ledger stored `round(amount × 10^wc_get_price_decimals())`
 * — WooCommerce's display setting — and recorded that count in `decimals`;
 * payouts stored cents of the typed amount whatever the currency. So a yen
 * store's ¥350 commission could be 35000 and a dollar store set to show no
 * decimals stored $3.50 as 4. Everything now reads ISO 4217 minor units.
 *
 * This step rewrites each ledger row from its recorded `decimals` to its
 * currency's ISO unit (× 10^(iso − decimals), or ÷) and each payout from the
 * unit it was typed in — the old payout form showed the ledger's raw count
 * ÷ 100 and stored what was typed × 100, so a payout is in the unit of its
 * creator's ledger rows in that currency — setting `decimals` to the ISO
 * value. Ledger rows are rewritten by a compare-and-set on their old
 * `decimals`, so a row the reconciler writes meanwhile (already in ISO units)
 * is never touched; the version option makes the whole step run once. An
 * amount finer than the currency has (¥500.50) is rounded half away from zero
 * to its unit and listed; a row that cannot be placed at all — a code that is
 * no ISO 4217 code, or a payout of a creator whose ledger rows in that
 * currency were stored in different units — is left as stored and listed.
 * The list is UNPLACED_OPTION; the Creator payouts screen shows it.
 *
 * Like Creation_Sale_Upgrade: an autoloaded version option checked on `init`
 * (after Storage\Schema's own upgrade, which adds the payouts' `decimals`),
 * run once under a site-wide lock.
 */
final class Money_Units_Upgrade {

	public const VERSION = '1';

	public const OPTION = 'playpal_money_units_version';

	/** Ids of the rows that could not be placed: `{commissions: int[], payouts: int[]}`. */
	public const UNPLACED_OPTION = 'playpal_money_units_unplaced';

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'maybe_upgrade' ), 20 );
	}

	/**
	 * Runs the step when the stored version is older and the tables are current.
	 */
	public function maybe_upgrade(): void {
		if ( Schema::VERSION === get_option( Schema::VERSION_OPTION ) ) {
			One_Time_Step::run( self::OPTION, self::VERSION, 'money_units_upgrade', fn(): bool => $this->run() );
		}
	}

	/**
	 * Whether the ledger is in ISO units throughout. Until the step has run,
	 * writers wait (a retry, a "try again") rather than add ISO amounts to rows
	 * still in display decimals.
	 */
	public static function done(): bool {
		return self::VERSION === get_option( self::OPTION );
	}

	/**
	 * The rows left as stored, by table.
	 *
	 * @return array{commissions: list<int>, payouts: list<int>}
	 */
	public static function unplaced(): array {
		$stored = get_option( self::UNPLACED_OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'commissions' => array_values( array_map( 'intval', (array) ( $stored['commissions'] ?? array() ) ) ),
			'payouts'     => array_values( array_map( 'intval', (array) ( $stored['payouts'] ?? array() ) ) ),
		);
	}

	/**
	 * Rewrites both tables and records what it could not place exactly.
	 *
	 * @return bool Always true: what cannot be placed is listed, not retried.
	 */
	public function run(): bool {
		// Read before the ledger is rewritten: the unit each creator's payouts were typed and checked in.
		$typed_in = self::ledger_units();
		$unplaced = array(
			'commissions' => self::rewrite( Schema::commissions_table(), array( 'base', 'amount' ), static fn( array $row ): int => (int) $row['decimals'] ),
			'payouts'     => self::rewrite(
				Schema::payouts_table(),
				array( 'creator_id', 'amount' ),
				// The old payout form showed the ledger's raw count ÷ 100 and stored what was typed × 100: a payout is in
				// the unit of its creator's ledger rows in that currency (null when those rows disagree).
				static fn( array $row ): ?int => array_key_exists( $row['creator_id'] . '|' . $row['currency'], $typed_in ) ? $typed_in[ $row['creator_id'] . '|' . $row['currency'] ] : (int) $row['decimals']
			),
		);
		// A later run (the option lost) finds those rows placed or rounded already: the list keeps what earlier runs found.
		$before = self::unplaced();
		foreach ( $unplaced as $table => $ids ) {
			$unplaced[ $table ] = array_values( array_unique( array_merge( $before[ $table ], $ids ) ) );
			sort( $unplaced[ $table ] );
		}
		update_option( self::UNPLACED_OPTION, $unplaced, false );
		return true;
	}

	/**
	 * Rewrites one table's rows whose `decimals` is not their currency's ISO unit.
	 *
	 * @param string   $table   Table.
	 * @param string[] $columns Amount columns (and `creator_id`, read for $unit_of, never rewritten).
	 * @param callable $unit_of The unit a row's amounts are in now (`fn( array $row ): ?int`; null: unknown).
	 * @return list<int> Ids of the rows left as stored or rounded.
	 */
	private static function rewrite( string $table, array $columns, callable $unit_of ): array {
		global $wpdb;
		$unplaced = array();
		$rows     = (array) $wpdb->get_results( 'SELECT id, currency, decimals, ' . implode( ', ', $columns ) . " FROM {$table} ORDER BY id ASC", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- Our own table, fixed columns; an upgrade reads fresh.
		foreach ( $rows as $row ) {
			$values = array();
			foreach ( array_diff( $columns, array( 'creator_id' ) ) as $column ) {
				$values[ $column ] = (int) $row[ $column ];
			}
			$iso  = Currency_Units::is_code( (string) $row['currency'] ) ? Currency_Units::of( (string) $row['currency'] ) : null;
			$from = $unit_of( $row );
			if ( null === $iso || null === $from ) {
				$unplaced[] = (int) $row['id'];
				continue;
			}
			$rewritten = self::convert( $values, $from, $iso );
			if ( null === $rewritten ) {
				// Finer than the currency has (¥500.50): rounded to its unit, as a sale in it would be, and listed.
				$rewritten  = self::convert_rounded( $values, $from, $iso );
				$unplaced[] = (int) $row['id'];
			}
			if ( $from === $iso && (int) $row['decimals'] === $iso ) {
				continue;
			}
			$rewritten['decimals'] = $iso;
			// Compare-and-set on the old unit: a row already rewritten is never scaled twice.
			$wpdb->update( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table.
				$table,
				$rewritten,
				array(
					'id'       => (int) $row['id'],
					'decimals' => (int) $row['decimals'],
				),
				'%d',
				'%d'
			); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table.
		}
		return $unplaced;
	}

	/**
	 * Each creator's ledger unit per currency as stored, when all their rows in
	 * that currency agree.
	 *
	 * @return array<string, int|null> `creator|currency` → digits (null: rows disagree).
	 */
	private static function ledger_units(): array {
		global $wpdb;
		$table = Schema::commissions_table();
		$units = array();
		foreach ( (array) $wpdb->get_results( "SELECT creator_id, currency, MIN( decimals ) AS low, MAX( decimals ) AS high FROM {$table} GROUP BY creator_id, currency", ARRAY_A ) as $row ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- Our own table, no input; an upgrade reads fresh.
			$units[ $row['creator_id'] . '|' . $row['currency'] ] = $row['low'] === $row['high'] ? (int) $row['low'] : null;
		}
		return $units;
	}

	/**
	 * Amounts divided to a coarser unit, rounded half away from zero.
	 *
	 * @param array<string, int> $values Amounts by column.
	 * @param int                $from   Their digits after the point.
	 * @param int                $to     The ISO unit's (fewer).
	 * @return array<string, int>
	 */
	private static function convert_rounded( array $values, int $from, int $to ): array {
		$factor = 10 ** max( 0, $from - $to );
		foreach ( $values as $column => $value ) {
			$values[ $column ] = ( $value < 0 ? -1 : 1 ) * intdiv( 2 * abs( $value ) + $factor, 2 * $factor );
		}
		return $values;
	}

	/**
	 * Amounts from one minor unit to another: multiplied when the new unit is
	 * finer, divided when that is exact; null when it is not.
	 *
	 * @param array<string, int> $values Amounts by column.
	 * @param int                $from   Their digits after the point.
	 * @param int                $to     The ISO unit's.
	 * @return array<string, int>|null
	 */
	public static function convert( array $values, int $from, int $to ): ?array {
		$factor = 10 ** abs( $to - $from );
		foreach ( $values as $column => $value ) {
			if ( $to >= $from ) {
				$values[ $column ] = $value * $factor;
			} elseif ( 0 !== $value % $factor ) {
				return null;
			} else {
				$values[ $column ] = intdiv( $value, $factor );
			}
		}
		return $values;
	}
}
