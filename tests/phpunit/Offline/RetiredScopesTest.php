<?php
/**
 * The scopes the app leaves are remembered, so pages remove the worker left
 * at one (src/offline-client/retire-old-workers.ts).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Offline;

use PlayPal\Frontend\Url_Router;
use PlayPal\Offline\Retired_Scopes;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * Review finding: a worker registered at an old base path was never removed.
 */
final class RetiredScopesTest extends TestCase {

	private Retired_Scopes $retired;

	protected function setUp(): void {
		parent::setUp();
		delete_option( Retired_Scopes::OPTION );
		$this->retired = new Retired_Scopes( new Url_Router( new Settings() ), new Settings() );
	}

	/**
	 * Saves PlayPal's settings with a base path, as the settings screen does.
	 *
	 * @param string $base_path The app's base path.
	 */
	private function move_app_to( string $base_path ): void {
		$settings = ( new Settings() )->get();
		unset( $settings['referral']['apiKeySet'] );
		update_option( Settings::OPTION, array_replace( $settings, array( 'base_path' => $base_path ) ) );
	}

	public function test_moving_the_base_path_retires_the_scope_left(): void {
		$this->move_app_to( '/kids/' );

		$this->assertSame( array( '/' ), $this->retired->retired(), 'The root scope was left.' );

		$this->move_app_to( '/play/' );

		$this->assertSame( array( '/kids/', '/' ), $this->retired->retired(), 'Newest first.' );
	}

	public function test_the_first_save_of_settings_never_saved_retires_the_default_root(): void {
		delete_option( Settings::OPTION );
		wp_cache_flush();

		add_option( Settings::OPTION, array( 'base_path' => '/kids/' ) );

		$this->assertSame( array( '/' ), $this->retired->retired() );
	}

	public function test_the_scope_served_now_is_never_listed_even_after_coming_back(): void {
		$this->move_app_to( '/kids/' );
		$this->move_app_to( '/' );

		$this->assertSame( array( '/kids/' ), $this->retired->retired(), 'Back at the root: only /kids/ is left behind.' );
	}

	public function test_a_save_that_keeps_the_base_path_retires_nothing(): void {
		$settings = ( new Settings() )->get();
		unset( $settings['referral']['apiKeySet'] );
		update_option( Settings::OPTION, array_replace( $settings, array( 'offline_app' => ! $settings['offline_app'] ) ) );

		$this->assertSame( array(), $this->retired->retired() );
	}

	public function test_moving_the_home_retires_the_scope_under_the_old_home(): void {
		$this->retired->on_home_saved( 'https://example.com/old', 'https://example.com/new' );

		$this->assertSame( array( '/old/' ), $this->retired->retired() );
	}

	public function test_at_most_ten_are_kept_the_oldest_forgotten_first(): void {
		for ( $i = 1; $i <= 12; $i++ ) {
			$this->retired->on_settings_saved( array( 'base_path' => "/a{$i}/" ), array( 'base_path' => '/b' . ( $i + 1 ) . '/' ) );
		}

		$listed = $this->retired->retired();
		$this->assertCount( Retired_Scopes::MAX, $listed );
		$this->assertSame( '/a12/', $listed[0], 'The newest first.' );
		$this->assertNotContains( '/a1/', $listed, 'The oldest went.' );
	}

	public function test_a_scope_is_the_homes_path_and_the_base_path(): void {
		$this->assertSame( '/wp/play/', Url_Router::url_path_of( 'https://example.com/wp', '/play/' ) );
		$this->assertSame( '/', Url_Router::url_path_of( 'https://example.com', '/' ) );
	}
}
