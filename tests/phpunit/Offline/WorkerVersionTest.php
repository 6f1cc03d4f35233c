<?php
/**
 * The worker's version moves with what its cached shell shows, and only with that (issue 24 review).
 *
 * @package PlayPal
 */

namespace PlayPal\Tests\Offline;

use PlayPal\Frontend\Url_Router;
use PlayPal\Offline\Offline_Paths;
use PlayPal\Offline\Service_Worker_Script;
use PlayPal\Offline\Shell_Precache;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * A new version makes every browser fetch the shell again and shows the
 * update prompt: a setting the shell page and offline screen do not show
 * must not make one.
 */
final class WorkerVersionTest extends TestCase {

	/** @var array<string, mixed> */
	private array $before = array();

	protected function setUp(): void {
		parent::setUp();
		$this->before = (array) get_option( Settings::OPTION, array() );
	}

	protected function tearDown(): void {
		update_option( Settings::OPTION, $this->before );
		parent::tearDown();
	}

	private function version(): string {
		$settings = new Settings();
		return (string) ( new Service_Worker_Script( $settings, new Offline_Paths( new Url_Router( $settings ) ), new Shell_Precache() ) )->config()['version'];
	}

	/**
	 * Stores settings changed by one key.
	 *
	 * @param string $key   Top-level setting.
	 * @param mixed  $value Its value.
	 */
	private function set( string $key, mixed $value ): void {
		$settings         = ( new Settings() )->get();
		$settings[ $key ] = $value;
		update_option( Settings::OPTION, $settings );
	}

	public function test_settings_the_shell_does_not_show_leave_the_version_alone(): void {
		$first = $this->version();
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{12}$/', $first, 'A version.' );
		$this->set( 'storage', array( 'local_quota_mb' => 77 ) );
		$this->set( 'double_opt_in', true );
		$this->set( 'trusted_proxies', array( '10.0.0.1' ) );
		$this->set( 'delete_data_on_uninstall', true );
		$this->assertSame( $first, $this->version(), 'Storage, sign-up emails, proxies and uninstall are not in the shell.' );
	}

	public function test_the_colours_and_the_flags_make_a_new_version(): void {
		$first  = $this->version();
		$tokens = ( new Settings() )->tokens();

		$tokens['colors']['primary'] = '#123456' === $tokens['colors']['primary'] ? '#654321' : '#123456';
		$this->set( 'tokens', $tokens );
		$coloured = $this->version();
		$this->assertNotSame( $first, $coloured, 'The design tokens are in the shell page and the offline screen.' );

		$flags          = ( new Settings() )->flags();
		$name           = (string) array_key_first( $flags );
		$flags[ $name ] = ! $flags[ $name ];
		$this->set( 'flags', $flags );
		$this->assertNotSame( $coloured, $this->version(), 'The flags are printed in the shell page.' );
	}
}
