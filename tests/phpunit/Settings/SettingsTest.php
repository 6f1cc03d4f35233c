<?php
/**
 * Tests for PlayPal\Settings\Settings.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Settings;

use PHPUnit\Framework\Attributes\DataProvider;
use PlayPal\Settings\Design_Tokens;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;
use WP_Error;

/**
 * The option is always read through the sanitizer and never stores a bad value.
 */
final class SettingsTest extends TestCase {

	private Settings $settings;

	protected function setUp(): void {
		parent::setUp();
		$this->settings = new Settings();
		delete_option( Settings::OPTION );
	}

	public function test_a_fresh_site_gets_the_defaults(): void {
		$this->assertSame( Settings::defaults(), $this->settings->get(), 'Without a stored value, get() should return the defaults.' );
		$this->assertSame( '/', $this->settings->base_path(), 'The app is mounted at the site root by default.' );
		$this->assertSame( array_fill_keys( Settings::FLAGS, false ), $this->settings->flags(), 'Every feature flag is off by default.' );
		$this->assertCount( 9, $this->settings->flags(), 'There are nine feature flags.' );
		$this->assertSame( Design_Tokens::defaults(), $this->settings->tokens(), 'The default tokens apply.' );
		$this->assertFalse( $this->settings->delete_data_on_uninstall(), 'Data is kept on uninstall by default.' );
	}

	public function test_the_option_is_registered_with_a_rest_schema(): void {
		$registered = get_registered_settings()[ Settings::OPTION ] ?? null;

		$this->assertIsArray( $registered, 'The option should be registered.' );
		$this->assertSame( 'playpal', $registered['group'], 'The option belongs to the playpal group.' );
		$this->assertSame( 'object', $registered['type'], 'The option is an object.' );
		$this->assertSame( Settings::defaults(), $registered['default'], 'The registered default is the defaults.' );
		$properties = $registered['show_in_rest']['schema']['properties'];
		$this->assertSame( array( 'base_path', 'flags', 'tokens', 'storage', 'referral', 'trusted_proxies', 'double_opt_in', 'offline_app', 'delete_data_on_uninstall' ), array_keys( $properties ), 'The REST schema describes every field.' );
		$this->assertSame( Settings::FLAGS, array_keys( $properties['flags']['properties'] ), 'The REST schema lists every flag.' );
	}

	public function test_a_corrupt_stored_value_never_leaks(): void {
		$this->store_raw(
			array(
				'base_path'                => 'Evil Path!',
				'flags'                    => array(
					'portals' => 'yes',
					'bogus'   => true,
				),
				'tokens'                   => array(
					'colors' => array(
						'primary' => 'red;}body{x',
						'accent'  => '#123456',
						'sparkle' => '#fff',
					),
					'radius' => 5,
					'fonts'  => 'Arial',
				),
				'delete_data_on_uninstall' => 'maybe',
				'extra'                    => 'x',
			)
		);

		$settings = $this->settings->get();
		$defaults = Settings::defaults();

		$this->assertSame( '/', $settings['base_path'], 'An invalid stored base path should fall back to the default.' );
		$this->assertTrue( $settings['flags']['portals'], 'A truthy stored flag should read as true.' );
		$this->assertArrayNotHasKey( 'bogus', $settings['flags'], 'Unknown flags should be dropped.' );
		$this->assertSame( $defaults['tokens']['colors']['primary'], $settings['tokens']['colors']['primary'], 'An unsafe stored colour should fall back to the default.' );
		$this->assertSame( '#123456', $settings['tokens']['colors']['accent'], 'A valid stored colour should be kept.' );
		$this->assertArrayNotHasKey( 'sparkle', $settings['tokens']['colors'], 'Unknown colours should be dropped.' );
		$this->assertSame( $defaults['tokens']['radius'], $settings['tokens']['radius'], 'An invalid stored radius should fall back to the default.' );
		$this->assertSame( $defaults['tokens']['fonts'], $settings['tokens']['fonts'], 'Malformed stored fonts should fall back to the defaults.' );
		$this->assertArrayNotHasKey( 'extra', $settings, 'Unknown keys should be dropped.' );
		$this->assertSame( array_keys( $defaults ), array_keys( $settings ), 'The shape should always be the documented one.' );
	}

	public function test_a_stored_non_array_reads_as_the_defaults(): void {
		$this->store_raw( 'garbage' );

		$this->assertSame( Settings::defaults(), $this->settings->get(), 'A stored scalar should read as the defaults.' );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function base_paths(): array {
		return array(
			'root'            => array( '/', '/' ),
			'empty'           => array( '', '/' ),
			'bare'            => array( 'play', '/play/' ),
			'no trailing'     => array( '/play', '/play/' ),
			'upper case'      => array( '/Play/Kits', '/play/kits/' ),
			'doubled slashes' => array( '//play//', '/play/' ),
		);
	}

	/**
	 * Submitted values and how rest_sanitize_boolean() reads them: the strings
	 * "false" and "0" (any case) are false, anything else by PHP's truth.
	 *
	 * @return array<string, array{mixed, bool}>
	 */
	public static function booleans(): array {
		return array(
			'true'          => array( true, true ),
			'false'         => array( false, false ),
			'string false'  => array( 'false', false ),
			'upper FALSE'   => array( 'FALSE', false ),
			'string zero'   => array( '0', false ),
			'empty string'  => array( '', false ),
			'string yes'    => array( 'yes', true ),
			'one'           => array( 1, true ),
			'zero'          => array( 0, false ),
			'null'          => array( null, false ),
			'empty array'   => array( array(), false ),
			'filled array'  => array( array( 'x' ), true ),
			'float'         => array( 1.5, true ),
			'string spaces' => array( ' ', true ),
		);
	}

	#[DataProvider( 'booleans' )]
	public function test_flags_and_switches_read_submitted_values_as_rest_sanitize_boolean_does( mixed $submitted, bool $expected ): void {
		$this->store_raw(
			array(
				'flags'                    => array( 'portals' => $submitted ),
				'double_opt_in'            => $submitted,
				'delete_data_on_uninstall' => $submitted,
			)
		);

		$this->assertSame( $expected, $this->settings->flags()['portals'], 'A flag reads as rest_sanitize_boolean() reads it.' );
		$this->assertSame( $expected, $this->settings->double_opt_in(), 'double_opt_in reads as rest_sanitize_boolean() reads it.' );
		$this->assertSame( $expected, $this->settings->delete_data_on_uninstall(), 'delete_data_on_uninstall reads as rest_sanitize_boolean() reads it.' );
	}

	#[DataProvider( 'base_paths' )]
	public function test_the_base_path_is_saved_normalised( string $submitted, string $expected ): void {
		update_option( Settings::OPTION, array( 'base_path' => $submitted ) );

		$this->assertSame( $expected, $this->settings->base_path(), "Base path \"$submitted\" should be saved as \"$expected\"." );
	}

	public function test_the_sanitizer_keeps_the_previous_value_of_an_invalid_field_and_reports_it(): void {
		require_once ABSPATH . 'wp-admin/includes/template.php';
		$GLOBALS['wp_settings_errors'] = array(); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- Starts the Settings API's error list empty.
		update_option(
			Settings::OPTION,
			array(
				'base_path' => '/play/',
				'tokens'    => array( 'colors' => array( 'primary' => '#123456' ) ),
			)
		);

		update_option(
			Settings::OPTION,
			array(
				'base_path' => '/wp-admin/',
				'flags'     => array( 'sharing' => true ),
				'tokens'    => array(
					'colors' => array(
						'primary' => 'url(javascript:alert(1))',
						'accent'  => '#abcdef',
					),
				),
			)
		);

		$this->assertSame( '/play/', $this->settings->base_path(), 'A refused base path should keep the previous value.' );
		$this->assertSame( '#123456', $this->settings->tokens()['colors']['primary'], 'A refused colour should keep the previous value.' );
		$this->assertSame( '#abcdef', $this->settings->tokens()['colors']['accent'], 'Valid fields in the same save should be stored.' );
		$this->assertTrue( $this->settings->flags()['sharing'], 'Valid flags in the same save should be stored.' );
		$codes = wp_list_pluck( get_settings_errors( Settings::OPTION ), 'code' );
		$this->assertContains( 'playpal_invalid_base_path', $codes, 'The refused base path should be reported as a settings error.' );
		$this->assertContains( 'playpal_invalid_color', $codes, 'The refused colour should be reported as a settings error.' );
	}

	public function test_fields_left_out_of_a_save_keep_their_value(): void {
		update_option( Settings::OPTION, array( 'flags' => array( 'portals' => true ) ) );
		update_option( Settings::OPTION, array( 'delete_data_on_uninstall' => true ) );

		$this->assertTrue( $this->settings->flags()['portals'], 'A flag saved earlier should survive a save without flags.' );
		$this->assertTrue( $this->settings->delete_data_on_uninstall(), 'The new field should be saved.' );
	}

	public function test_update_tokens_saves_valid_tokens_and_returns_them(): void {
		$tokens = $this->settings->update_tokens(
			array(
				'colors' => array( 'primary' => ' #ff8800 ' ),
				'radius' => '4px',
				'fonts'  => array( 'heading' => 'Georgia, serif' ),
			)
		);

		$this->assertIsArray( $tokens, 'Valid tokens should be saved.' );
		$this->assertSame( '#ff8800', $tokens['colors']['primary'], 'The colour should be saved trimmed.' );
		$this->assertSame( '4px', $tokens['radius'], 'The radius should be saved.' );
		$this->assertSame( 'Georgia, serif', $tokens['fonts']['heading'], 'The heading font should be saved.' );
		$this->assertSame( Design_Tokens::defaults()['fonts']['body'], $tokens['fonts']['body'], 'The body font, not sent, should keep its value.' );
		$this->assertSame( $tokens, $this->settings->tokens(), 'The returned tokens should be what is stored.' );
	}

	public function test_update_tokens_saves_nothing_when_any_token_is_invalid(): void {
		$result = $this->settings->update_tokens(
			array(
				'colors' => array( 'primary' => '#ff8800' ),
				'radius' => '10px; color:red',
			)
		);

		$this->assertInstanceOf( WP_Error::class, $result, 'An invalid radius should refuse the whole update.' );
		$this->assertSame( 'playpal_invalid_radius', $result->get_error_code(), 'The error should carry the radius code.' );
		$this->assertSame( Design_Tokens::defaults(), $this->settings->tokens(), 'Nothing should be saved, not even the valid colour.' );
		$this->assertSame( 'missing', get_option( Settings::OPTION, 'missing' ), 'The option should not even be created.' );
	}

	public function test_update_tokens_reports_every_invalid_token(): void {
		$result = $this->settings->update_tokens(
			array(
				'colors' => array( 'primary' => 'red' ),
				'fonts'  => array( 'body' => 'x;}' ),
			)
		);

		$this->assertInstanceOf( WP_Error::class, $result, 'Invalid tokens should be refused.' );
		$this->assertSame( array( 'playpal_invalid_color', 'playpal_invalid_font' ), $result->get_error_codes(), 'Every invalid token should be reported, in order.' );
	}

	/**
	 * Writes a value straight to the database, bypassing the sanitizer, as a
	 * damaged row would be.
	 *
	 * @param mixed $value Value to store.
	 */
	private function store_raw( mixed $value ): void {
		global $wpdb;
		$wpdb->replace( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- Bypasses the sanitizer on purpose.
			$wpdb->options,
			array(
				'option_name'  => Settings::OPTION,
				'option_value' => maybe_serialize( $value ),
				'autoload'     => 'on',
			)
		);
		wp_cache_flush();
	}
}
