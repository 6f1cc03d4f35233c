<?php
/**
 * A person's VIP Library Card and Create It Forward membership, from the ledger.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use DateTimeImmutable;

defined( 'ABSPATH' ) || exit;

/**
 * Reads the ledger's counting rows of one kind, oldest grant first, and adds
 * them up: each grant starts on the later of the day it took effect and the
 * previous grant's last day, and lasts its days (what its line still pays for,
 * Membership_Refund_Rule: unit days × quantity while nothing is refunded).
 * The result is never stored, so a revoked row simply drops out and the
 * expiry is recomputed from what remains — exact whatever order the changes
 * came in. Days are calendar days in site time; a membership is active
 * through the end of its last day (SPEC §4 "Membership active"), and the
 * answer is right at any moment, before or after the daily job has run.
 */
final class Membership_Status {

	private Membership_Ledger $ledger;

	/**
	 * Constructor.
	 *
	 * @param Membership_Ledger|null $ledger The ledger.
	 */
	public function __construct( ?Membership_Ledger $ledger = null ) {
		$this->ledger = $ledger ?? new Membership_Ledger();
	}

	/**
	 * The kind's state for a user.
	 *
	 * @param int                    $user_id User.
	 * @param string                 $kind    `vip` or `creator`.
	 * @param DateTimeImmutable|null $now     The moment to judge at; now by default.
	 * @return array{active: bool, last_day: string|null, row_id: int, membership: string, status: string, reminded: bool, active_rows: list<array{id: int, days: int}>}
	 *         `last_day` is null when the person never had this kind (or every grant was taken back);
	 *         `row_id`/`membership` are the grant that decides the last day; `active_rows` the active rows
	 *         this answer was computed from, with their days as read (what the daily job may close).
	 */
	public function of( int $user_id, string $kind, ?DateTimeImmutable $now = null ): array {
		$zone  = wp_timezone();
		$today = ( $now ?? new DateTimeImmutable( 'now', $zone ) )->setTimezone( $zone )->format( 'Y-m-d' );
		$last  = null;
		$rows  = array();
		$state = array(
			'active'     => false,
			'last_day'   => null,
			'row_id'     => 0,
			'membership' => '',
			'status'     => '',
			'reminded'   => false,
		);
		if ( $user_id < 1 ) {
			return $state + array( 'active_rows' => array() );
		}
		foreach ( $this->ledger->counting_rows( $user_id, $kind ) as $row ) {
			$granted = ( new DateTimeImmutable( '@' . $row['granted_at'] ) )->setTimezone( $zone )->format( 'Y-m-d' );
			$start   = null !== $last && $last > $granted ? $last : $granted;
			$last    = ( new DateTimeImmutable( $start, $zone ) )->modify( '+' . $row['days'] . ' days' )->format( 'Y-m-d' );
			if ( Membership_Ledger::ACTIVE === $row['status'] ) {
				$rows[] = array(
					'id'   => $row['id'],
					'days' => $row['days'],
				);
			}
			$state = array(
				'active'     => false,
				'last_day'   => $last,
				'row_id'     => $row['id'],
				'membership' => $row['membership'],
				'status'     => $row['status'],
				'reminded'   => $row['reminded_at'] > 0,
			);
		}
		$state['active'] = null !== $last && $today <= $last;
		return $state + array( 'active_rows' => $rows );
	}
}
