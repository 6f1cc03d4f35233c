<?php
/**
 * Tests for PlayPal\Uninstaller (what uninstall.php runs).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

use PlayPal\Security\Moderation_Capability;
use PlayPal\Settings\Settings;
use PlayPal\Uninstaller;

/**
 * Data is removed only when the site owner asked for it.
 *
 * The tests point $wpdb->prefix at a private prefix, so the plugin's real
 * tables are never dropped. Table tests write no rows before their last
 * CREATE or DROP: those commit the test's transaction, which would make
 * earlier changes permanent (the uninstaller drops tables before it deletes
 * options, so its own deletions are still rolled back).
 */
final class UninstallerTest extends TestCase {

	private const TEST_PREFIX = 'pp_uninstall_test_';

	private string $real_prefix;

	protected function setUp(): void {
		parent::setUp();
		global $wpdb;
		$this->real_prefix = $wpdb->prefix;
		$wpdb->prefix      = self::TEST_PREFIX;
	}

	protected function tearDown(): void {
		global $wpdb;
		$wpdb->prefix = $this->real_prefix;
		remove_all_filters( 'pre_option_' . Settings::OPTION );
		parent::tearDown();
	}

	public function test_data_is_kept_by_default(): void {
		update_option( Settings::OPTION, array( 'base_path' => '/play/' ) );
		update_option( 'playpal_other', 'x' );

		$removed = $this->uninstaller()->uninstall_site();

		$this->assertFalse( $removed, 'Nothing should be removed unless the owner asked.' );
		$this->assertSame( '/play/', ( new Settings() )->base_path(), 'The settings should stay.' );
		$this->assertSame( 'x', get_option( 'playpal_other' ), 'Other PlayPal options should stay.' );
		$this->assertTrue( get_role( 'editor' )->has_cap( Moderation_Capability::CAPABILITY ), 'Who may moderate stays with the settings.' );
	}

	public function test_tables_are_kept_by_default(): void {
		$this->create_table();
		try {
			$this->uninstaller()->run();

			$this->assertTrue( $this->table_exists(), 'Tables should stay unless the owner asked.' );
		} finally {
			$this->drop_table();
		}
	}

	public function test_options_are_deleted_when_the_owner_asked(): void {
		update_option( Settings::OPTION, array( 'delete_data_on_uninstall' => true ) );
		update_option( 'playpal_other', 'x' );
		update_option( 'unrelated_option', 'y' );

		$removed = $this->uninstaller()->uninstall_site();

		$this->assertTrue( $removed, 'Data should be removed when the owner asked.' );
		$this->assertSame( 'missing', get_option( Settings::OPTION, 'missing' ), 'The settings should be deleted.' );
		$this->assertSame( 'missing', get_option( 'playpal_other', 'missing' ), 'Every playpal_ option should be deleted.' );
		$this->assertSame( 'y', get_option( 'unrelated_option' ), 'Other plugins\' options should stay.' );
		$this->assertFalse( get_role( 'editor' )->has_cap( Moderation_Capability::CAPABILITY ), 'The moderation capability leaves the roles.' );
	}

	public function test_tables_are_dropped_when_the_owner_asked(): void {
		$this->create_table();
		// A filter instead of a stored row: the DROP would commit the row for good.
		add_filter( 'pre_option_' . Settings::OPTION, static fn() => array( 'delete_data_on_uninstall' => true ) );

		$this->uninstaller()->run();

		$this->assertFalse( $this->table_exists(), 'playpal_ tables should be dropped.' );
	}

	private function uninstaller(): Uninstaller {
		return new Uninstaller( new Settings() );
	}

	private function create_table(): void {
		global $wpdb;
		$wpdb->query( 'CREATE TABLE IF NOT EXISTS ' . self::TEST_PREFIX . 'playpal_things (id INT PRIMARY KEY)' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- Table names cannot be placeholders.
		$this->assertTrue( $this->table_exists(), 'The test table should be created.' );
	}

	private function drop_table(): void {
		global $wpdb;
		$wpdb->query( 'DROP TABLE IF EXISTS ' . self::TEST_PREFIX . 'playpal_things' ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery,WordPress.DB.PreparedSQL.NotPrepared -- Table names cannot be placeholders.
	}

	private function table_exists(): bool {
		global $wpdb;
		return self::TEST_PREFIX . 'playpal_things' === $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', self::TEST_PREFIX . 'playpal\_things' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Checks the live schema.
	}
}
