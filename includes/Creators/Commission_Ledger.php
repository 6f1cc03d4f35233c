<?php
/**
 * The creators' commission entries.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use PlayPal\Database\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}playpal_commissions`, written only by adding entries (as the
 * ledgers of Easy Digital Downloads, Product Vendors or AffiliateWP keep
 * them): a sale adds a positive entry, a refund or an order that stops being
 * paid adds the matching reversal. Nothing is updated or deleted, so the
 * history of a line reads as it happened and its sum is what it earns.
 *
 * Amounts are integers in the currency's minor unit: `base` is the part of
 * the line's amount an entry accounts for, `amount` the creator's share.
 */
final class Commission_Ledger {

	/** Kinds of entry. */
	public const SALE     = 'sale';
	public const REVERSAL = 'reversal';

	/** Why an entry was written. */
	public const PAID          = 'paid';
	public const REFUND        = 'refund';
	public const UNPAID        = 'unpaid';
	public const SELF_PURCHASE = 'self_purchase';

	/**
	 * What a line has earned so far: the sums of its entries, and what its
	 * first entry fixed for good — the rate, the creator it pays (the
	 * product's creator at the time of sale, whoever owns the product later)
	 * and its reason (a self-purchase stays one). Null fields when it has none.
	 *
	 * @param int $item_id Order line (WooCommerce order item) id.
	 * @return array{base: int, amount: int, rate_bp: int|null, creator_id: int|null, reason: string|null}
	 */
	public function line( int $item_id ): array {
		global $wpdb;
		$table = Schema::commissions_table();
		// Read inside Commission_Reconciler's lock, straight from the table (the lock pins reads to the primary): never a cached copy.
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT COALESCE( SUM( base ), 0 ) AS base, COALESCE( SUM( amount ), 0 ) AS amount, MIN( id ) AS first_id FROM {$table} WHERE item_id = %d", $item_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- Our own table; a ledger is never read from a cache.
		$first = empty( $row['first_id'] ) ? null : $wpdb->get_row( $wpdb->prepare( "SELECT rate_bp, creator_id, reason FROM {$table} WHERE id = %d", (int) $row['first_id'] ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- As above.
		return array(
			'base'       => (int) ( $row['base'] ?? 0 ),
			'amount'     => (int) ( $row['amount'] ?? 0 ),
			'rate_bp'    => is_array( $first ) ? (int) $first['rate_bp'] : null,
			'creator_id' => is_array( $first ) ? (int) $first['creator_id'] : null,
			'reason'     => is_array( $first ) ? (string) $first['reason'] : null,
		);
	}

	/**
	 * Adds one entry.
	 *
	 * @param array{creator_id: int, order_id: int, item_id: int, product_id: int, customer_id: int, kind: string, reason: string, base: int, amount: int, rate_bp: int, currency: string, decimals: int} $entry The entry.
	 * @return bool Whether it was written.
	 */
	public function add( array $entry ): bool {
		global $wpdb;
		$entry['created_at'] = current_time( 'mysql', true );
		return 1 === $wpdb->insert( Schema::commissions_table(), $entry, array( '%d', '%d', '%d', '%d', '%d', '%s', '%s', '%d', '%d', '%d', '%s', '%d', '%s' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table.
	}

	/**
	 * A creator's entries, oldest first.
	 *
	 * @param int $creator_id Creator (user) id.
	 * @return list<array{id: int, order_id: int, item_id: int, product_id: int, customer_id: int, kind: string, reason: string, base: int, amount: int, rate_bp: int, currency: string, decimals: int, created_at: string}>
	 */
	public function for_creator( int $creator_id ): array {
		global $wpdb;
		$table = Schema::commissions_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT id, order_id, item_id, product_id, customer_id, kind, reason, base, amount, rate_bp, currency, decimals, created_at FROM {$table} WHERE creator_id = %d ORDER BY id ASC", $creator_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- Our own table.
		$list  = array();
		foreach ( (array) $rows as $row ) {
			$list[] = array(
				'id'          => (int) $row['id'],
				'order_id'    => (int) $row['order_id'],
				'item_id'     => (int) $row['item_id'],
				'product_id'  => (int) $row['product_id'],
				'customer_id' => (int) $row['customer_id'],
				'kind'        => (string) $row['kind'],
				'reason'      => (string) $row['reason'],
				'base'        => (int) $row['base'],
				'amount'      => (int) $row['amount'],
				'rate_bp'     => (int) $row['rate_bp'],
				'currency'    => (string) $row['currency'],
				'decimals'    => (int) $row['decimals'],
				'created_at'  => (string) $row['created_at'],
			);
		}
		return $list;
	}

	/**
	 * Every creator with an entry, by user id.
	 *
	 * @return int[]
	 */
	public function creator_ids(): array {
		global $wpdb;
		$table = Schema::commissions_table();
		return array_map( 'intval', (array) $wpdb->get_col( "SELECT DISTINCT creator_id FROM {$table} ORDER BY creator_id ASC" ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.NoCaching -- Our own table, no input.
	}

	/**
	 * Takes a person out of the ledger, keeping the amounts for the books:
	 * their entries as creator and as buyer no longer say who they were.
	 *
	 * @param int $user_id User id.
	 * @return int Entries changed.
	 */
	public function anonymize( int $user_id ): int {
		global $wpdb;
		if ( $user_id < 1 ) {
			return 0;
		}
		$table   = Schema::commissions_table();
		$changed = (int) $wpdb->update( $table, array( 'creator_id' => 0 ), array( 'creator_id' => $user_id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table.
		return $changed + (int) $wpdb->update( $table, array( 'customer_id' => 0 ), array( 'customer_id' => $user_id ), array( '%d' ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table.
	}
}
