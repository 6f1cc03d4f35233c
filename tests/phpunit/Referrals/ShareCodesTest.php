<?php
/**
 * Play It Forward share codes: making them, opening shared Appadoos with them.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Appadoos\Player\Player;
use PlayPal\Referrals\Share_Codes;
use PlayPal\Settings\Settings;
use PlayPal\Tests\Appadoos\AppadooTestCase;

/**
 * A code opens `/play/{slug}/?share=CODE` for anyone until it expires or its
 * opens are used up; only the owner may share; the `sharing` flag switches it all off.
 */
final class ShareCodesTest extends AppadooTestCase {

	private int $owner;

	private int $appadoo;

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'sharing' => true ) );
		$this->owner   = $this->user( 'subscriber', 'Ada' );
		$this->appadoo = $this->appadoo( $this->owner, 'Ocean for friends' );
	}

	protected function tearDown(): void {
		unset( $_COOKIE[ Share_Codes::COOKIE ], $_SERVER['REMOTE_ADDR'] );
		parent::tearDown();
	}

	/**
	 * Shares the test Appadoo as its owner.
	 *
	 * @param array<string, mixed> $body Body.
	 * @return array<string, mixed> The item.
	 */
	private function share( array $body = array() ): array {
		wp_set_current_user( $this->owner );
		$response = $this->dispatch( 'POST', '/pp/v1/share-codes', array_merge( array( 'appadooId' => $this->appadoo ), $body ) );
		$this->assertSame( 201, $response->get_status(), 'The share is made: ' . wp_json_encode( $response->get_data() ) );
		wp_set_current_user( 0 );
		return $response->get_data()['item'];
	}

	/**
	 * A visitor opens the share link.
	 *
	 * @param string $code Code.
	 * @param int    $now  Time.
	 */
	private function open( string $code, int $now ): \PlayPal\Appadoos\Player\Play_Response {
		return ( new Player( new Settings() ) )->respond( get_post( $this->appadoo )->post_name . '/', 0, $now, $code );
	}

	public function test_the_owner_shares_an_appadoo_and_sees_it_listed(): void {
		$item = $this->share(
			array(
				'days'       => 3,
				'usageLimit' => 2,
			)
		);

		$this->assertMatchesRegularExpression( Share_Codes::PATTERN, $item['shareCode'], 'The code has the share shape.' );
		$this->assertSame( array( 'Ocean for friends', 'appadoo', 0, 2, 0, true ), array( $item['title'], $item['type'], $item['timesShared'], $item['usageLimit'], $item['conversions'], $item['isActive'] ), 'A fresh share.' );
		$this->assertEqualsWithDelta( time() + 3 * DAY_IN_SECONDS, strtotime( $item['expiresAt'] ), 5, 'It expires in 3 days.' );
		$this->assertStringContainsString( '?share=' . $item['shareCode'], $item['url'], 'The link carries the code.' );

		wp_set_current_user( $this->owner );
		$list = $this->dispatch( 'GET', '/pp/v1/share-codes' )->get_data();
		$this->assertSame( array( $item['shareCode'] ), array_column( $list['items'], 'shareCode' ), 'The owner sees their share.' );
		wp_set_current_user( $this->user() );
		$this->assertSame( array(), $this->dispatch( 'GET', '/pp/v1/share-codes' )->get_data()['items'], 'Others do not.' );
	}

	public function test_a_code_opens_the_appadoo_for_a_guest_until_its_usage_limit(): void {
		$code = $this->share( array( 'usageLimit' => 2 ) )['shareCode'];
		$now  = time();

		foreach ( array( 1, 2 ) as $use ) {
			$response = $this->open( $code, $now );
			$this->assertSame( 200, $response->status, "Open {$use} of 2 gets in." );
			$this->assertMatchesRegularExpression( '#<iframe id="playpal-player" src="[^"]*/play/[^"]+/s\d+-[0-9a-f]{16}-[0-9a-f]{32}/#', $response->body, 'The host page frames a tokenised address.' );
			$this->assertStringStartsWith( Share_Codes::COOKIE . '=' . $code . ';', $response->headers['Set-Cookie'], 'The visit is remembered for conversions.' );
			$this->assertStringContainsString( 'HttpOnly', $response->headers['Set-Cookie'], 'In an HttpOnly cookie.' );
		}
		$this->assertSame( 404, $this->open( $code, $now )->status, 'The third open is refused.' );

		wp_set_current_user( $this->owner );
		$item = $this->dispatch( 'GET', '/pp/v1/share-codes' )->get_data()['items'][0];
		$this->assertSame( array( 2, false ), array( $item['timesShared'], $item['isActive'] ), 'Two opens are counted and the share is used up.' );
	}

	public function test_a_code_stops_when_it_expires(): void {
		$code = $this->share( array( 'days' => 1 ) )['shareCode'];

		$this->assertSame( 200, $this->open( $code, time() + DAY_IN_SECONDS - 60 )->status, 'It works just before it expires.' );
		$this->assertSame( 404, $this->open( $code, time() + DAY_IN_SECONDS + 60 )->status, 'It stops once it has expired.' );
	}

	public function test_a_code_opens_only_its_own_appadoo_and_wrong_codes_open_nothing(): void {
		$code  = $this->share()['shareCode'];
		$other = $this->appadoo( $this->owner, 'Not shared' );

		$this->assertSame( 404, ( new Player( new Settings() ) )->respond( get_post( $other )->post_name . '/', 0, time(), $code )->status, 'Another Appadoo of the same owner stays closed.' );
		foreach ( array( '', 'short', str_repeat( 'A', 13 ), 'AAAAAAAAAAA!', array( $code ), strtolower( $code ) === $code ? strtoupper( $code ) : strtolower( $code ) ) as $bad ) {
			$this->assertSame( 404, $this->open( is_array( $bad ) ? 'x' : $bad, time() )->status, 'A wrong code opens nothing.' );
		}
	}

	public function test_the_sharing_flag_off_closes_the_route_and_the_links(): void {
		$code = $this->share()['shareCode'];
		$this->set_flags( array( 'sharing' => false ) );

		$this->assertSame( 404, $this->open( $code, time() )->status, 'Share links stop working.' );
		wp_set_current_user( $this->owner );
		$response = $this->dispatch( 'POST', '/pp/v1/share-codes', array( 'appadooId' => $this->appadoo ) );
		$this->assertSame( 'playpal_feature_off', $response->get_data()['code'], 'The route is switched off.' );
	}

	public function test_only_the_owner_may_share_and_guests_get_401(): void {
		$this->assertSame( 401, $this->dispatch( 'GET', '/pp/v1/share-codes' )->get_status(), 'Guests may not list.' );
		$this->assertSame( 401, $this->dispatch( 'POST', '/pp/v1/share-codes', array( 'appadooId' => $this->appadoo ) )->get_status(), 'Guests may not share.' );
		foreach ( array( 'subscriber', 'administrator' ) as $role ) {
			$this->log_in_as( $role );
			$response = $this->dispatch( 'POST', '/pp/v1/share-codes', array( 'appadooId' => $this->appadoo ) );
			$this->assertSame( 404, $response->get_status(), "A {$role} who does not own it may not share it." );
		}
	}

	public function test_a_sign_up_after_opening_a_share_counts_as_its_conversion(): void {
		$code = $this->share()['shareCode'];
		$this->open( $code, time() );
		$_COOKIE[ Share_Codes::COOKIE ] = $code;
		$_SERVER['REMOTE_ADDR']         = '192.0.2.' . wp_rand( 1, 254 );

		$this->dispatch(
			'POST',
			'/pp/v1/interest',
			array(
				'kind'      => 'pif',
				'email'     => 'friend' . wp_generate_password( 6, false ) . '@example.com',
				'firstName' => 'Bo',
				'lastName'  => 'Friend',
				'hp'        => '',
			)
		);

		wp_set_current_user( $this->owner );
		$item = $this->dispatch( 'GET', '/pp/v1/share-codes' )->get_data()['items'][0];
		$this->assertSame( array( 1, 1 ), array( $item['timesShared'], $item['conversions'] ), 'One open, one conversion.' );
	}
}
