<?php
/**
 * Loads and saves a child's state and progress in an Appadoo.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Conflict;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Too_Large;
use stdClass;

defined( 'ABSPATH' ) || exit;

/**
 * Both the child (the parent's own) and the Appadoo (one the family may
 * play) are checked before anything is read or written, so no address
 * reaches another family's child or an Appadoo the family cannot open.
 */
final class Appadoo_Progress {

	/** Largest score accepted, either way from zero (a package's own number, kept as a double). */
	public const SCORE_MAX = 1000000000000;

	/** Largest revision (the column's unsigned int). */
	public const REVISION_MAX = 4294967295;

	public function __construct( private Child_Repository $children, private Playable_Appadoos $appadoos, private Child_Appadoo_State $states ) {
	}

	/**
	 * The state and progress.
	 *
	 * @param int         $parent_id  Parent's user id.
	 * @param string      $public_id  The child's public id.
	 * @param int         $appadoo_id Appadoo id.
	 * @param string|null $share      The share token of the host page asking, if any (Playable_Appadoos).
	 * @return array{state: stdClass|null, score: float|null, completed: bool, lastPlayed: int|null, updatedAt: int|null, revision: int}
	 * @throws Not_Found When the child or the Appadoo is not the family's.
	 */
	public function load( int $parent_id, string $public_id, int $appadoo_id, ?string $share = null ): array {
		$child = $this->children->find( $parent_id, $public_id );
		$this->appadoos->find( $appadoo_id, $parent_id, $share );
		return $this->states->load( $child, $appadoo_id );
	}

	/**
	 * Saves state and/or progress, based on the revision the device last read.
	 *
	 * @param int                  $parent_id  Parent's user id.
	 * @param string               $public_id  The child's public id.
	 * @param int                  $appadoo_id Appadoo id.
	 * @param array<string, mixed> $fields     `revision` (required), `state` (decoded as objects) and/or `progress`.
	 * @param int                  $now        Current time.
	 * @param string|null          $share      The share token of the host page saving, if any (Playable_Appadoos).
	 * @return array{state: stdClass|null, score: float|null, completed: bool, lastPlayed: int|null, updatedAt: int|null, revision: int}
	 * @throws Invalid_Input When nothing is sent or the revision is malformed (and, from what it calls:
	 *                       Invalid_Input or Too_Large for a malformed or oversized state, Not_Found for another
	 *                       family's child or Appadoo, Operation_Failed when the database refuses).
	 * @throws Not_Found When the profile was deleted while saving.
	 * @throws Conflict When the stored revision is not the one sent (`data.state`: the stored one, unshaped).
	 */
	public function save( int $parent_id, string $public_id, int $appadoo_id, array $fields, int $now, ?string $share = null ): array {
		$revision = $fields['revision'] ?? null;
		if ( ! is_int( $revision ) || $revision < 0 || $revision > self::REVISION_MAX ) {
			throw new Invalid_Input( 'playpal_family_revision_invalid', __( 'Send the revision the save is based on: a whole number from 0 (the state as last read).', 'playpal' ), array( 'params' => array( 'revision' ) ) );
		}
		if ( ! array_key_exists( 'state', $fields ) && ! array_key_exists( 'progress', $fields ) ) {
			throw new Invalid_Input( 'playpal_family_nothing_to_save', __( 'Send a state, a progress, or both.', 'playpal' ) );
		}
		$state    = array_key_exists( 'state', $fields ) ? Child_Appadoo_State::encode_state( $fields['state'] ) : null;
		$progress = array_key_exists( 'progress', $fields ) ? self::progress( $fields['progress'] ) : null;
		$child    = $this->children->find( $parent_id, $public_id );
		$this->appadoos->find( $appadoo_id, $parent_id, $share, $now );
		if ( $this->states->save( $child, $appadoo_id, $state, $progress, $now, $revision ) ) {
			return $this->states->load( $child, $appadoo_id );
		}
		$stored = $this->states->load( $child, $appadoo_id );
		if ( $stored['revision'] === $revision ) {
			// Nothing stored, yet the revision is the one sent: the profile was deleted meanwhile.
			throw new Not_Found( 'playpal_family_child_not_found', __( 'That child\'s profile could not be found.', 'playpal' ) );
		}
		throw new Conflict( 'playpal_family_state_stale', __( 'This save is based on an older copy: a newer one was saved meanwhile.', 'playpal' ), array( 'state' => $stored ) );
	}

	/**
	 * A progress: exactly `{score: number|null, completed: boolean}`.
	 *
	 * @param mixed $value Decoded as objects.
	 * @return array{score: float|null, completed: bool}
	 * @throws Invalid_Input When it is anything else.
	 */
	private static function progress( mixed $value ): array {
		$fields = $value instanceof stdClass ? get_object_vars( $value ) : null;
		$score  = $fields['score'] ?? null;
		$valid  = is_array( $fields )
			&& array( 'completed', 'score' ) === self::sorted_keys( $fields )
			&& is_bool( $fields['completed'] )
			&& ( null === $score || ( ( is_int( $score ) || is_float( $score ) ) && is_finite( (float) $score ) && abs( (float) $score ) <= self::SCORE_MAX ) );
		if ( ! $valid ) {
			throw new Invalid_Input(
				'playpal_family_progress_invalid',
				__( 'A progress is {"score": a number or null, "completed": true or false}.', 'playpal' ),
				array( 'params' => array( 'progress' ) )
			);
		}
		return array(
			'score'     => null === $score ? null : (float) $score,
			'completed' => $fields['completed'],
		);
	}

	/**
	 * An object's keys, sorted.
	 *
	 * @param array<string, mixed> $fields Object's fields.
	 * @return list<string>
	 */
	private static function sorted_keys( array $fields ): array {
		$keys = array_map( 'strval', array_keys( $fields ) );
		sort( $keys );
		return $keys;
	}
}
