<?php
/**
 * Tests for playpal_settings through core's /wp/v2/settings endpoint.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Settings;

use PlayPal\Settings\Design_Tokens;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * The admin screen reads and saves through /wp/v2/settings; bad values are
 * refused there with our stable codes.
 */
final class SettingsRestTest extends TestCase {

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
	}

	public function test_site_owners_read_the_sanitized_settings(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'GET', '/wp/v2/settings' );

		$this->assertSame( 200, $response->get_status(), 'Site owners may read settings.' );
		$this->assertSame( Settings::defaults(), $response->get_data()[ Settings::OPTION ], 'The endpoint should show the sanitized settings.' );
	}

	public function test_site_owners_save_valid_settings(): void {
		$this->log_in_as( 'administrator' );
		$value                                = Settings::defaults();
		$value['base_path']                   = 'play';
		$value['flags']['creator_dashboard']  = true;
		$value['tokens']['colors']['primary'] = 'hsl(262, 83%, 58%)';
		$value['delete_data_on_uninstall']    = true;

		$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => $value ) );

		$this->assertSame( 200, $response->get_status(), 'Valid settings should be saved.' );
		$saved = ( new Settings() )->get();
		$this->assertSame( '/play/', $saved['base_path'], 'The base path should be saved normalised.' );
		$this->assertTrue( $saved['flags']['creator_dashboard'], 'The flag should be saved.' );
		$this->assertSame( 'hsl(262, 83%, 58%)', $saved['tokens']['colors']['primary'], 'The colour should be saved.' );
		$this->assertTrue( $saved['delete_data_on_uninstall'], 'The uninstall choice should be saved.' );
		$this->assertSame( $saved, $response->get_data()[ Settings::OPTION ], 'The response should show what was saved.' );
	}

	public function test_a_bad_colour_is_refused_with_our_code_and_nothing_is_saved(): void {
		$this->log_in_as( 'administrator' );
		$value                                = Settings::defaults();
		$value['flags']['portals']            = true;
		$value['tokens']['colors']['primary'] = 'red;}body{x';

		$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => $value ) );
		$data     = $response->get_data();

		$this->assertSame( 400, $response->get_status(), 'A bad colour should be refused.' );
		$this->assertSame( 'rest_invalid_param', $data['code'], 'Core reports refused parameters as rest_invalid_param.' );
		$this->assertSame( 'playpal_invalid_color', $data['data']['details'][ Settings::OPTION ]['code'], 'The details should carry our stable code.' );
		$this->assertSame( 'Colour "primary" must be a hex, rgb(a) or hsl(a) colour.', $data['data']['params'][ Settings::OPTION ], 'The message should be a clear sentence naming the colour.' );
		$this->assertSame( 'missing', get_option( Settings::OPTION, 'missing' ), 'Nothing should be saved, not even the valid flag.' );
	}

	public function test_a_bad_base_path_is_refused_with_our_code(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => array( 'base_path' => '/wp-json/' ) ) );

		$this->assertSame( 400, $response->get_status(), 'A base path WordPress owns should be refused.' );
		$this->assertSame( 'playpal_invalid_base_path', $response->get_data()['data']['details'][ Settings::OPTION ]['code'], 'The details should carry our stable code.' );
	}

	public function test_a_wrong_shape_is_refused_by_the_schema(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => array( 'flags' => array( 'portals' => 'sometimes' ) ) ) );

		$this->assertSame( 400, $response->get_status(), 'A flag that is not a boolean should be refused.' );
		$this->assertSame( Design_Tokens::defaults(), ( new Settings() )->tokens(), 'Nothing should be saved.' );
		$this->assertFalse( ( new Settings() )->flags()['portals'], 'The flag should stay off.' );
	}

	public function test_editors_can_neither_read_nor_save_settings(): void {
		$this->log_in_as( 'editor' );

		$read  = $this->dispatch( 'GET', '/wp/v2/settings' );
		$write = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => array( 'delete_data_on_uninstall' => true ) ) );

		$this->assertSame( 403, $read->get_status(), 'Editors may not read site settings.' );
		$this->assertSame( 403, $write->get_status(), 'Editors may not save site settings.' );
		$this->assertFalse( ( new Settings() )->delete_data_on_uninstall(), 'Nothing should be saved.' );
	}
}
