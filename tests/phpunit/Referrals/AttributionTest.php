<?php
/**
 * The `?ref=` cookie and what it attributes.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Admin\Signups_List_Table;
use PlayPal\Commerce\Store;
use PlayPal\Referrals\Referral_Attribution;
use PlayPal\Referrals\Referral_Cookie;
use PlayPal\Settings\Feature_Flags;
use PlayPal\Settings\Settings;
use PlayPal\Signups\Csv_Export;
use PlayPal\Database\Schema;
use PlayPal\Database\Signups_Repository;
use PlayPal\Tests\TestCase;

/**
 * A valid code in `?ref=` sets a 30-day, HttpOnly, SameSite=Lax first-party
 * cookie (only with the referral flag); a sign-up or a new order made while it
 * is set keeps the code.
 */
final class AttributionTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'referral' => true ) );
		unset( $_COOKIE[ Referral_Cookie::NAME ] );
		// Sign-ups from this test's own address, away from the rate limit other tests use up.
		$_SERVER['REMOTE_ADDR'] = '192.0.2.' . wp_rand( 1, 254 );
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ Referral_Cookie::NAME ], $_SERVER['REMOTE_ADDR'], $GLOBALS['current_screen'] );
		parent::tearDown();
	}

	private function cookie(): Referral_Cookie {
		return new Referral_Cookie( new Feature_Flags( new Settings() ) );
	}

	/**
	 * Joins the Play It Forward list.
	 *
	 * @param string $email Email.
	 */
	private function sign_up( string $email ): \WP_REST_Response {
		return $this->dispatch(
			'POST',
			'/pp/v1/interest',
			array(
				'kind'      => 'pif',
				'email'     => $email,
				'firstName' => 'Ada',
				'lastName'  => 'Lovelace',
				'hp'        => '',
			)
		);
	}

	public function test_the_cookie_is_first_party_http_only_lax_and_lasts_30_days(): void {
		$now     = 1_800_000_000;
		$options = $this->cookie()->cookie_options( 'friend-1001', $now );

		$this->assertNotNull( $options, 'A valid code sets the cookie.' );
		$this->assertSame( $now + 30 * DAY_IN_SECONDS, $options['expires'], 'It lasts 30 days.' );
		$this->assertTrue( $options['httponly'], 'No script can read it.' );
		$this->assertSame( 'Lax', $options['samesite'], 'It is SameSite=Lax.' );
		$this->assertSame( is_ssl(), $options['secure'], 'Secure exactly when the site is on HTTPS.' );
		$this->assertSame( COOKIE_DOMAIN ? COOKIE_DOMAIN : '', $options['domain'], 'First party: the site\'s own cookie domain.' );
		$this->assertSame( COOKIEPATH ? COOKIEPATH : '/', $options['path'], 'On the site\'s path.' );
	}

	public function test_no_cookie_for_a_bad_code_the_demo_code_or_with_the_flag_off(): void {
		foreach ( array( '', 'ab', str_repeat( 'a', 65 ), 'a b', '<script>', 'x;y=1', "a\nb", 'demo', 'DEMO' ) as $code ) {
			$this->assertNull( $this->cookie()->cookie_options( $code, time() ), 'No cookie for ' . wp_json_encode( $code ) . '.' );
		}
		$this->set_flags( array( 'referral' => false ) );
		$this->assertNull( $this->cookie()->cookie_options( 'friend-1001', time() ), 'No cookie while the referral flag is off.' );
		$_COOKIE[ Referral_Cookie::NAME ] = 'friend-1001';
		$this->assertNull( $this->cookie()->current_code(), 'Nor is one read.' );
	}

	public function test_a_sign_up_keeps_the_referral_code_and_the_admin_list_and_csv_show_it(): void {
		global $wpdb;
		$_COOKIE[ Referral_Cookie::NAME ] = 'friend-1001';
		$email                            = 'ref' . wp_generate_password( 6, false ) . '@example.com';

		$response = $this->sign_up( $email );

		$this->assertSame( 200, $response->get_status(), 'The sign-up is accepted.' );
		$code = $wpdb->get_var( $wpdb->prepare( 'SELECT referral_code FROM ' . Schema::signups_table() . ' WHERE email = %s', $email ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( 'friend-1001', $code, 'The sign-up row keeps the code.' );

		$this->log_in_as( 'administrator' );
		require_once ABSPATH . 'wp-admin/includes/admin.php';
		set_current_screen( 'toplevel_page_playpal-signups' );
		$table = new Signups_List_Table( new Signups_Repository() );
		$this->assertArrayHasKey( 'referral_code', $table->get_columns(), 'The list has a referral code column.' );
		$_REQUEST['s'] = $email;
		$table->prepare_items();
		ob_start();
		$table->display();
		$html = (string) ob_get_clean();
		unset( $_REQUEST['s'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- The test set it.
		$this->assertStringContainsString( 'friend-1001', $html, 'The wp-admin list shows the code.' );

		$handle = fopen( 'php://memory', 'w+' );
		( new Csv_Export( new Signups_Repository() ) )->write( $handle, array( 'search' => $email ) );
		rewind( $handle );
		$csv = (string) stream_get_contents( $handle );
		fclose( $handle );
		$this->assertStringContainsString( 'Referral code', $csv, 'The CSV has the column.' );
		$this->assertStringContainsString( 'friend-1001', $csv, 'The CSV exports the code.' );
	}

	public function test_a_sign_up_without_the_cookie_keeps_no_code(): void {
		global $wpdb;
		$email    = 'noref' . wp_generate_password( 6, false ) . '@example.com';
		$response = $this->sign_up( $email );
		$this->assertSame( 200, $response->get_status(), 'The sign-up is accepted: ' . wp_json_encode( $response->get_data() ) );
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT referral_code FROM ' . Schema::signups_table() . ' WHERE email = %s', $email ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( array( 'referral_code' => '' ), $row, 'The row keeps no code without the cookie.' );
	}

	public function test_a_new_order_keeps_the_referral_code_in_its_meta(): void {
		$this->assertTrue( ( new Store() )->is_active(), 'The tests run with the WooCommerce double.' );
		$_COOKIE[ Referral_Cookie::NAME ] = 'friend-1001';

		$order = wc_create_order( array( 'customer_id' => 0 ) );

		$this->assertSame( 'friend-1001', ( new Store() )->order_meta( $order->get_id(), Referral_Attribution::ORDER_META ), 'The order keeps the code.' );

		unset( $_COOKIE[ Referral_Cookie::NAME ] );
		$other = wc_create_order( array( 'customer_id' => 0 ) );
		$this->assertSame( '', ( new Store() )->order_meta( $other->get_id(), Referral_Attribution::ORDER_META ), 'An order without the cookie keeps none.' );
	}

	public function test_the_sign_ups_table_has_the_column_after_the_schema_upgrade(): void {
		global $wpdb;
		$columns = $wpdb->get_col( 'SHOW COLUMNS FROM ' . Schema::signups_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
		$this->assertContains( 'referral_code', $columns, 'dbDelta added the column.' );
		$this->assertSame( Schema::VERSION, get_option( Schema::VERSION_OPTION ), 'The new schema version is recorded.' );
	}
}
