<?php
/**
 * Reads and writes sign-ups.
 *
 * @package PlayPal
 */

namespace PlayPal\Database;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * The only code that touches `{prefix}playpal_signups`.
 *
 * A person is on a list at most once: the unique index on
 * (kind, email_normalized) decides it, inside MariaDB, so concurrent
 * identical requests cannot both insert (no check-then-insert race).
 */
final class Signups_Repository {

	public const CREATED = 'created';
	public const EXISTS  = 'exists';

	/** What confirm() found. */
	public const CONFIRMED         = 'confirmed';
	public const ALREADY_CONFIRMED = 'already-confirmed';
	public const MISSING           = 'missing';

	/**
	 * The key two sign-ups of the same person share: trimmed and lower-cased.
	 *
	 * @param string $email Email as typed.
	 */
	public static function normalize_email( string $email ): string {
		return strtolower( trim( $email ) );
	}

	/**
	 * Adds a sign-up unless that email is already on that list.
	 *
	 * `ON DUPLICATE KEY UPDATE id = id` changes nothing on a duplicate, so
	 * MariaDB reports 1 affected row for a new sign-up and 0 for an existing
	 * one: the answer comes from the same statement that enforces uniqueness.
	 *
	 * @param array{kind: string, email: string, first_name: string, last_name: string, message: string, source_page: string, consent_text: string, ip_hash: string, referral_code?: string, confirmed?: bool} $signup Values, already validated (referral_code: the visitor's referral cookie, '' for none; confirmed: false while a double opt-in waits).
	 * @return string self::CREATED or self::EXISTS.
	 * @throws RuntimeException When the database refuses the write (nothing is stored then).
	 */
	public function add( array $signup ): string {
		global $wpdb;
		$table = Schema::signups_table();
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Our own table; an atomic upsert has no wpdb helper.
		$affected = $wpdb->query(
			$wpdb->prepare(
				"INSERT INTO {$table} (kind, email, email_normalized, first_name, last_name, message, source_page, consent_text, ip_hash, referral_code, confirmed, created_at) VALUES (%s, %s, %s, %s, %s, %s, %s, %s, %s, %s, %d, %s) ON DUPLICATE KEY UPDATE id = id", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- Table name from Schema.
				$signup['kind'],
				trim( $signup['email'] ),
				self::normalize_email( $signup['email'] ),
				$signup['first_name'],
				$signup['last_name'],
				$signup['message'],
				$signup['source_page'],
				$signup['consent_text'],
				$signup['ip_hash'],
				$signup['referral_code'] ?? '',
				( $signup['confirmed'] ?? true ) ? 1 : 0,
				current_time( 'mysql', true )
			)
		);
		if ( false === $affected ) {
			throw new RuntimeException( 'The sign-up could not be stored: ' . esc_html( $wpdb->last_error ) );
		}
		return (int) $affected > 0 ? self::CREATED : self::EXISTS;
	}

	/**
	 * One sign-up by id, or null.
	 *
	 * @param int $id Row id.
	 * @return array<string, string>|null
	 */
	public function get( int $id ): ?array {
		global $wpdb;
		$table = Schema::signups_table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE id = %d", $id ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return is_array( $row ) ? $row : null;
	}

	/**
	 * The person's sign-up on a list, or null.
	 *
	 * @param string $kind  List.
	 * @param string $email Email as typed.
	 * @return array<string, string>|null
	 */
	public function find_on_list( string $kind, string $email ): ?array {
		global $wpdb;
		$table = Schema::signups_table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE kind = %s AND email_normalized = %s", $kind, self::normalize_email( $email ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return is_array( $row ) ? $row : null;
	}

	/**
	 * Marks a sign-up confirmed. Idempotent: confirming twice changes nothing more.
	 *
	 * @param int $id Row id.
	 * @return string self::CONFIRMED, self::ALREADY_CONFIRMED or self::MISSING.
	 * @throws RuntimeException When the database refuses the write.
	 */
	public function confirm( int $id ): string {
		global $wpdb;
		$table    = Schema::signups_table();
		$affected = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET confirmed = 1 WHERE id = %d AND confirmed = 0", $id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		if ( false === $affected ) {
			throw new RuntimeException( 'The sign-up could not be confirmed: ' . esc_html( $wpdb->last_error ) );
		}
		if ( (int) $affected > 0 ) {
			return self::CONFIRMED;
		}
		return null === $this->get( $id ) ? self::MISSING : self::ALREADY_CONFIRMED;
	}

	/**
	 * Deletes unconfirmed sign-ups made before a time.
	 *
	 * @param int $before Unix time.
	 * @return int How many rows were deleted.
	 */
	public function purge_unconfirmed( int $before ): int {
		global $wpdb;
		$table = Schema::signups_table();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE confirmed = 0 AND created_at < %s", gmdate( 'Y-m-d H:i:s', $before ) ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * One page of sign-ups, newest first.
	 *
	 * @param array{kind?: string, search?: string, orderby?: string, order?: string} $filters List and search text.
	 * @param int                                                                     $per_page Rows per page (0 for all).
	 * @param int                                                                     $page     1-based page.
	 * @return array<int, array<string, string>>
	 */
	public function find( array $filters, int $per_page = 20, int $page = 1 ): array {
		global $wpdb;
		$table   = Schema::signups_table();
		$where   = $this->where( $filters );
		$orderby = in_array( $filters['orderby'] ?? '', array( 'email', 'first_name', 'last_name', 'kind', 'created_at' ), true ) ? $filters['orderby'] : 'created_at';
		$order   = 'asc' === strtolower( $filters['order'] ?? '' ) ? 'ASC' : 'DESC';
		$limit   = $per_page > 0 ? $wpdb->prepare( ' LIMIT %d OFFSET %d', $per_page, max( 0, $page - 1 ) * $per_page ) : '';
		$sql     = "SELECT * FROM {$table} WHERE {$where} ORDER BY {$orderby} {$order}, id {$order}{$limit}";
		$results = $wpdb->get_results( $sql, ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- Built from prepared parts and an allow-listed column.
		return is_array( $results ) ? $results : array();
	}

	/**
	 * How many sign-ups match the filters.
	 *
	 * @param array{kind?: string, search?: string} $filters List and search text.
	 */
	public function count( array $filters = array() ): int {
		global $wpdb;
		$table = Schema::signups_table();
		$where = $this->where( $filters );
		$sql   = "SELECT COUNT(*) FROM {$table} WHERE {$where}";
		return (int) $wpdb->get_var( $sql ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery -- Built from prepared parts.
	}

	/**
	 * Sign-ups of one email address on any list (privacy export and erase).
	 *
	 * @param string $email    Email address.
	 * @param int    $per_page Rows per page.
	 * @param int    $page     1-based page.
	 * @return array<int, array<string, string>>
	 */
	public function find_by_email( string $email, int $per_page, int $page ): array {
		global $wpdb;
		$table   = Schema::signups_table();
		$results = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->prepare( "SELECT * FROM {$table} WHERE email_normalized = %s ORDER BY id LIMIT %d OFFSET %d", self::normalize_email( $email ), $per_page, max( 0, $page - 1 ) * $per_page ), // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
			ARRAY_A
		);
		return is_array( $results ) ? $results : array();
	}

	/**
	 * Deletes sign-ups by id.
	 *
	 * @param int[] $ids Row ids.
	 * @return int How many rows were deleted.
	 */
	public function delete( array $ids ): int {
		global $wpdb;
		$ids = array_values( array_unique( array_filter( array_map( 'absint', $ids ) ) ) );
		if ( ! $ids ) {
			return 0;
		}
		$table        = Schema::signups_table();
		$placeholders = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE id IN ({$placeholders})", $ids ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare
	}

	/**
	 * WHERE clause for a list filter and a search over email and names.
	 *
	 * @param array{kind?: string, search?: string} $filters List and search text.
	 */
	private function where( array $filters ): string {
		global $wpdb;
		$clauses = array( '1=1' );
		if ( ! empty( $filters['kind'] ) ) {
			$clauses[] = $wpdb->prepare( 'kind = %s', $filters['kind'] );
		}
		$search = trim( (string) ( $filters['search'] ?? '' ) );
		if ( '' !== $search ) {
			$like      = '%' . $wpdb->esc_like( $search ) . '%';
			$clauses[] = $wpdb->prepare( '(email LIKE %s OR first_name LIKE %s OR last_name LIKE %s)', $like, $like, $like );
		}
		return implode( ' AND ', $clauses );
	}
}
