<?php
/**
 * The membership ledger: one row per membership line of an order.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use PlayPal\Database\Schema;

defined( 'ABSPATH' ) || exit;

// The ledger is its own table: direct queries, its name from Schema (never input), everything else a placeholder.
// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared

/**
 * Table `{prefix}playpal_membership_grants` (Storage\Schema). A row is what
 * one order line granted of one membership type: its user, membership type and kind, days per unit,
 * quantity bought, `days` (what the line still grants once part of it is refunded, Membership_Refund_Rule;
 * NULL on rows from before schema 10: days per unit × quantity), `granted_at` (Unix time the grant took
 * effect), `status` (`active`, `revoked`, `expired`) and `reminded_at`.
 *
 * Every change is one SQL statement whose WHERE says what it expects, so
 * parallel requests cannot grant twice: the UNIQUE key (order_id, item_id)
 * (with the membership type; the
 * older option may give one line two types) makes the first INSERT IGNORE the only one; a revoked row comes back
 * through an UPDATE that only matches while it is still revoked, with the term it had (its `granted_at`): an
 * order put on hold and completed again weeks later, or restored from the trash, does not start a new term.
 * Only active rows are taken back: a row already `expired` stays so (its term is over, nothing to take, and a
 * later revival must not bring it back as active). A row's days change only from the days it was read with
 * (compare-and-set), and the daily job closes only the rows it read and judged expired.
 */
final class Membership_Ledger {

	public const ACTIVE  = 'active';
	public const REVOKED = 'revoked';
	public const EXPIRED = 'expired';

	/**
	 * Records an order line's grant (taking effect at `$now`), or brings back a revoked one with the
	 * `granted_at` it had. Its reminder mark stays while its term is the same (same quantity): a status
	 * flip does not send the reminder again.
	 *
	 * @param array{user_id: int, order_id: int, item_id: int, product_id: int, type: string, unit_days: int, quantity: int, days?: int} $line The line (`days`: what it grants, when part of it is refunded).
	 * @param int                                                                                                                        $now  Unix time the term starts.
	 * @return bool Whether this call granted (false: the line was granted already).
	 */
	public function grant( array $line, int $now ): bool {
		global $wpdb;
		$table    = Schema::membership_grants_table();
		$inserted = $wpdb->query(
			$wpdb->prepare(
				"INSERT IGNORE INTO {$table} (user_id, order_id, item_id, product_id, membership, kind, unit_days, quantity, days, status, granted_at, reminded_at) VALUES (%d, %d, %d, %d, %s, %s, %d, %d, %d, %s, %d, 0)",
				$line['user_id'],
				$line['order_id'],
				$line['item_id'],
				$line['product_id'],
				$line['type'],
				Membership_Types::kind( $line['type'] ),
				$line['unit_days'],
				$line['quantity'],
				$line['days'] ?? $line['unit_days'] * max( 1, $line['quantity'] ),
				self::ACTIVE,
				$now
			)
		);
		if ( 1 === $inserted ) {
			return true;
		}
		$revived = $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET status = %s, reminded_at = IF( quantity = %d, reminded_at, 0 ), quantity = %d, user_id = %d WHERE order_id = %d AND item_id = %d AND membership = %s AND status = %s",
				self::ACTIVE,
				$line['quantity'],
				$line['quantity'],
				$line['user_id'],
				$line['order_id'],
				$line['item_id'],
				$line['type'],
				self::REVOKED
			)
		);
		return 1 === $revived;
	}

	/**
	 * Takes back what an order still grants (its active rows; expired rows stay expired).
	 *
	 * @param int $order_id Order.
	 * @return list<int> Users whose grants changed.
	 */
	public function revoke_order( int $order_id ): array {
		global $wpdb;
		$table = Schema::membership_grants_table();
		$users = $this->users_of_order( $order_id, true );
		$wpdb->query(
			$wpdb->prepare( "UPDATE {$table} SET status = %s WHERE order_id = %d AND status = %s", self::REVOKED, $order_id, self::ACTIVE )
		);
		return $users;
	}

	/**
	 * Gives every row of an order to another account (the order's customer changed); terms and marks unchanged.
	 *
	 * @param int $order_id Order.
	 * @param int $user_id  The order's customer now.
	 * @return int Rows moved.
	 */
	public function move_order( int $order_id, int $user_id ): int {
		global $wpdb;
		$table = Schema::membership_grants_table();
		return (int) $wpdb->query(
			$wpdb->prepare( "UPDATE {$table} SET user_id = %d WHERE order_id = %d AND user_id <> %d", $user_id, $order_id, $user_id )
		);
	}

	/**
	 * Takes back one line (all of it refunded), unless its term is already over (expired).
	 *
	 * @param int $row_id Row.
	 * @return bool Whether this call took it back (false: it was not active).
	 */
	public function revoke_row( int $row_id ): bool {
		global $wpdb;
		$table = Schema::membership_grants_table();
		return 1 === $wpdb->query(
			$wpdb->prepare( "UPDATE {$table} SET status = %s WHERE id = %d AND status = %s", self::REVOKED, $row_id, self::ACTIVE )
		);
	}

	/**
	 * Sets the days a row grants, if it still has the days per unit and the days it was read with
	 * (compare-and-set: of two requests applying the same facts one changes it, a stale one nothing).
	 * Its reminder mark goes: the membership now ends on another day, which the member is reminded of.
	 *
	 * @param int $row_id    Row.
	 * @param int $unit_days Its days per unit, as read.
	 * @param int $was       Its days, as read.
	 * @param int $days      Days it grants now.
	 * @return bool Whether this call changed them.
	 */
	public function set_days( int $row_id, int $unit_days, int $was, int $days ): bool {
		global $wpdb;
		$table = Schema::membership_grants_table();
		return 1 === $wpdb->query(
			$wpdb->prepare(
				"UPDATE {$table} SET days = %d, reminded_at = 0 WHERE id = %d AND unit_days = %d AND COALESCE( days, unit_days * GREATEST( 1, quantity ) ) = %d AND %d <> %d",
				$days,
				$row_id,
				$unit_days,
				$was,
				$was,
				$days
			)
		);
	}

	/**
	 * Every row of an order (any status).
	 *
	 * @param int $order_id Order.
	 * @return list<array{id: int, item_id: int, membership: string, unit_days: int, quantity: int, days: int, status: string}>
	 */
	public function rows_of_order( int $order_id ): array {
		global $wpdb;
		$table = Schema::membership_grants_table();
		$rows  = $wpdb->get_results(
			$wpdb->prepare( "SELECT id, item_id, membership, unit_days, quantity, days, status FROM {$table} WHERE order_id = %d ORDER BY id ASC", $order_id ),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ): array => array(
				'id'         => (int) $row['id'],
				'item_id'    => (int) $row['item_id'],
				'membership' => (string) $row['membership'],
				'unit_days'  => (int) $row['unit_days'],
				'quantity'   => (int) $row['quantity'],
				'days'       => self::days_of( $row ),
				'status'     => (string) $row['status'],
			),
			array_values( (array) $rows )
		);
	}

	/**
	 * The days a row grants: its `days`, else (rows from before schema 10) days per unit × quantity.
	 *
	 * @param array<string, mixed> $row A row as read.
	 */
	private static function days_of( array $row ): int {
		return null === $row['days'] ? (int) $row['unit_days'] * max( 1, (int) $row['quantity'] ) : (int) $row['days'];
	}

	/**
	 * A user's rows of a kind that count (active or expired), oldest grant first.
	 *
	 * @param int    $user_id User.
	 * @param string $kind    `vip` or `creator`.
	 * @return list<array{id: int, order_id: int, product_id: int, membership: string, days: int, granted_at: int, status: string, reminded_at: int}>
	 */
	public function counting_rows( int $user_id, string $kind ): array {
		global $wpdb;
		$table = Schema::membership_grants_table();
		$rows  = $wpdb->get_results(
			$wpdb->prepare(
				"SELECT id, order_id, product_id, membership, unit_days, quantity, days, granted_at, status, reminded_at FROM {$table} WHERE user_id = %d AND kind = %s AND status <> %s ORDER BY granted_at ASC, id ASC",
				$user_id,
				$kind,
				self::REVOKED
			),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ): array => array(
				'id'          => (int) $row['id'],
				'order_id'    => (int) $row['order_id'],
				'product_id'  => (int) $row['product_id'],
				'membership'  => (string) $row['membership'],
				'days'        => self::days_of( $row ),
				'granted_at'  => (int) $row['granted_at'],
				'status'      => (string) $row['status'],
				'reminded_at' => (int) $row['reminded_at'],
			),
			array_values( (array) $rows )
		);
	}

	/**
	 * Pairs (user, kind) that have an active row: the daily job's work list.
	 *
	 * @return list<array{user_id: int, kind: string}>
	 */
	public function active_user_kinds(): array {
		global $wpdb;
		$table = Schema::membership_grants_table();
		$rows  = $wpdb->get_results(
			$wpdb->prepare( "SELECT DISTINCT user_id, kind FROM {$table} WHERE status = %s", self::ACTIVE ),
			ARRAY_A
		);
		return array_map(
			static fn( array $row ): array => array(
				'user_id' => (int) $row['user_id'],
				'kind'    => (string) $row['kind'],
			),
			array_values( (array) $rows )
		);
	}

	/**
	 * Marks expired the rows the daily job read and judged over: each only while it is still active with the days
	 * it was read with (compare-and-set), so a renewal made, or a refund deleted, while the job ran is never closed.
	 *
	 * @param list<array{id: int, days: int}> $rows Rows as read.
	 * @return int Rows closed.
	 */
	public function close_rows( array $rows ): int {
		global $wpdb;
		if ( array() === $rows ) {
			return 0;
		}
		$table = Schema::membership_grants_table();
		$where = array();
		foreach ( $rows as $row ) {
			$where[] = $wpdb->prepare( '( id = %d AND COALESCE( days, unit_days * GREATEST( 1, quantity ) ) = %d )', $row['id'], $row['days'] );
		}
		return (int) $wpdb->query(
			// Each condition is prepared just above.
			$wpdb->prepare( "UPDATE {$table} SET status = %s WHERE status = %s AND ( " . implode( ' OR ', $where ) . ' )', self::EXPIRED, self::ACTIVE ) // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		);
	}

	/**
	 * Claims the right to send a row's reminder: true for exactly one caller.
	 *
	 * @param int $row_id Row.
	 * @param int $now    Unix time.
	 */
	public function claim_reminder( int $row_id, int $now ): bool {
		global $wpdb;
		$table = Schema::membership_grants_table();
		return 1 === $wpdb->query(
			$wpdb->prepare( "UPDATE {$table} SET reminded_at = %d WHERE id = %d AND reminded_at = 0 AND status = %s", $now, $row_id, self::ACTIVE )
		);
	}

	/**
	 * Gives a claimed reminder back (the mail was not accepted), so the next run tries again.
	 *
	 * @param int $row_id Row.
	 */
	public function release_reminder( int $row_id ): void {
		global $wpdb;
		$table = Schema::membership_grants_table();
		$wpdb->query(
			$wpdb->prepare( "UPDATE {$table} SET reminded_at = 0 WHERE id = %d", $row_id )
		);
	}

	/**
	 * Users with rows of an order.
	 *
	 * @param int  $order_id   Order.
	 * @param bool $still_only Only active rows.
	 * @return list<int>
	 */
	private function users_of_order( int $order_id, bool $still_only ): array {
		global $wpdb;
		$table = Schema::membership_grants_table();
		$sql   = $still_only
			? $wpdb->prepare( "SELECT DISTINCT user_id FROM {$table} WHERE order_id = %d AND status = %s", $order_id, self::ACTIVE )
			: $wpdb->prepare( "SELECT DISTINCT user_id FROM {$table} WHERE order_id = %d", $order_id );
		return array_map( 'intval', array_values( (array) $wpdb->get_col( $sql ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- Prepared just above.
	}
}
