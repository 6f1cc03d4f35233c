<?php
/**
 * The limits of the public writes: who counts as one client, the global cap,
 * and what happens when counting fails.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Signups;

use PlayPal\Http\Client_Address;
use PlayPal\Settings\Settings;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;
use WP_REST_Response;

/**
 * Sign-ups through POST pp/v1/interest, dispatched in process.
 */
final class WriteLimitsTest extends TestCase {

	private const ROUTE = '/pp/v1/interest';

	private int $sent = 0;

	protected function setUp(): void {
		parent::setUp();
		unset( $_SERVER['REMOTE_ADDR'], $_SERVER['HTTP_X_FORWARDED_FOR'] );
	}

	protected function tearDown(): void {
		unset( $_SERVER['REMOTE_ADDR'], $_SERVER['HTTP_X_FORWARDED_FOR'] );
		remove_all_filters( 'playpal_interest_rate_limit' );
		remove_all_filters( 'playpal_interest_global_rate_limit' );
		remove_all_filters( 'query' );
		parent::tearDown();
	}

	/**
	 * Sends one valid sign-up (a new email each time) from an address.
	 *
	 * @param string      $remote REMOTE_ADDR.
	 * @param string|null $forwarded X-Forwarded-For, if any.
	 */
	private function sign_up( string $remote, ?string $forwarded = null ): WP_REST_Response {
		$_SERVER['REMOTE_ADDR'] = $remote;
		unset( $_SERVER['HTTP_X_FORWARDED_FOR'] );
		if ( null !== $forwarded ) {
			$_SERVER['HTTP_X_FORWARDED_FOR'] = $forwarded;
		}
		++$this->sent;
		return $this->dispatch(
			'POST',
			self::ROUTE,
			array(
				'kind'      => 'cif',
				'email'     => "person{$this->sent}@example.com",
				'firstName' => 'Ada',
				'lastName'  => 'Lovelace',
				'hp'        => '',
			)
		);
	}

	private function stored(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::signups_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	/**
	 * @param string[] $proxies Trusted proxies.
	 */
	private function trust( array $proxies ): void {
		$settings                    = (array) get_option( Settings::OPTION, array() );
		$settings['trusted_proxies'] = $proxies;
		update_option( Settings::OPTION, $settings );
	}

	public function test_addresses_of_one_ipv6_64_share_one_allowance(): void {
		add_filter( 'playpal_interest_rate_limit', static fn(): int => 2 );

		$first  = $this->sign_up( '2001:db8:aa:1::1' );
		$second = $this->sign_up( '2001:db8:aa:1:ffff:ffff:ffff:fffe' );
		$third  = $this->sign_up( '2001:db8:aa:1:1234::9' );
		$other  = $this->sign_up( '2001:db8:aa:2::1' );

		$this->assertSame( array( 200, 200 ), array( $first->get_status(), $second->get_status() ), 'Two sign-ups fit a limit of 2.' );
		$this->assertSame( 429, $third->get_status(), 'A third address of the same /64 is the same client.' );
		$this->assertSame( 'playpal_interest_rate_limited', $third->get_data()['code'], 'The refusal has its stable code.' );
		$this->assertSame( 200, $other->get_status(), 'The next /64 is another client.' );
		$this->assertSame( 3, $this->stored(), 'The refused sign-up is not stored.' );
	}

	public function test_the_global_cap_answers_429_whatever_the_address(): void {
		add_filter( 'playpal_interest_global_rate_limit', static fn(): int => 3 );

		$statuses = array();
		foreach ( array( '192.0.2.1', '192.0.2.2', '192.0.2.3', '192.0.2.4', '2001:db8:bb::1' ) as $address ) {
			$statuses[] = $this->sign_up( $address )->get_status();
		}
		$refused = $this->sign_up( '192.0.2.99' );

		$this->assertSame( array( 200, 200, 200, 429, 429 ), $statuses, 'Past three a minute, everybody waits.' );
		$this->assertSame( 'playpal_rate_limited_everyone', $refused->get_data()['code'], 'The cap has its own code.' );
		$this->assertGreaterThan( 0, (int) ( $refused->get_headers()['Retry-After'] ?? 0 ), 'It says when to retry.' );
		$this->assertSame( 3, $this->stored(), 'Nothing past the cap is stored.' );
	}

	public function test_a_database_error_in_the_limiter_answers_503_and_stores_nothing(): void {
		global $wpdb;
		$table = Schema::rate_limits_table();
		add_filter( 'query', static fn( string $query ): string => str_contains( $query, $table ) ? "INSERT INTO {$table}_missing VALUES (1)" : $query );
		$suppress = $wpdb->suppress_errors( true );
		try {
			$response = $this->sign_up( '198.51.100.20' );
		} finally {
			$wpdb->suppress_errors( $suppress );
		}

		$this->assertSame( 503, $response->get_status(), 'A limiter that cannot count refuses.' );
		$this->assertSame( 'playpal_rate_limit_unavailable', $response->get_data()['code'], 'The refusal has its stable code.' );
		$this->assertSame( 0, $this->stored(), 'Nothing is stored.' );
	}

	public function test_x_forwarded_for_is_read_only_from_a_trusted_proxy(): void {
		$client = new Client_Address( new Settings() );
		$this->trust( array( '10.0.0.0/8', '2001:db8:ffff::/48' ) );

		$_SERVER['REMOTE_ADDR']          = '203.0.113.50';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '198.51.100.1';
		$this->assertSame( '203.0.113.50', $client->current_address(), 'Anyone else’s header is ignored.' );

		$_SERVER['REMOTE_ADDR']          = '10.1.2.3';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '1.1.1.1, 198.51.100.1, 10.9.9.9';
		$this->assertSame( '198.51.100.1', $client->current_address(), 'The rightmost hop no trusted proxy stands for is the client; what it claimed further left is not.' );

		$_SERVER['REMOTE_ADDR']          = '2001:db8:ffff:1::5';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = '2001:db8:1::77';
		$this->assertSame( '2001:db8:1::77', $client->current_address(), 'IPv6 proxies are trusted by network too.' );

		$_SERVER['REMOTE_ADDR']          = '10.1.2.3';
		$_SERVER['HTTP_X_FORWARDED_FOR'] = 'not-an-address, 10.4.4.4';
		$this->assertSame( '10.4.4.4', $client->current_address(), 'A malformed hop ends the walk at the last trusted one.' );
	}

	public function test_spoofed_forwarded_addresses_share_the_senders_allowance(): void {
		add_filter( 'playpal_interest_rate_limit', static fn(): int => 1 );

		$first  = $this->sign_up( '203.0.113.60', '198.51.100.1' );
		$second = $this->sign_up( '203.0.113.60', '198.51.100.2' );
		$this->trust( array( '203.0.113.60' ) );
		$third = $this->sign_up( '203.0.113.60', '198.51.100.3' );

		$this->assertSame( 200, $first->get_status(), 'The first sign-up fits.' );
		$this->assertSame( 429, $second->get_status(), 'A made-up X-Forwarded-For from an untrusted sender changes nothing.' );
		$this->assertSame( 200, $third->get_status(), 'Behind a trusted proxy each forwarded client has its own allowance.' );
	}
}
