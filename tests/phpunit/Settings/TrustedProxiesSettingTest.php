<?php
/**
 * The trusted proxies setting.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Settings;

use PHPUnit\Framework\Attributes\DataProvider;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * Addresses and CIDR networks of both families are kept; anything else is refused.
 */
final class TrustedProxiesSettingTest extends TestCase {

	public function test_none_are_trusted_by_default(): void {
		$this->assertSame( array(), ( new Settings() )->trusted_proxies(), 'No proxy is trusted until the owner lists one.' );
	}

	public function test_addresses_and_networks_of_both_families_are_kept_trimmed_without_blanks_or_repeats(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => array( 'trusted_proxies' => array( ' 203.0.113.7 ', '10.0.0.0/8', '', '2001:db8::/32', '::1', '10.0.0.0/8' ) ) ) );

		$this->assertSame( 200, $response->get_status(), 'A valid list is saved.' );
		$this->assertSame( array( '203.0.113.7', '10.0.0.0/8', '2001:db8::/32', '::1' ), ( new Settings() )->trusted_proxies(), 'The list is stored clean.' );
	}

	/**
	 * @return array<string, array{0: mixed}>
	 */
	public static function bad_lists(): array {
		return array(
			'a host name'         => array( array( 'proxy.example.com' ) ),
			'a prefix too long'   => array( array( '10.0.0.0/33' ) ),
			'an IPv6 prefix 129'  => array( array( '2001:db8::/129' ) ),
			'a negative prefix'   => array( array( '10.0.0.0/-1' ) ),
			'a number'            => array( array( 42 ) ),
			'an address and junk' => array( array( '10.0.0.1 junk' ) ),
		);
	}

	/**
	 * @param mixed $proxies Submitted list.
	 */
	#[DataProvider( 'bad_lists' )]
	public function test_anything_but_addresses_and_networks_is_refused_and_nothing_changes( mixed $proxies ): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => array( 'trusted_proxies' => $proxies ) ) );

		$this->assertSame( 400, $response->get_status(), 'The save is refused.' );
		$this->assertSame( array(), ( new Settings() )->trusted_proxies(), 'Nothing is trusted.' );
	}
}
