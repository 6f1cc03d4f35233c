<?php
/**
 * Tests for the sign-ups tables, waitlist routes and admin menu.
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- These tests call WordPress's own hooks.

namespace PlayPal\Tests\Signups;

use PlayPal\Frontend\Route_Table;
use PlayPal\Routing\Route_Meta;
use PlayPal\Signups\Signup_Lists;
use PlayPal\Signups\Waitlist_Routes;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;

/**
 * The pieces around the endpoint are in place.
 */
final class SignupsSetupTest extends TestCase {

	public function test_the_tables_exist_and_the_schema_version_is_stored(): void {
		global $wpdb;
		$this->assertTrue( Schema::tables_exist(), 'Both tables are created on activation.' );
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ), 'The installed schema version is recorded.' );
		$index = $wpdb->get_results( 'SHOW INDEX FROM ' . Schema::signups_table() . " WHERE Key_name = 'kind_email'", ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( array( 'kind', 'email_normalized' ), array_column( $index, 'Column_name' ), 'One row per list and normalised email is enforced by an index.' );
		$this->assertSame( '0', (string) $index[0]['Non_unique'], 'The index is unique.' );
	}

	public function test_the_waitlist_pages_are_app_routes_with_noindex_follow(): void {
		// A fresh instance: another test class removes every playpal_routes filter
		// in its tearDown. That the plugin registers these hooks, the browser
		// tests show: the server answers both paths with 200 and the robots tag.
		$waitlist = new Waitlist_Routes();
		add_filter( 'playpal_routes', array( $waitlist, 'add_routes' ) );
		add_filter( 'playpal_route_meta', array( $waitlist, 'meta' ), 10, 2 );
		$table = new Route_Table();
		$meta  = new Route_Meta();
		foreach ( array( 'create-it-forward', 'play-it-forward' ) as $path ) {
			$this->assertSame( $path, $table->match( $path )['pattern'] ?? null, "/{$path} is an app route." );
			$head = $meta->for_route( $path, array() );
			$this->assertSame( 'noindex, follow', $head['robots'], "/{$path} asks not to be indexed but followed." );
			$this->assertStringContainsString( 'PlayPal', $head['title'], "/{$path} has its own title." );
			$this->assertNotSame( '', $head['description'], "/{$path} has a description." );
		}
		remove_filter( 'playpal_routes', array( $waitlist, 'add_routes' ) );
		remove_filter( 'playpal_route_meta', array( $waitlist, 'meta' ), 10 );
	}

	public function test_the_storefront_shows_the_same_consent_sentences_as_the_server_stores(): void {
		$client = (string) file_get_contents( dirname( __DIR__, 3 ) . '/src/features/interest/consent.ts' );
		foreach ( Signup_Lists::kinds() as $kind ) {
			$this->assertStringContainsString( Signup_Lists::consent_text( $kind ), $client, "The form for {$kind} shows the consent text the server keeps." );
		}
	}

	public function test_the_sign_ups_screen_is_a_playpal_menu_for_site_owners_only(): void {
		global $menu, $submenu, $_wp_submenu_nopriv;
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$menu               = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$submenu            = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$_wp_submenu_nopriv = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited
		$this->log_in_as( 'administrator' );
		do_action( 'admin_menu' );

		$items = array_column( $submenu['playpal-signups'] ?? array(), 1, 2 );
		$this->assertSame( 'manage_options', $items['playpal-signups'] ?? null, 'PlayPal → Sign-ups requires manage_options.' );
		$this->assertContains( 'playpal-signups', array_column( $menu, 2 ), 'PlayPal is a top-level menu.' );
		$this->assertArrayHasKey( 'options-general.php?page=playpal', $items, 'PlayPal → Settings links to Settings → PlayPal.' );
	}
}
