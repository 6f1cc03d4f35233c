<?php
/**
 * Schema 11 adds each saved state's revision.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;

/**
 * A site at schema 10 (no `revision` column) is brought to 11 on the next
 * load; the rows it had start at revision 0, which a host that has not read
 * them yet sends.
 */
final class StateRevisionUpgradeTest extends TestCase {

	protected function tearDown(): void {
		// ALTER TABLE commits by itself: leave the table and the version as the suite expects them.
		if ( ! $this->has_revision() ) {
			Schema::install();
		}
		parent::tearDown();
		// The upgrade's ALTER TABLE committed the row written before it: gone again, for the tests that count rows.
		$this->db()->delete( Schema::child_appadoos_table(), array( 'child_id' => 999001 ) );
		update_option( Schema::VERSION_OPTION, Schema::VERSION, true );
	}

	private function db(): \wpdb {
		global $wpdb;
		return $wpdb;
	}

	private function has_revision(): bool {
		return (bool) $this->db()->get_var( $this->db()->prepare( 'SHOW COLUMNS FROM ' . Schema::child_appadoos_table() . ' LIKE %s', 'revision' ) );
	}

	public function test_the_upgrade_adds_the_revision_and_old_rows_start_at_0(): void {
		$table = Schema::child_appadoos_table();
		$this->db()->query( "ALTER TABLE {$table} DROP COLUMN revision" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		update_option( Schema::VERSION_OPTION, '10', true );
		$this->assertFalse( $this->has_revision(), 'A site at schema 10.' );
		$this->db()->insert(
			$table,
			array(
				'child_id'    => 999001,
				'appadoo_id'  => 999002,
				'state'       => '{"level":4}',
				'completed'   => 0,
				'last_played' => 0,
				'updated_at'  => time(),
			)
		);

		Schema::maybe_upgrade();

		$this->assertTrue( $this->has_revision(), 'The column is added.' );
		$this->assertSame( '0', $this->db()->get_var( "SELECT revision FROM {$table} WHERE child_id = 999001" ), 'A row from before starts at 0.' ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ), 'Version 11 is stored.' );
		$this->assertSame( '11', Schema::VERSION );
	}
}
