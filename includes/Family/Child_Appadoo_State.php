<?php
/**
 * Saved state, progress and last play of one child in one Appadoo.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Too_Large;
use PlayPal\Database\Schema;
use stdClass;

defined( 'ABSPATH' ) || exit;

/**
 * `{prefix}playpal_child_appadoos`, one row per (child, Appadoo): the state a
 * package saved (a JSON object of at most 64 KB as encoded), its progress
 * (`score`: a number or null, `completed`), when the child last played it,
 * and its `revision`: 0 until the first save, one more with each save. A
 * save names the revision it was based on and is stored only while that is
 * still the row's (compare-and-set in the statement itself), so of two
 * devices saving on the same revision one wins and the other is told its
 * copy is stale; marking a play (touch_played()) leaves the revision alone.
 * Rows are found by the child's row id and the Appadoo id together, so a
 * package (through its host) reaches only the state of the child and the
 * Appadoo named in the address, after the route has checked both.
 */
final class Child_Appadoo_State {

	/** Largest saved state, in bytes of its JSON. */
	public const MAX_STATE_BYTES = 65536;

	/** Deepest nesting of a saved state. */
	public const MAX_DEPTH = 32;

	/**
	 * The saved state and progress (state null when nothing was saved).
	 *
	 * @param Child $child      The child.
	 * @param int   $appadoo_id Appadoo id.
	 * @return array{state: stdClass|null, score: float|null, completed: bool, lastPlayed: int|null, updatedAt: int|null, revision: int}
	 */
	public function load( Child $child, int $appadoo_id ): array {
		global $wpdb;
		$table = Schema::child_appadoos_table();
		$row   = $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE child_id = %d AND appadoo_id = %d", $child->id, $appadoo_id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return $row instanceof stdClass ? self::shape( $row ) : array(
			'state'      => null,
			'score'      => null,
			'completed'  => false,
			'lastPlayed' => null,
			'updatedAt'  => null,
			'revision'   => 0,
		);
	}

	/**
	 * Every Appadoo a child has a row for, most recently played first.
	 *
	 * @param Child $child The child.
	 * @return list<array{appadooId: int, state: stdClass|null, score: float|null, completed: bool, lastPlayed: int|null, updatedAt: int|null, revision: int}>
	 */
	public function all( Child $child ): array {
		global $wpdb;
		$table = Schema::child_appadoos_table();
		$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE child_id = %d ORDER BY last_played DESC, updated_at DESC", $child->id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
		return array_values( array_map( static fn( \stdClass $row ): array => array( 'appadooId' => (int) $row->appadoo_id ) + self::shape( $row ), (array) $rows ) );
	}

	/**
	 * Checks a state as sent: a JSON object (decoded as objects, so `{}` and
	 * `[]` stay apart), within the size and depth limits.
	 *
	 * @param mixed $state Decoded with json_decode( …, false ).
	 * @return string The state's JSON, as stored.
	 * @throws Invalid_Input When it is not an object.
	 * @throws Too_Large When its JSON is over the limit.
	 */
	public static function encode_state( mixed $state ): string {
		if ( ! $state instanceof stdClass ) {
			throw new Invalid_Input( 'playpal_family_state_invalid', __( 'A saved state is a JSON object.', 'playpal' ), array( 'params' => array( 'state' ) ) );
		}
		$json = wp_json_encode( $state, 0, self::MAX_DEPTH );
		if ( false === $json ) {
			throw new Invalid_Input( 'playpal_family_state_invalid', __( 'A saved state is a JSON object.', 'playpal' ), array( 'params' => array( 'state' ) ) );
		}
		if ( strlen( $json ) > self::MAX_STATE_BYTES ) {
			throw self::too_large();
		}
		return $json;
	}

	/**
	 * The refusal of a state over the limit (also for a body too large to read).
	 */
	public static function too_large(): Too_Large {
		return new Too_Large(
			'playpal_family_state_too_large',
			/* translators: %d: kilobytes. */
			sprintf( __( 'A saved state may be at most %d KB.', 'playpal' ), intdiv( self::MAX_STATE_BYTES, 1024 ) ),
			array( 'maxBytes' => self::MAX_STATE_BYTES )
		);
	}

	/**
	 * Saves state and/or progress (only what is given changes), if the row is
	 * still at the revision the save was based on.
	 *
	 * @param Child                                          $child      The child.
	 * @param int                                            $appadoo_id Appadoo id.
	 * @param string|null                                    $state_json State from encode_state(), or null to keep it.
	 * @param array{score: float|null, completed: bool}|null $progress   Progress, or null to keep it.
	 * @param int                                            $now        Current time.
	 * @param int                                            $revision   The revision the save is based on (0: no row yet).
	 * @return bool Whether it was stored (false: the row has another revision, or the profile is gone).
	 * @throws Operation_Failed When the database refuses.
	 */
	public function save( Child $child, int $appadoo_id, ?string $state_json, ?array $progress, int $now, int $revision ): bool {
		global $wpdb;
		$table = Schema::child_appadoos_table();
		// One statement compares and sets: two saves on the same revision cannot both match it.
		$sets   = array( 'updated_at = %d', 'revision = revision + 1' );
		$values = array( $now );
		if ( null !== $state_json ) {
			$sets[]   = 'state = %s';
			$values[] = $state_json;
		}
		if ( null !== $progress ) {
			// prepare() would write a null as '': a missing score is a literal NULL.
			$sets[] = null === $progress['score'] ? 'score = NULL' : 'score = %f';
			if ( null !== $progress['score'] ) {
				$values[] = $progress['score'];
			}
			$sets[]   = 'completed = %d';
			$values[] = $progress['completed'] ? 1 : 0;
		}
		array_push( $values, $child->id, $appadoo_id, $revision );
		$updated = $wpdb->query( $wpdb->prepare( "UPDATE {$table} SET " . implode( ', ', $sets ) . ' WHERE child_id = %d AND appadoo_id = %d AND revision = %d', $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.DirectDatabaseQuery -- $sets holds fixed column assignments only.
		if ( false === $updated ) {
			throw self::not_saved();
		}
		if ( $updated > 0 || 0 !== $revision ) {
			return $updated > 0;
		}
		// No row at revision 0: a first save inserts revision 1. The unique key lets one insert in;
		// a row another save wrote meanwhile (or one at a later revision) stays, and this save is stale.
		$state  = 'NULL';
		$score  = 'NULL';
		$values = array( $appadoo_id );
		if ( null !== $state_json ) {
			$state    = '%s';
			$values[] = $state_json;
		}
		if ( null !== $progress && null !== $progress['score'] ) {
			$score    = '%f';
			$values[] = $progress['score'];
		}
		$values[] = null !== $progress && $progress['completed'] ? 1 : 0;
		$values[] = $now;
		$values[] = $child->id;
		$kids     = Schema::children_table();
		// Only while the profile exists (as touch_played()): a save racing the child's deletion stores nothing.
		$inserted = $wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (child_id, appadoo_id, state, score, completed, last_played, updated_at, revision) SELECT id, %d, {$state}, {$score}, %d, 0, %d, 1 FROM {$kids} WHERE id = %d", $values ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber,WordPress.DB.DirectDatabaseQuery -- $state and $score are placeholders or NULL.
		if ( false === $inserted ) {
			throw self::not_saved();
		}
		return $inserted > 0;
	}

	private static function not_saved(): Operation_Failed {
		return new Operation_Failed( 'playpal_family_not_saved', __( 'The progress could not be saved just now. Please try again.', 'playpal' ) );
	}

	/**
	 * Notes that a child played an Appadoo now (each play report).
	 *
	 * @param Child $child      The child.
	 * @param int   $appadoo_id Appadoo id.
	 * @param int   $now        Current time.
	 */
	public function touch_played( Child $child, int $appadoo_id, int $now ): void {
		global $wpdb;
		$table = Schema::child_appadoos_table();
		$kids  = Schema::children_table();
		// Only while the profile exists: a child deleted meanwhile (Family_Data_Remover deletes the
		// profile first) gets no row that no export or erasure would find.
		$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (child_id, appadoo_id, state, score, completed, last_played, updated_at) SELECT id, %d, NULL, NULL, 0, %d, %d FROM {$kids} WHERE id = %d ON DUPLICATE KEY UPDATE last_played = GREATEST(last_played, VALUES(last_played)), updated_at = VALUES(updated_at)", $appadoo_id, $now, $now, $child->id ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes every row of a child.
	 *
	 * @param int $child_id The child's row id.
	 * @return int Rows deleted.
	 */
	public function delete_child( int $child_id ): int {
		global $wpdb;
		return (int) $wpdb->delete( Schema::child_appadoos_table(), array( 'child_id' => $child_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes every child's row of a deleted Appadoo (`playpal_appadoo_deleted`).
	 *
	 * @param int|string $appadoo_id Appadoo id.
	 */
	public function forget_appadoo( int|string $appadoo_id ): void {
		global $wpdb;
		$wpdb->delete( Schema::child_appadoos_table(), array( 'appadoo_id' => (int) $appadoo_id ), array( '%d' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * Deletes rows untouched since a moment (the retention purge).
	 *
	 * @param int $before Unix time; rows last changed earlier go.
	 * @return int Rows deleted.
	 */
	public function purge_before( int $before ): int {
		global $wpdb;
		$table = Schema::child_appadoos_table();
		return (int) $wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE updated_at < %d", $before ) ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	/**
	 * A row as the API shapes it.
	 *
	 * @param object $row Table row.
	 * @phpstan-param stdClass $row
	 * @return array{state: stdClass|null, score: float|null, completed: bool, lastPlayed: int|null, updatedAt: int|null, revision: int}
	 */
	private static function shape( object $row ): array {
		$state = null === $row->state ? null : json_decode( (string) $row->state, false, self::MAX_DEPTH + 1 );
		return array(
			'state'      => $state instanceof stdClass ? $state : null,
			'score'      => null === $row->score ? null : (float) $row->score,
			'completed'  => (bool) (int) $row->completed,
			'lastPlayed' => (int) $row->last_played > 0 ? (int) $row->last_played : null,
			'updatedAt'  => (int) $row->updated_at,
			'revision'   => (int) $row->revision,
		);
	}
}
