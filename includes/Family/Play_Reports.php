<?php
/**
 * Takes a play-time report from a child's device.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Not_Found;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Unavailable;

defined( 'ABSPATH' ) || exit;

/**
 * The child must be the parent's and the Appadoo one the family may play
 * (else 404, nothing counted); then the session's seconds so far go into the
 * ledger (Play_Time_Ledger: each session counts once) and the Appadoo is
 * marked as played now.
 */
final class Play_Reports {

	public function __construct( private Child_Repository $children, private Playable_Appadoos $appadoos, private Play_Time_Ledger $ledger, private Child_Appadoo_State $states ) {
	}

	/**
	 * Records a report.
	 *
	 * @param int         $parent_id  Parent's user id.
	 * @param string      $public_id  The child's public id.
	 * @param int         $appadoo_id The Appadoo played.
	 * @param string      $session    Session id.
	 * @param int         $seconds    Seconds so far in this session.
	 * @param int         $now        Current time.
	 * @param string|null $share      The share token of the host page reporting, if any (Playable_Appadoos).
	 * @throws Invalid_Input When the session id or the seconds are malformed (and, from the
	 *                       services it calls, Not_Found for another family's child or Appadoo,
	 *                       Unavailable when busy, Operation_Failed when the database refuses).
	 */
	public function report( int $parent_id, string $public_id, int $appadoo_id, string $session, int $seconds, int $now, ?string $share = null ): Child {
		if ( 1 !== preg_match( '/^[0-9a-f]{32}\z/', $session ) ) {
			throw new Invalid_Input( 'playpal_family_session_invalid', __( 'A session id is 32 hexadecimal characters.', 'playpal' ), array( 'params' => array( 'session' ) ) );
		}
		if ( $seconds < 0 || $seconds > Play_Time_Ledger::SESSION_MAX_SECONDS ) {
			throw new Invalid_Input(
				'playpal_family_seconds_invalid',
				/* translators: %d: most seconds. */
				sprintf( __( 'Seconds played are a whole number from 0 to %d.', 'playpal' ), Play_Time_Ledger::SESSION_MAX_SECONDS ),
				array( 'params' => array( 'seconds' ) )
			);
		}
		$child = $this->children->find( $parent_id, $public_id );
		$this->appadoos->find( $appadoo_id, $parent_id, $share, $now );
		$this->ledger->report( $child, $appadoo_id, $session, $seconds, $now );
		$this->states->touch_played( $child, $appadoo_id, $now );
		return $child;
	}
}
