<?php
/**
 * Reads and writes share codes.
 *
 * @package PlayPal
 */

namespace PlayPal\Referrals;

use PlayPal\Database\Schema;
use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * The only code that touches `{prefix}playpal_share_codes`. Codes match
 * case-sensitively (`BINARY`; the plain `code =` lets the index find the row
 * under the table's case-insensitive collation). A use is counted
 * by one conditional UPDATE (not expired, under the limit), so two visitors
 * opening the last use at once cannot both get in.
 */
final class Share_Codes_Repository {

	/**
	 * Stores a new code.
	 *
	 * @param string $code        Code (random, unique).
	 * @param int    $appadoo_id  Appadoo it opens.
	 * @param int    $user_id     Person who shares it (the Appadoo's owner).
	 * @param int    $expires_at  Unix time it stops working.
	 * @param int    $usage_limit How many opens it allows.
	 * @param int    $now         Current Unix time.
	 * @return int Row id.
	 * @throws RuntimeException When the database refuses the write.
	 */
	public function create( string $code, int $appadoo_id, int $user_id, int $expires_at, int $usage_limit, int $now ): int {
		global $wpdb;
		$ok = $wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table.
			Schema::share_codes_table(),
			array(
				'code'        => $code,
				'appadoo_id'  => $appadoo_id,
				'user_id'     => $user_id,
				'created_at'  => gmdate( 'Y-m-d H:i:s', $now ),
				'expires_at'  => gmdate( 'Y-m-d H:i:s', $expires_at ),
				'usage_limit' => $usage_limit,
			),
			array( '%s', '%d', '%d', '%s', '%s', '%d' )
		);
		if ( false === $ok ) {
			throw new RuntimeException( 'The share code could not be stored.' );
		}
		return (int) $wpdb->insert_id;
	}

	/**
	 * A person's codes, newest first.
	 *
	 * @param int $user_id Person.
	 * @return list<array<string, string>>
	 */
	public function for_user( int $user_id ): array {
		global $wpdb;
		$table = Schema::share_codes_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE user_id = %d ORDER BY id DESC LIMIT 200", $user_id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery -- Table name from Schema.
		return is_array( $rows ) ? array_values( $rows ) : array();
	}

	/**
	 * One code's row, or null.
	 *
	 * @param string $code Code.
	 * @return array<string, string>|null
	 */
	public function find( string $code ): ?array {
		global $wpdb;
		$table = Schema::share_codes_table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE code = %s AND BINARY code = %s", $code, $code ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return is_array( $row ) ? $row : null;
	}

	/**
	 * How many codes a person made since a time (to cap creation).
	 *
	 * @param int $user_id Person.
	 * @param int $since   Unix time.
	 */
	public function count_since( int $user_id, int $since ): int {
		global $wpdb;
		$table = Schema::share_codes_table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE user_id = %d AND created_at >= %s", $user_id, gmdate( 'Y-m-d H:i:s', $since ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Counts one use of a code for an Appadoo, if it is still valid.
	 *
	 * @param string $code       Code.
	 * @param int    $appadoo_id Appadoo being opened.
	 * @param int    $owner_id   The Appadoo's owner now (a code outlives no change of owner).
	 * @param int    $now        Current Unix time.
	 * @return bool Whether the use was granted.
	 */
	public function use_once( string $code, int $appadoo_id, int $owner_id, int $now ): bool {
		return $this->use_one_where( 'code = %s AND BINARY code = %s', array( $code, $code ), $appadoo_id, $owner_id, $now );
	}

	/**
	 * Counts one use of a code by its row id, if it is still valid (a new
	 * client of an address the code handed out, Share_Codes::admit()).
	 *
	 * @param int $id         Row id.
	 * @param int $appadoo_id Appadoo being opened.
	 * @param int $owner_id   The Appadoo's owner now.
	 * @param int $now        Current Unix time.
	 * @return bool Whether the use was granted.
	 */
	public function use_once_by_id( int $id, int $appadoo_id, int $owner_id, int $now ): bool {
		return $this->use_one_where( 'id = %d', array( $id ), $appadoo_id, $owner_id, $now );
	}

	/**
	 * Adds one use to the code a condition picks, in one statement that also
	 * checks it is still valid for this Appadoo and owner: not expired, uses
	 * left. Parallel opens can never pass the limit.
	 *
	 * @param string            $which      SQL condition picking the row, with placeholders (a literal of the callers above).
	 * @param array<int, mixed> $which_args Values for those placeholders.
	 * @param int               $appadoo_id Appadoo being opened.
	 * @param int               $owner_id   The Appadoo's owner now.
	 * @param int               $now        Current Unix time.
	 * @return bool Whether the use was granted.
	 */
	private function use_one_where( string $which, array $which_args, int $appadoo_id, int $owner_id, int $now ): bool {
		global $wpdb;
		$table = Schema::share_codes_table();
		$rows  = $wpdb->query( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare( // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- $which's values are spread in with the others.
				"UPDATE {$table} SET uses = uses + 1 WHERE {$which} AND appadoo_id = %d AND user_id = %d AND expires_at > %s AND uses < usage_limit", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- $which is one of the two literals above.
				...array_merge( $which_args, array( $appadoo_id, $owner_id, gmdate( 'Y-m-d H:i:s', $now ) ) )
			)
		);
		return 1 === (int) $rows;
	}
	/**
	 * Ids of the codes that may still open an Appadoo: its current owner's, not expired.
	 *
	 * @param int $appadoo_id Appadoo.
	 * @param int $owner_id   Its owner now.
	 * @param int $now        Current Unix time.
	 * @return int[]
	 */
	public function live_ids( int $appadoo_id, int $owner_id, int $now ): array {
		global $wpdb;
		$table = Schema::share_codes_table();
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT id FROM {$table} WHERE appadoo_id = %d AND user_id = %d AND expires_at > %s ORDER BY id DESC", $appadoo_id, $owner_id, gmdate( 'Y-m-d H:i:s', $now ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return array_map( 'intval', (array) $ids );
	}

	/**
	 * Counts a conversion (a sign-up or an order) for a code.
	 *
	 * @param string $code Code.
	 */
	public function add_conversion( string $code ): void {
		global $wpdb;
		$table = Schema::share_codes_table();
		$wpdb->query( $wpdb->prepare( "UPDATE {$table} SET conversions = conversions + 1 WHERE code = %s AND BINARY code = %s", $code, $code ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Removes an Appadoo's codes (when it is deleted).
	 *
	 * @param int $appadoo_id Appadoo.
	 */
	public function delete_for_appadoo( int $appadoo_id ): void {
		global $wpdb;
		$wpdb->delete( Schema::share_codes_table(), array( 'appadoo_id' => $appadoo_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}
}
