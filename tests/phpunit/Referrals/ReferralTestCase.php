<?php
/**
 * Base of the referral tests that talk to the stub provider.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Settings\Referral_Fields;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * One stub server per class; each test starts with a reset stub, the
 * referral and sharing flags on, the provider configured through the
 * settings (as a site owner would), and PHP's error log in a file of its own.
 */
abstract class ReferralTestCase extends TestCase {

	/** The key the tests configure; nothing outside the server may ever show it. */
	public const KEY = 'pp-test-key-7f3a9c2e51d84b06';

	protected static ?ReferralStub $stub = null;

	private string $log_file = '';

	private string $previous_log = '';

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$stub = new ReferralStub( self::KEY );
	}

	public static function tearDownAfterClass(): void {
		self::$stub?->stop();
		self::$stub = null;
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		self::$stub->control( 'reset' );
		$this->set_flags(
			array(
				'referral' => true,
				'sharing'  => true,
			)
		);
		$this->configure( self::$stub->base, self::KEY );
		$this->log_file     = (string) tempnam( sys_get_temp_dir(), 'playpal-referral-log' );
		$this->previous_log = (string) ini_get( 'error_log' );
		ini_set( 'error_log', $this->log_file ); // phpcs:ignore WordPress.PHP.IniSet.Risky -- The test reads what the code logs.
	}

	protected function tearDown(): void {
		ini_set( 'error_log', $this->previous_log ); // phpcs:ignore WordPress.PHP.IniSet.Risky
		if ( is_file( $this->log_file ) ) {
			unlink( $this->log_file );
		}
		remove_all_filters( 'playpal_referral_timeout' );
		parent::tearDown();
	}

	/**
	 * Saves the provider settings through the settings object's sanitizer.
	 *
	 * @param string $base_url Provider address.
	 * @param string $key      API key ('' keeps the stored one).
	 */
	protected function configure( string $base_url, string $key ): void {
		$settings             = (array) get_option( Settings::OPTION, array() );
		$settings['referral'] = array(
			'baseUrl'   => $base_url,
			'programId' => 'prog_test',
			'apiKey'    => $key,
		);
		update_option( Settings::OPTION, $settings );
		$this->assertNotSame( '', (string) get_option( Referral_Fields::KEY_OPTION, '' ), 'The key should be stored.' );
	}

	/**
	 * What the code wrote to PHP's error log during the test.
	 */
	protected function log(): string {
		return (string) file_get_contents( $this->log_file );
	}
}
