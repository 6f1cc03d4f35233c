<?php
/**
 * GET pp/v1/referrals/me against the stub provider.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Referrals\Referral_Service;

/**
 * The referral flow of SPEC §4 on the server: partner created once, stats and
 * code read, rank and link computed; the sample with `sample: true` on any
 * failure, logged with the spec's messages and never with the key.
 */
final class ReferralFlowTest extends ReferralTestCase {

	public function test_a_new_partner_is_created_once_and_gets_the_providers_figures(): void {
		$user = $this->log_in_as( 'subscriber' );

		$response = $this->dispatch( 'GET', '/pp/v1/referrals/me' );
		$data     = $response->get_data();

		$this->assertSame( 200, $response->get_status(), 'Signed-in people get their stats.' );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '', 'The answer is private.' );
		$this->assertSame( array( 'POST /partners', 'GET /partners/ptn_1001/stats', 'GET /partners/ptn_1001' ), self::$stub->calls(), 'The flow creates the partner, then reads stats and code.' );
		$this->assertSame( array( 'yes', 'yes', 'yes' ), array_column( self::$stub->control( 'state' )['requests'], 'authed' ), 'Every call carries the bearer key.' );
		$partner = self::$stub->control( 'state' )['partners']['ptn_1001'];
		$this->assertSame( array( 'prog_test', (string) $user ), array( $partner['program_id'], $partner['external_id'] ), 'The partner is created with the programme and the user id.' );
		$this->assertSame( 'ptn_1001', get_user_meta( $user, Referral_Service::PARTNER_META, true )['id'] ?? null, 'The partner id is kept in user meta.' );
		$this->assertFalse( $data['sample'], 'Real figures are not marked as sample.' );
		$this->assertSame( 212.5, $data['totalEarnings'], 'Total earnings come from total_commission.' );
		$this->assertSame( 7, $data['referralCount'], 'Referrals come from customers_count.' );
		$this->assertSame( 9.8, $data['conversionRate'], 'The conversion rate comes from the provider.' );
		$this->assertSame( 71, $data['clickCount'], 'Clicks come from clicks_count.' );
		$this->assertSame( 640.25, $data['lifetimeValue'], 'Lifetime value comes from the provider.' );
		$this->assertSame( 'Gold', $data['rank'], 'The rank is computed from 212.5.' );
		$this->assertSame( home_url( '/?ref=friend-1001' ), $data['link'], 'The link is the site address with ?ref= and the code.' );

		$this->dispatch( 'GET', '/pp/v1/referrals/me' );
		$this->assertCount( 3, self::$stub->calls(), 'A second look within minutes is answered from the cache.' );
	}

	public function test_an_existing_partner_is_not_created_again(): void {
		$first = $this->log_in_as( 'subscriber' );
		$this->dispatch( 'GET', '/pp/v1/referrals/me' );
		delete_transient( 'playpal_referral_' . $first . '_' . md5( self::$stub->base . '|prog_test' ) );

		$data = $this->dispatch( 'GET', '/pp/v1/referrals/me' )->get_data();

		$this->assertSame( 1, count( array_keys( self::$stub->calls(), 'POST /partners', true ) ), 'The stored partner id is used: no second POST /partners.' );
		$this->assertSame( 5, count( self::$stub->calls() ), 'Only stats and code are read again.' );
		$this->assertFalse( $data['sample'], 'The existing partner gets real figures.' );
	}

	public function test_a_failed_partner_creation_answers_the_sample_and_logs_without_the_key(): void {
		$user = $this->log_in_as( 'subscriber' );
		self::$stub->control( 'mode', array( 'mode' => 'fail-create' ) );

		$response = $this->dispatch( 'GET', '/pp/v1/referrals/me' );

		$this->assert_sample( $response->get_status(), $response->get_data() );
		$this->assertSame( '', get_user_meta( $user, Referral_Service::PARTNER_META, true ), 'No partner id is stored.' );
		$this->assertStringContainsString( 'Failed to create partner account', $this->log(), 'The spec\'s message is logged.' );
		$this->assertStringContainsString( 'HTTP 500', $this->log(), 'The log says what failed.' );
		$this->assertStringNotContainsString( self::KEY, $this->log(), 'The key is never logged.' );
	}

	public function test_a_stats_timeout_answers_the_sample(): void {
		$this->log_in_as( 'subscriber' );
		self::$stub->control( 'mode', array( 'mode' => 'slow-stats' ) );
		add_filter( 'playpal_referral_timeout', static fn(): int => 1 );

		$started  = microtime( true );
		$response = $this->dispatch( 'GET', '/pp/v1/referrals/me' );

		$this->assertLessThan( 2.9, microtime( true ) - $started, 'The call gives up at the timeout, before the slow answer.' );
		$this->assert_sample( $response->get_status(), $response->get_data() );
		$this->assertStringContainsString( 'Error initializing partner data', $this->log(), 'The spec\'s message is logged.' );
		$this->assertStringNotContainsString( self::KEY, $this->log(), 'The key is never logged.' );
	}

	public function test_malformed_json_answers_the_sample(): void {
		$this->log_in_as( 'subscriber' );
		self::$stub->control( 'mode', array( 'mode' => 'malformed-stats' ) );

		$response = $this->dispatch( 'GET', '/pp/v1/referrals/me' );

		$this->assert_sample( $response->get_status(), $response->get_data() );
		$this->assertStringContainsString( 'Error initializing partner data', $this->log(), 'The spec\'s message is logged.' );
		$this->assertStringContainsString( 'not a JSON object', $this->log(), 'The log says the answer was not JSON.' );
		$this->assertStringNotContainsString( self::KEY, $this->log(), 'The key is never logged.' );
		$this->assertFalse( get_transient( 'playpal_referral_' . get_current_user_id() . '_' . md5( self::$stub->base . '|prog_test' ) ), 'A sample answer is not cached.' );
	}

	public function test_a_wrong_key_answers_the_sample(): void {
		$this->log_in_as( 'subscriber' );
		$this->configure( self::$stub->base, 'some-other-key' );

		$response = $this->dispatch( 'GET', '/pp/v1/referrals/me' );

		$this->assert_sample( $response->get_status(), $response->get_data() );
		$this->assertStringContainsString( 'HTTP 401', $this->log(), 'The provider refused the key.' );
		$this->assertStringNotContainsString( 'some-other-key', $this->log(), 'The key is never logged.' );
	}

	public function test_guests_get_401(): void {
		$response = $this->dispatch( 'GET', '/pp/v1/referrals/me' );

		$this->assertSame( 401, $response->get_status(), 'Guests are refused.' );
		$this->assertSame( 'playpal_not_signed_in', $response->get_data()['code'], 'With a stable code.' );
		$this->assertSame( array(), self::$stub->calls(), 'The provider is not called.' );
	}

	public function test_the_referral_flag_off_answers_404(): void {
		$this->log_in_as( 'subscriber' );
		$this->set_flags( array( 'referral' => false ) );

		$response = $this->dispatch( 'GET', '/pp/v1/referrals/me' );

		$this->assertSame( 404, $response->get_status(), 'The route is switched off.' );
		$this->assertSame( 'playpal_feature_off', $response->get_data()['code'], 'With the flag code.' );
		$this->assertSame( array(), self::$stub->calls(), 'The provider is not called.' );
	}

	/**
	 * The answer is the spec's sample, marked as such, with a 200.
	 *
	 * @param int                  $status Status.
	 * @param array<string, mixed> $data   Body.
	 */
	private function assert_sample( int $status, array $data ): void {
		$this->assertSame( 200, $status, 'A provider failure is never an error for the person.' );
		$this->assertTrue( $data['sample'], 'The answer is marked sample: true.' );
		$this->assertSame(
			array( 45.67, 12, 15.2, 89, 'Silver', 127.34 ),
			array( $data['totalEarnings'], $data['referralCount'], $data['conversionRate'], $data['clickCount'], $data['rank'], $data['lifetimeValue'] ),
			'The spec\'s sample figures.'
		);
		$this->assertSame( home_url( '/?ref=demo' ), $data['link'], 'A demo link.' );
	}
}
