<?php
/**
 * POST pp/v1/referrals/test-connection
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Settings\Referral_Fields;
use PlayPal\Settings\Settings;

/**
 * The settings screen's "Test connection": a server-side call with the
 * stored settings, for site owners only.
 */
final class TestConnectionTest extends ReferralTestCase {

	public function test_site_owners_see_a_working_connection(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'POST', '/pp/v1/referrals/test-connection' );

		$this->assertSame( 200, $response->get_status(), 'The test runs.' );
		$this->assertTrue( $response->get_data()['success'], 'The stub answered.' );
		$this->assertSame( array( 'POST /partners', 'GET /partners/ptn_1001/stats', 'GET /partners/ptn_1001' ), self::$stub->calls(), 'The server called the provider.' );
		$this->assertStringNotContainsString( self::KEY, (string) wp_json_encode( $response->get_data() ), 'The answer carries no key.' );
	}

	public function test_a_failing_provider_is_reported_with_its_reason(): void {
		$this->log_in_as( 'administrator' );
		self::$stub->control( 'mode', array( 'mode' => 'fail-all' ) );

		$data = $this->dispatch( 'POST', '/pp/v1/referrals/test-connection', array() )->get_data();

		$this->assertFalse( $data['success'], 'The test fails.' );
		$this->assertTrue( $data['configured'], 'The settings are complete.' );
		$this->assertStringContainsString( 'HTTP 500', $data['message'], 'The reason is given.' );
	}

	public function test_missing_settings_are_reported_without_a_call(): void {
		$this->log_in_as( 'administrator' );
		delete_option( Referral_Fields::KEY_OPTION );

		$data = $this->dispatch( 'POST', '/pp/v1/referrals/test-connection' )->get_data();

		$this->assertFalse( $data['configured'], 'No key: not configured.' );
		$this->assertSame( array(), self::$stub->calls(), 'Nothing is called.' );
	}

	public function test_only_site_owners_may_test(): void {
		$this->assertSame( 401, $this->dispatch( 'POST', '/pp/v1/referrals/test-connection' )->get_status(), 'Guests are refused.' );
		$this->log_in_as( 'editor' );
		$this->assertSame( 403, $this->dispatch( 'POST', '/pp/v1/referrals/test-connection' )->get_status(), 'Editors are refused.' );
		$this->assertSame( array(), self::$stub->calls(), 'Nothing is called.' );
	}

	public function test_it_works_while_the_referral_flag_is_off(): void {
		$this->log_in_as( 'administrator' );
		$this->set_flags( array( 'referral' => false ) );
		$this->assertTrue( $this->dispatch( 'POST', '/pp/v1/referrals/test-connection' )->get_data()['success'], 'Owners test before switching Play It Forward on.' );
		$this->assertFalse( ( new Settings() )->flags()['referral'], 'The flag stays off.' );
	}
}
