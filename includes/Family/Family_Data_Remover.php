<?php
/**
 * Deletes a child, or a whole family, with all their data.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

defined( 'ABSPATH' ) || exit;

/**
 * Deleting a child's profile deletes its play time and its saved state and
 * progress first, then the profile. Deleting a parent (their user, or the
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
		$removed = $this->ledger->delete_child( $child->id ) + $this->states->delete_child( $child->id );
		$this->children->delete( $child );
		return $removed + 1;
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
