<?php
/**
 * Tools → Export / Erase Personal Data for a parent's children's data.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Privacy\Abstract_Privacy_Tools;

defined( 'ABSPATH' ) || exit;

/**
 * Found by the parent's e-mail (children have no account): the consent
 * record, whether a PIN is set (never the PIN or its hash), each child's
 * profile, play time per day (500 rows a page) and state and progress per Appadoo. Erasing
 * deletes all of it (Family_Data_Remover), nothing is kept.
 */
final class Family_Privacy extends Abstract_Privacy_Tools {

	public const ID = 'playpal-family';

	/** Play-time rows per page of the export. */
	public const EXPORT_PAGE_ROWS = 500;

	public function __construct( private Child_Repository $children, private Play_Time_Ledger $ledger, private Child_Appadoo_State $states, private Consent_Record $consent, private Parent_Pin $pin, private Family_Data_Remover $remover ) {
	}

	protected function friendly_name(): string {
		return __( 'PlayPal family (children\'s profiles and play)', 'playpal' );
	}

	/**
	 * The family's data, in WordPress's export format. The first page holds
	 * the consent, the profiles and the progress (at most six children, one
	 * row per Appadoo played); the play-time ledger, which grows with every
	 * session, comes EXPORT_PAGE_ROWS rows a page, so a long history never
	 * has to fit in one request.
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, array<string, mixed>>, done: bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		$user = get_user_by( 'email', $email );
		$page = max( 1, $page );
		if ( ! $user ) {
			return self::exported( array(), true );
		}
		$parent_id = (int) $user->ID;
		$children  = $this->children->for_parent( $parent_id );
		$data      = 1 === $page ? $this->consent_and_profiles( $parent_id, $children ) : array();
		$by_id     = array();
		foreach ( $children as $child ) {
			$by_id[ $child->id ] = $child;
		}
		// One row more than a page tells whether another page follows.
		$rows = $this->ledger->rows_page( array_keys( $by_id ), ( $page - 1 ) * self::EXPORT_PAGE_ROWS, self::EXPORT_PAGE_ROWS + 1 );
		foreach ( array_slice( $rows, 0, self::EXPORT_PAGE_ROWS ) as $row ) {
			$child  = $by_id[ $row['child_id'] ];
			$data[] = self::item(
				__( 'Children\'s play time', 'playpal' ),
				'playpal-child-' . $child->public_id . '-time-' . $row['id'],
				array(
					array( __( 'Child', 'playpal' ), $child->nickname ),
					array( __( 'Day', 'playpal' ), $row['day'] ),
					array( __( 'Type', 'playpal' ), Play_Time_Ledger::KIND_EXTRA === $row['kind'] ? __( 'Extra time', 'playpal' ) : __( 'Play', 'playpal' ) ),
					array( __( 'Appadoo', 'playpal' ), $row['appadoo_id'] ),
					array( __( 'Seconds', 'playpal' ), $row['seconds'] ),
				)
			);
		}
		if ( 1 === $page ) {
			$data = array_merge( $data, $this->progress( $children ) );
		}
		return self::exported( $data, count( $rows ) <= self::EXPORT_PAGE_ROWS );
	}

	/**
	 * The consent and each profile.
	 *
	 * @param int     $parent_id Parent's user id.
	 * @param Child[] $children  The parent's children.
	 * @return array<int, array<string, mixed>>
	 */
	private function consent_and_profiles( int $parent_id, array $children ): array {
		$data    = array();
		$consent = $this->consent->find( $parent_id );
		if ( null !== $consent ) {
			$data[] = self::item(
				__( 'Family consent', 'playpal' ),
				'playpal-family-consent',
				array(
					array( __( 'Agreed on (UTC)', 'playpal' ), $consent['at'] ),
					array( __( 'Text version', 'playpal' ), $consent['version'] ),
					array( __( 'Text shown', 'playpal' ), $consent['text'] ),
					array( __( 'Parent PIN set', 'playpal' ), $this->pin->is_set( $parent_id ) ? __( 'Yes', 'playpal' ) : __( 'No', 'playpal' ) ),
				)
			);
		}
		foreach ( $children as $child ) {
			$data[] = self::item(
				__( 'Children\'s profiles', 'playpal' ),
				'playpal-child-' . $child->public_id,
				array(
					array( __( 'Nickname', 'playpal' ), $child->nickname ),
					array( __( 'Avatar', 'playpal' ), $child->avatar ),
					array( __( 'Age band', 'playpal' ), $child->age_band ),
					array( __( 'Weekday budget (minutes)', 'playpal' ), $child->weekday_minutes ?? __( 'Unlimited', 'playpal' ) ),
					array( __( 'Weekend budget (minutes)', 'playpal' ), $child->weekend_minutes ?? __( 'Unlimited', 'playpal' ) ),
					array( __( 'Added (UTC)', 'playpal' ), gmdate( 'Y-m-d H:i:s', $child->created_at ) ),
				)
			);
		}
		return $data;
	}

	/**
	 * Each child's state and progress per Appadoo.
	 *
	 * @param Child[] $children The parent's children.
	 * @return array<int, array<string, mixed>>
	 */
	private function progress( array $children ): array {
		$data = array();
		foreach ( $children as $child ) {
			foreach ( $this->states->all( $child ) as $row ) {
				$data[] = self::item(
					__( 'Children\'s progress', 'playpal' ),
					'playpal-child-' . $child->public_id . '-appadoo-' . $row['appadooId'],
					array(
						array( __( 'Child', 'playpal' ), $child->nickname ),
						array( __( 'Appadoo', 'playpal' ), $row['appadooId'] ),
						array( __( 'Score', 'playpal' ), $row['score'] ),
						array( __( 'Completed', 'playpal' ), $row['completed'] ? __( 'Yes', 'playpal' ) : __( 'No', 'playpal' ) ),
						array( __( 'Last played (UTC)', 'playpal' ), null === $row['lastPlayed'] ? '' : gmdate( 'Y-m-d H:i:s', $row['lastPlayed'] ) ),
						array( __( 'Saved state', 'playpal' ), null === $row['state'] ? '' : (string) wp_json_encode( $row['state'] ) ),
					)
				);
			}
		}
		return $data;
	}

	/**
	 * Deletes the family's data.
	 *
	 * @param string $email Email address of the request.
	 * @param int    $page  1-based page (all on the first).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email, int $page = 1 ): array { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Eraser signature.
		$user    = get_user_by( 'email', $email );
		$had     = $user && ( null !== $this->consent->find( (int) $user->ID ) || $this->pin->is_set( (int) $user->ID ) );
		$removed = $user ? $this->remover->remove_parent( (int) $user->ID ) : 0;
		return self::erased( $removed > 0 || $had, false, array(), true );
	}
}
