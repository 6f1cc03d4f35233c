<?php
/**
 * Tests for the storage.local_quota_mb setting.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * A whole number of MB from 1 to 10240, 50 by default; anything else keeps the old value.
 */
final class LocalQuotaSettingTest extends TestCase {

	public function test_the_quota_defaults_to_50_and_accepts_whole_numbers_in_range(): void {
		$settings = new Settings();
		$this->assertSame( 50, $settings->local_quota_mb(), 'The default is 50 MB.' );
		foreach ( array( 1, 10240, '200' ) as $value ) {
			update_option( Settings::OPTION, $settings->sanitize( array( 'storage' => array( 'local_quota_mb' => $value ) ) ) );
			$this->assertSame( (int) $value, ( new Settings() )->local_quota_mb(), "{$value} is accepted." );
		}
	}

	public function test_values_out_of_range_or_of_the_wrong_type_keep_the_previous_quota(): void {
		update_option( Settings::OPTION, array( 'storage' => array( 'local_quota_mb' => 70 ) ) );
		foreach ( array( 0, -5, 10241, 1.5, 'abc', array( 5 ), true, null ) as $i => $value ) {
			$clean = ( new Settings() )->sanitize( array( 'storage' => array( 'local_quota_mb' => $value ) ) );
			$this->assertSame( 70, $clean['storage']['local_quota_mb'], "Case {$i} keeps the previous quota." );
		}
	}

	public function test_the_rest_settings_endpoint_validates_the_quota(): void {
		$this->log_in_as( 'administrator' );
		$bad = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => array( 'storage' => array( 'local_quota_mb' => 0 ) ) ) );
		$this->assertSame( 400, $bad->get_status(), 'A quota below 1 MB is refused.' );
		$good = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => array( 'storage' => array( 'local_quota_mb' => 512 ) ) ) );
		$this->assertSame( 200, $good->get_status(), 'A quota in range is saved.' );
		$this->assertSame( 512, ( new Settings() )->local_quota_mb(), 'The new quota applies.' );
	}
}
