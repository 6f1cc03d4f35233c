<?php
/**
 * Schema 9 drops play time's old unique key (child, session), whose
 * uniqueness would refuse a session's second site day.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;

/**
 * Review finding: the drop's result was not checked, and version 9 was
 * stored even when the old key stayed.
 */
final class PlayTimeKeyUpgradeTest extends TestCase {

	/** @var ?\Closure The filter that makes the drop fail. */
	private ?\Closure $failing_drop = null;

	protected function tearDown(): void {
		if ( $this->failing_drop ) {
			remove_filter( 'query', $this->failing_drop );
		}
		// ALTER TABLE commits by itself: leave the table as the suite expects it.
		if ( $this->has_old_key() ) {
			$this->db()->query( 'ALTER TABLE ' . Schema::play_time_table() . ' DROP INDEX child_session' );
		}
		parent::tearDown();
		// The upgrade's ALTER TABLE committed the '8' this test wrote, and the rollback took back
		// the version stored after it: store it again now, outside the test's transaction, or
		// every later test sees a site at schema 8.
		update_option( Schema::VERSION_OPTION, Schema::VERSION, true );
	}

	private function db(): \wpdb {
		global $wpdb;
		return $wpdb;
	}

	private function has_old_key(): bool {
		return (bool) $this->db()->get_var( $this->db()->prepare( 'SHOW INDEX FROM ' . Schema::play_time_table() . ' WHERE Key_name = %s', 'child_session' ) );
	}

	/** A site at schema 8: the old key on the table. */
	private function at_schema_8(): void {
		$this->db()->query( 'ALTER TABLE ' . Schema::play_time_table() . ' ADD UNIQUE INDEX child_session (child_id, session)' );
		update_option( Schema::VERSION_OPTION, '8', true );
		$this->assertTrue( $this->has_old_key() );
	}

	public function test_the_upgrade_drops_the_old_key_and_stores_version_9(): void {
		$this->at_schema_8();

		Schema::install();

		$this->assertFalse( $this->has_old_key(), 'The key that refused a second day is gone.' );
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
	}

	public function test_a_drop_that_fails_keeps_the_old_version_so_the_next_load_tries_again(): void {
		$this->at_schema_8();
		$this->failing_drop = static fn ( string $query ): string => str_contains( $query, 'DROP INDEX child_session' ) ? 'SELECT * FROM playpal_no_such_table' : $query;
		add_filter( 'query', $this->failing_drop );
		$suppressed         = $this->db()->suppress_errors( true );

		Schema::install();

		$this->db()->suppress_errors( $suppressed );
		$this->assertTrue( $this->has_old_key() );
		$this->assertSame( '8', get_option( Schema::VERSION_OPTION ), 'Not marked upgraded while the old key stays.' );

		remove_filter( 'query', $this->failing_drop );
		Schema::install();

		$this->assertFalse( $this->has_old_key() );
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ) );
	}
}
