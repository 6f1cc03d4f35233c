<?php
/**
 * Adds, changes and deletes a parent's children's profiles.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Conflict;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Lock_Busy;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Unavailable;
use PlayPal\Database\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * A parent has at most 6 children. Adding one counts, checks the consent the
 * write carries (Consent_Record: needed → `consentVersion` or 400, nothing
 * stored), stores the profile and records the consent under the parent's
 * Named_Lock, so two requests at once can neither pass the limit nor record
 * the consent twice; a change checks and records the consent the same way.
 * Withdrawing the consent deletes the whole family, as the privacy eraser does.
 */
final class Children {

	public const MAX_CHILDREN = 6;

	private const LOCK_SECONDS = 5;

	public function __construct( private Child_Repository $children, private Child_Input $input, private Consent_Record $consent, private Family_Data_Remover $remover ) {
	}

	/**
	 * Adds a child.
	 *
	 * @param int                  $parent_id Parent's user id.
	 * @param array<string, mixed> $fields    As sent (profile fields only).
	 * @param int                  $now       Current time.
	 * @param mixed                $consent   `consentVersion` as sent (null when not sent).
	 * @throws Unavailable When the parent's lock stays busy (and, from the step it runs:
	 *                     Invalid_Input for a broken field or a missing consent, Conflict at 6 children,
	 *                     Operation_Failed when the database refuses).
	 */
	public function add( int $parent_id, array $fields, int $now, mixed $consent = null ): Child {
		$columns = $this->input->for_create( $fields );
		return $this->under_parent_lock( $parent_id, fn(): Child => $this->add_locked( $parent_id, $columns, $now, $consent ) );
	}

	/**
	 * Checks the consent, counts, stores and records the consent (the caller holds the parent's lock).
	 *
	 * @param int                                                                                                             $parent_id Parent's user id.
	 * @param array{nickname: string, avatar: string, age_band: string, weekday_minutes: int|null, weekend_minutes: int|null} $columns   Checked columns.
	 * @param int                                                                                                             $now       Current time.
	 * @param mixed                                                                                                           $consent   `consentVersion` as sent.
	 * @throws Conflict When the parent has 6 children already.
	 */
	private function add_locked( int $parent_id, array $columns, int $now, mixed $consent ): Child {
		$record = $this->consent->check( $parent_id, $consent );
		if ( $this->children->count( $parent_id ) >= self::MAX_CHILDREN ) {
			throw new Conflict(
				'playpal_family_children_limit',
				/* translators: %d: most children. */
				sprintf( __( 'A family can have up to %d children\'s profiles.', 'playpal' ), self::MAX_CHILDREN ),
				array( 'max' => self::MAX_CHILDREN )
			);
		}
		$child = $this->children->insert( $parent_id, $columns, $now );
		if ( $record ) {
			$this->consent->record( $parent_id, $now );
		}
		return $child;
	}

	/**
	 * Changes a child's profile.
	 *
	 * @param int                  $parent_id Parent's user id.
	 * @param string               $public_id The child's public id.
	 * @param array<string, mixed> $fields    As sent (profile fields only).
	 * @param int                  $now       Current time.
	 * @param mixed                $consent   `consentVersion` as sent (null when not sent).
	 * @throws Not_Found When the child is not the parent's.
	 * @throws Invalid_Input When a field is broken (and, from the step it runs under the lock, when the
	 *                       consent is missing; Operation_Failed when the database refuses).
	 * @throws Unavailable When the parent's lock stays busy.
	 */
	public function change( int $parent_id, string $public_id, array $fields, int $now, mixed $consent = null ): Child {
		$child   = $this->children->find( $parent_id, $public_id );
		$columns = $this->input->for_update( $fields );
		return $this->under_parent_lock(
			$parent_id,
			function () use ( $parent_id, $child, $columns, $now, $consent ): Child {
				$record  = $this->consent->check( $parent_id, $consent );
				$changed = $this->children->update( $child, $columns );
				if ( $record ) {
					$this->consent->record( $parent_id, $now );
				}
				return $changed;
			}
		);
	}

	/**
	 * Withdraws the parent's consent: deletes every child with all its data, the consent, the PIN and
	 * the weekly summary choice, exactly as the privacy eraser does (Family_Data_Remover::remove_parent()).
	 *
	 * @param int $parent_id Parent's user id.
	 * @return int Rows deleted.
	 * @throws Unavailable When the parent's lock stays busy.
	 */
	public function withdraw_consent( int $parent_id ): int {
		return (int) $this->under_parent_lock( $parent_id, fn(): int => $this->remover->remove_parent( $parent_id ) );
	}

	/**
	 * Deletes a child and all of its data.
	 *
	 * @param int    $parent_id Parent's user id.
	 * @param string $public_id The child's public id.
	 * @throws Not_Found When the child is not the parent's.
	 * @throws Unavailable When the parent's lock stays busy.
	 */
	public function delete( int $parent_id, string $public_id ): void {
		$child = $this->children->find( $parent_id, $public_id );
		$this->under_parent_lock( $parent_id, fn() => $this->remover->remove_child( $child ) );
	}

	/**
	 * Runs a step under the parent's lock.
	 *
	 * @param int      $parent_id Parent's user id.
	 * @param callable $step      The step.
	 * @return mixed What the step returned.
	 * @throws Unavailable When the lock stays busy.
	 */
	private function under_parent_lock( int $parent_id, callable $step ): mixed {
		try {
			return Named_Lock::run( 'family_parent_' . $parent_id, self::LOCK_SECONDS, $step );
		} catch ( Lock_Busy $exception ) {
			throw self::busy();
		}
	}

	private static function busy(): Unavailable {
		return new Unavailable( 'playpal_family_busy', __( 'The family could not be changed just now. Please try again in a moment.', 'playpal' ) );
	}
}
