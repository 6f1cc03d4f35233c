<?php
/**
 * The daily membership job racing a renewal.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Members;

use PlayPal\Members\Membership_Daily_Job;
use PlayPal\Members\Membership_Ledger;
use PlayPal\Members\Membership_Types;
use PlayPal\Database\Schema;

/**
 * A renewal that lands between the job's read of a membership and its close
 * (put in just before the job's UPDATE reaches the database, as a parallel
 * checkout would) must stay active.
 */
final class MembershipDailyJobRaceTest extends MembershipTestCase {

	public function test_a_renewal_granted_while_the_job_closes_the_lapsed_membership_stays_active(): void {
		$product  = $this->membership_product( Membership_Types::VIP_LIBRARY_CARD, 30 );
		$customer = $this->member();
		$lapsed   = $this->completed_order( $customer, array( $product ) );
		$this->backdate( $lapsed, 40 );
		$this->assertFalse( $this->me( $customer, Membership_Types::VIP_LIBRARY_CARD )['on'], 'Over ten days ago; the job has not run yet.' );

		$table   = Schema::membership_grants_table();
		$renewal = 0;
		$race    = static function ( string $query ) use ( $table, $customer, $product, &$renewal ): string {
			if ( 0 === $renewal && str_starts_with( ltrim( $query ), "UPDATE {$table} SET status = 'expired'" ) ) {
				$renewal = -1; // The INSERT below goes through this filter too.
				( new Membership_Ledger() )->grant(
					array(
						'user_id'    => $customer,
						'order_id'   => 987654321,
						'item_id'    => 1,
						'product_id' => $product,
						'type'       => Membership_Types::VIP_LIBRARY_CARD,
						'unit_days'  => 30,
						'quantity'   => 1,
					),
					time()
				);
				$renewal = 1;
			}
			return $query;
		};
		add_filter( 'query', $race );
		$run = ( new Membership_Daily_Job() )->run();
		remove_filter( 'query', $race );

		$this->assertSame( 1, $renewal, 'The renewal landed between the job\'s read and its close.' );
		$this->assertSame( 1, $run['closed'], 'The lapsed membership is closed.' );
		$this->assertSame( array( Membership_Ledger::EXPIRED => 1 ), $this->rows_of( $lapsed ), 'Its row, judged expired, is marked so.' );
		$this->assertSame( array( Membership_Ledger::ACTIVE => 1 ), $this->rows_of( 987654321 ), 'The renewal, which the job never judged, stays active.' );
		$this->assertSame(
			array(
				'on'    => true,
				'until' => self::day( 30 ),
			),
			$this->me( $customer, Membership_Types::VIP_LIBRARY_CARD ),
			'The member has the days just bought.'
		);
	}
}
