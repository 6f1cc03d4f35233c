<?php
/**
 * A play report that read the child before the child was deleted (a report
 * racing the deletion, or one whose read came from a lagging replica) leaves
 * nothing behind: no play time, no "last played" and no saved-state row that the privacy
 * exporter and eraser, which start from the profiles, would never find.
 *
 * Review finding (issue 26's replica reads): the child was read outside the
 * child's lock and never again, and the deletion took no lock of the child.
 *
 * @package PlayPal
 */

namespace PlayPal\Tests\Family;

use PlayPal\Errors\Not_Found;
use PlayPal\Database\Schema;

/**
 * Reports for a child deleted after it was read.
 */
final class DeletedChildReportTest extends FamilyTestCase {

	public function test_a_report_for_a_child_deleted_after_it_was_read_counts_nothing_and_leaves_no_row(): void {
		$parent   = $this->parent_signed_in();
		$added    = $this->add_child();
		$appadoo  = $this->appadoo( $parent );
		$services = self::services();
		// Read as a report reads it, then deleted before the report writes.
		$stale = self::child( $parent, $added['id'] );
		$services->children_service()->delete( $parent, $added['id'] );
		$this->assertSame( 0, self::count_rows( Schema::children_table() ), 'The profile is gone.' );

		try {
			$services->ledger->report( $stale, $appadoo, self::session(), 120, time() );
			$this->fail( 'A report for a deleted child is refused.' );
		} catch ( Not_Found $refused ) {
			$this->assertSame( 'playpal_family_child_not_found', $refused->get_error_code() );
		}
		$services->states->touch_played( $stale, $appadoo, time() );
		$services->states->save(
			$stale,
			$appadoo,
			'{"stars":3}',
			array(
				'score'     => 3.0,
				'completed' => false,
			),
			time(),
			0
		);
		try {
			$services->ledger->grant_extra( $stale, 600, time() );
			$this->fail( 'Extra time for a deleted child is refused.' );
		} catch ( Not_Found $refused ) {
			$this->assertSame( 'playpal_family_child_not_found', $refused->get_error_code() );
		}

		$this->assertSame( 0, self::count_rows( Schema::play_time_table() ), 'No play time of a deleted child.' );
		$this->assertSame( 0, self::count_rows( Schema::child_appadoos_table() ), 'No "last played" or saved-state row of a deleted child.' );
	}

	public function test_a_report_for_a_child_still_there_counts_and_marks_last_played(): void {
		$parent   = $this->parent_signed_in();
		$added    = $this->add_child();
		$appadoo  = $this->appadoo( $parent );
		$services = self::services();
		$child    = self::child( $parent, $added['id'] );

		$services->ledger->report( $child, $appadoo, self::session(), 120, time() );
		$services->states->touch_played( $child, $appadoo, time() );
		$services->states->save(
			$child,
			$appadoo,
			'{"stars":3}',
			array(
				'score'     => 3.0,
				'completed' => false,
			),
			time(),
			0
		);

		$this->assertSame( 1, self::count_rows( Schema::play_time_table() ) );
		$this->assertSame( 1, self::count_rows( Schema::child_appadoos_table() ) );
	}
}
