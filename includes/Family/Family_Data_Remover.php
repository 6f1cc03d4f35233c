<?php
/**
 * Deletes a child, or a whole family, with all their data.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Database\Named_Lock;

defined( 'ABSPATH' ) || exit;

/**
 * Deleting a child's profile deletes the profile, then its play time and its
 * saved state and progress, under the child's play-time lock. Deleting a parent (their user, or the
 * privacy eraser) deletes every child that way, plus the consent record and
 * the PIN. Nothing of a child outlives its profile.
 */
final class Family_Data_Remover {

	public function __construct( private Child_Repository $children, private Play_Time_Ledger $ledger, private Child_Appadoo_State $states, private Consent_Record $consent, private Parent_Pin $pin, private Weekly_Summary_Preference $summary ) {
	}

	public function add_hooks(): void {
		add_action( 'deleted_user', array( $this, 'remove_parent' ), 10, 1 );
		add_action( 'wpmu_delete_user', array( $this, 'remove_parent' ), 10, 1 );
	}

	/**
	 * Deletes one child and all of its data.
	 *
	 * @param Child $child The profile.
	 * @return int Rows deleted (profile included).
	 */
	public function remove_child( Child $child ): int {
		// Under the lock play time is counted under, the profile first: a report that read the child
		// just before (or from a lagging replica) then finds no profile and counts nothing, and a
		// "last played" mark (Child_Appadoo_State::touch_played) is written only while the profile exists.
		return (int) Named_Lock::run(
			Play_Time_Ledger::lock_name( $child->id ),
			Play_Time_Ledger::LOCK_SECONDS,
			function () use ( $child ): int {
				$this->children->delete( $child );
				return $this->ledger->delete_child( $child->id ) + $this->states->delete_child( $child->id ) + 1;
			}
		);
	}

	/**
	 * Deletes every child of a parent, their data, the consent record, the PIN and the weekly summary choice.
	 *
	 * @param int|string $parent_id Parent's user id (hooks pass it as given).
	 * @return int Rows deleted.
	 */
	public function remove_parent( int|string $parent_id ): int {
		$parent_id = (int) $parent_id;
		$removed   = 0;
		foreach ( $this->children->for_parent( $parent_id ) as $child ) {
			$removed += $this->remove_child( $child );
		}
		$this->consent->forget( $parent_id );
		$this->pin->forget( $parent_id );
		$this->summary->forget( $parent_id );
		return $removed;
	}
}
