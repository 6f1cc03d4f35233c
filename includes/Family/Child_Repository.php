<?php
/**
 * Reads and writes children's profiles.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Database\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}playpal_children`, always asked through the parent: every lookup
 * names both the parent and the child's public id, so another parent's
 * child reads exactly like a missing one (Not_Found, 404). Public ids are 16
 * random bytes: they carry no order, count or parent and cannot be guessed.
 */
final class Child_Repository {

	/**
	 * The parent's children, oldest profile first.
	 *
	 * @param int $parent_id Parent's user id.
	 * @return list<Child>
	 */
	public function for_parent( int $parent_id ): array {
		global $wpdb;
		$table = Schema::children_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE parent_id = %d ORDER BY id ASC", $parent_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return array_values( array_map( array( Child::class, 'from_row' ), (array) $rows ) );
	}

	/**
	 * How many children the parent has.
	 *
	 * @param int $parent_id Parent's user id.
	 */
	public function count( int $parent_id ): int {
		global $wpdb;
		$table = Schema::children_table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE parent_id = %d", $parent_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * One of the parent's children.
	 *
	 * @param int    $parent_id Parent's user id.
	 * @param string $public_id The child's public id.
	 * @throws Not_Found When there is no such child, or it is another parent's.
	 */
	public function find( int $parent_id, string $public_id ): Child {
		global $wpdb;
		$table = Schema::children_table();
		$row   = 1 === preg_match( '/^[0-9a-f]{32}\z/', $public_id )
			? $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE parent_id = %d AND public_id = %s", $parent_id, $public_id ) ) // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
			: null;
		if ( ! $row instanceof \stdClass ) {
			throw new Not_Found( 'playpal_family_child_not_found', __( 'That child\'s profile could not be found.', 'playpal' ) );
		}
		return Child::from_row( $row );
	}

	/**
	 * Stores a new profile.
	 *
	 * @param int                                                                                                             $parent_id Parent's user id.
	 * @param array{nickname: string, avatar: string, age_band: string, weekday_minutes: int|null, weekend_minutes: int|null} $columns   Checked by Child_Input.
	 * @param int                                                                                                             $now       Current time.
	 * @throws Operation_Failed When the database refuses.
	 */
	public function insert( int $parent_id, array $columns, int $now ): Child {
		global $wpdb;
		$public_id = bin2hex( random_bytes( 16 ) );
		$row       = array(
			'public_id'  => $public_id,
			'parent_id'  => $parent_id,
			'created_at' => $now,
		) + $columns;
		// wpdb writes a PHP null as NULL when its format is null.
		$formats = array_map( static fn( mixed $value ): ?string => null === $value ? null : ( is_int( $value ) ? '%d' : '%s' ), $row );
		if ( false === $wpdb->insert( Schema::children_table(), $row, array_values( $formats ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			throw self::failed();
		}
		return $this->find( $parent_id, $public_id );
	}

	/**
	 * Changes some columns of a profile.
	 *
	 * @param Child                          $child   The profile.
	 * @param array<string, string|int|null> $columns Checked by Child_Input.
	 * @throws Operation_Failed When the database refuses.
	 */
	public function update( Child $child, array $columns ): Child {
		global $wpdb;
		$formats = array_map( static fn( mixed $value ): ?string => null === $value ? null : ( is_int( $value ) ? '%d' : '%s' ), $columns );
		if ( false === $wpdb->update( Schema::children_table(), $columns, array( 'id' => $child->id ), array_values( $formats ), array( '%d' ) ) ) { // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			throw self::failed();
		}
		return $this->find( $child->parent_id, $child->public_id );
	}

	/**
	 * Removes the profile row (Family_Data_Remover removes its data first).
	 *
	 * @param Child $child The profile.
	 */
	public function delete( Child $child ): void {
		global $wpdb;
		$wpdb->delete( Schema::children_table(), array( 'id' => $child->id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	private static function failed(): Operation_Failed {
		return new Operation_Failed( 'playpal_family_not_saved', __( 'The profile could not be saved just now. Please try again.', 'playpal' ) );
	}
}
