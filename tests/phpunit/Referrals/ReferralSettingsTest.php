<?php
/**
 * Settings → PlayPal → Referrals: the write-only, encrypted key.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Admin\Settings_Page;
use PlayPal\Security\Secret_Box;
use PlayPal\Settings\Referral_Fields;
use PlayPal\Settings\Settings;

/**
 * The key goes in through `wp/v2/settings`, is stored sealed in its own
 * option, and never comes out: not in a settings GET, not in the settings
 * screen's page, not in any pp/v1 GET.
 */
final class ReferralSettingsTest extends ReferralTestCase {

	public function test_the_key_is_stored_encrypted_and_reads_as_set(): void {
		$stored = (string) get_option( Referral_Fields::KEY_OPTION );

		$this->assertStringStartsWith( Secret_Box::PREFIX, $stored, 'The key is sealed with Secret_Box.' );
		$this->assertStringNotContainsString( self::KEY, $stored, 'The stored value does not hold the key in clear.' );
		$this->assertSame( self::KEY, ( new Secret_Box() )->open( $stored ), 'The sealed value opens to the key.' );
		$this->assertStringNotContainsString( self::KEY, (string) wp_json_encode( get_option( Settings::OPTION ) ), 'The settings option never holds the key.' );
		$this->assertTrue( ( new Settings() )->referral()['apiKeySet'], 'The settings say a key is set.' );
	}

	public function test_a_settings_get_answers_api_key_set_and_never_the_key(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'GET', '/wp/v2/settings' );
		$referral = $response->get_data()[ Settings::OPTION ]['referral'];

		$this->assertSame( 200, $response->get_status(), 'Site owners read the settings.' );
		$this->assertSame(
			array(
				'baseUrl'   => self::$stub->base,
				'programId' => 'prog_test',
				'apiKeySet' => true,
			),
			$referral,
			'The referral settings show address, programme and apiKeySet only.'
		);
		$this->assertStringNotContainsString( self::KEY, (string) wp_json_encode( $response->get_data() ), 'No settings field carries the key.' );
		$this->assertStringNotContainsString( Secret_Box::PREFIX, (string) wp_json_encode( $response->get_data() ), 'Not even sealed.' );
	}

	public function test_saving_without_a_key_keeps_the_stored_key(): void {
		$this->log_in_as( 'administrator' );
		$before = (string) get_option( Referral_Fields::KEY_OPTION );
		$value  = ( new Settings() )->get();
		// What the settings screen sends back: the GET answer with a changed programme.
		$value['referral']['programId'] = 'prog_other';

		$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => $value ) );

		$this->assertSame( 200, $response->get_status(), 'The settings save.' );
		$this->assertSame( 'prog_other', ( new Settings() )->referral()['programId'], 'The programme changed.' );
		$this->assertSame( $before, get_option( Referral_Fields::KEY_OPTION ), 'The stored key is kept.' );
		$this->assertTrue( $response->get_data()[ Settings::OPTION ]['referral']['apiKeySet'], 'The answer still says a key is set.' );

		$value['referral']['apiKey'] = '';
		$this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => $value ) );
		$this->assertSame( $before, get_option( Referral_Fields::KEY_OPTION ), 'An empty key keeps the stored one too.' );
	}

	public function test_a_new_key_replaces_the_stored_one(): void {
		$this->log_in_as( 'administrator' );
		$value                       = ( new Settings() )->get();
		$value['referral']['apiKey'] = 'pp-second-key-000111';

		$this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => $value ) );

		$this->assertSame( 'pp-second-key-000111', ( new Referral_Fields() )->key(), 'The new key is stored.' );
	}

	public function test_bad_referral_settings_are_refused_and_nothing_changes(): void {
		$this->log_in_as( 'administrator' );
		$before = array( get_option( Settings::OPTION ), get_option( Referral_Fields::KEY_OPTION ) );
		$cases  = array(
			'a non-http address'         => array( 'baseUrl' => 'ftp://example.com' ),
			'an address with a query'    => array( 'baseUrl' => 'https://example.com/api?x=1' ),
			'an address with a password' => array( 'baseUrl' => 'https://u:p@example.com' ),
			'a programme id with spaces' => array( 'programId' => 'a b' ),
			'a key with spaces'          => array(
				'apiKey'    => 'two words',
				'programId' => 'changed',
			),
			'a key too long'             => array( 'apiKey' => str_repeat( 'k', Referral_Fields::KEY_MAX + 1 ) ),
		);
		foreach ( $cases as $label => $referral ) {
			$value             = ( new Settings() )->get();
			$value['referral'] = array_merge( $value['referral'], $referral );

			$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => $value ) );

			$this->assertSame( 400, $response->get_status(), "{$label} is refused." );
			$this->assertStringStartsWith( 'playpal_invalid_referral_', (string) ( $response->get_data()['data']['details'][ Settings::OPTION ]['code'] ?? '' ), "{$label} has a stable code." );
			$this->assertSame( $before, array( get_option( Settings::OPTION ), get_option( Referral_Fields::KEY_OPTION ) ), "Nothing changed after {$label}." );
		}
	}

	public function test_the_settings_screen_page_never_prints_the_key(): void {
		$this->log_in_as( 'administrator' );
		wp_scripts()->remove( 'playpal-admin' );

		( new Settings_Page( new Settings() ) )->enqueue_assets();
		$inline = implode( "\n", (array) wp_scripts()->get_data( 'playpal-admin', 'before' ) );
		ob_start();
		( new Settings_Page( new Settings() ) )->render();
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( '"apiKeySet":true', $inline, 'The screen is told a key is set.' );
		$this->assertStringNotContainsString( self::KEY, $inline . $html, 'The page carries no key.' );
		$this->assertStringNotContainsString( Secret_Box::PREFIX, $inline, 'Not even sealed.' );
	}

	public function test_no_pp_v1_get_answer_carries_the_key(): void {
		$this->log_in_as( 'administrator' );
		$this->set_flags( array_fill_keys( Settings::FLAGS, true ) );
		$checked = 0;
		foreach ( rest_get_server()->get_routes( 'pp/v1' ) as $route => $handlers ) {
			$readable = array_filter( $handlers, static fn( array $handler ): bool => ! empty( $handler['methods']['GET'] ) );
			if ( ! $readable || str_contains( $route, '(?P<' ) ) {
				continue;
			}
			$response = $this->dispatch( 'GET', $route );
			$body     = (string) wp_json_encode( $response->get_data() ) . (string) wp_json_encode( $response->get_headers() );
			$this->assertStringNotContainsString( self::KEY, $body, "GET {$route} carries no key." );
			$this->assertStringNotContainsString( Secret_Box::PREFIX, $body, "GET {$route} carries no sealed value." );
			++$checked;
		}
		$this->assertGreaterThan( 15, $checked, 'Every fixed pp/v1 GET route was asked.' );
	}
}
