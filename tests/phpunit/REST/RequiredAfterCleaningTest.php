<?php
/**
 * Reproduction 9 of issue 20: a required field could be empty once cleaned.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\Settings\Settings;
use PlayPal\Database\Schema;
use PlayPal\Tests\Creators\CreationTestCase;
use WP_REST_Response;

/**
 * `POST pp/v1/creations` with the title `<img src=x onerror=alert(1)>`
 * answered 201 with the title "": the title was checked before its tags were
 * removed. Every write now checks a required text field as it will be stored
 * (REST\Plain_Text): what is only markup, or only characters that show
 * nothing (U+200B, a byte-order mark, …), is missing. One test per write.
 */
final class RequiredAfterCleaningTest extends CreationTestCase {

	/** The title of the reproduction. */
	private const MARKUP = '<img src=x onerror=alert(1)>';

	/** Text that shows nothing: zero-width space, word joiner, byte-order mark, a Hangul filler. */
	private const INVISIBLE = "\u{200B}\u{2060}\u{FEFF}\u{3164}";

	protected function setUp(): void {
		parent::setUp();
		$this->set_flags( array( 'portals' => true ) );
		unset( $_SERVER['REMOTE_ADDR'] );
	}

	protected function tearDown(): void {
		( new Appadoo_Files() )->delete_everything();
		parent::tearDown();
	}

	/**
	 * Asserts a 400 with a stable code naming the field.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param string           $code     Expected code: the answer's, or its detail's for rest_invalid_param.
	 * @param string           $field    The refused field.
	 * @param string           $context  What was sent.
	 */
	private function assert_missing( WP_REST_Response $response, string $code, string $field, string $context ): void {
		$data = (array) $response->get_data();
		$this->assertSame( 400, $response->get_status(), "{$context}: 400. Body: " . wp_json_encode( $data ) );
		if ( 'rest_invalid_param' === ( $data['code'] ?? '' ) ) {
			$this->assertSame( $code, $data['data']['details'][ $field ]['code'] ?? null, "{$context}: the detail code." );
		} else {
			$this->assertSame( $code, $data['code'] ?? null, "{$context}: the code." );
		}
		$this->assertNotSame( '', (string) ( $data['message'] ?? '' ), "{$context}: says what is wrong." );
	}

	public function test_reproduction_9_a_creation_titled_only_markup_answers_400_and_stores_nothing(): void {
		$this->sign_in_creator();

		$response = $this->send_creation( self::creation_form( array( 'title' => self::MARKUP ) ), array( self::file( 'ok.pdf', self::pdf_bytes() ) ) );

		$this->assert_missing( $response, 'playpal_creation_title_required', 'title', 'A title of only markup' );
		$this->assertSame( array( 'title' ), $response->get_data()['data']['params'] ?? null, 'The answer names the title.' );
		$this->assertSame( 0, self::count_creations(), 'No creation was stored.' );
		$this->assertSame( 0, self::count_attachments(), 'No file was attached.' );
		$this->assertSame( array(), $this->new_uploads(), 'No file was written.' );
	}

	public function test_a_creation_titled_only_invisible_characters_is_refused_and_tags_of_markup_are_dropped(): void {
		$this->sign_in_creator();
		$pdf = array( self::file( 'ok.pdf', self::pdf_bytes() ) );

		$this->assert_missing( $this->send_creation( self::creation_form( array( 'title' => self::INVISIBLE ) ), $pdf ), 'playpal_creation_title_required', 'title', 'A title that shows nothing' );
		$this->assertSame( 0, self::count_creations(), 'Nothing was stored.' );

		$made = $this->send_creation( self::creation_form( array( 'tags' => 'shapes, <b></b>, ' . self::INVISIBLE ) ), $pdf );
		$this->assertSame( 201, $made->get_status(), 'A valid creation is stored.' );
		$this->assertSame( array( 'shapes' ), $made->get_data()['tags'], 'Tags that are only markup or invisible are dropped, like empty ones.' );
	}

	public function test_an_edited_creation_titled_only_markup_is_refused_and_unchanged(): void {
		$this->sign_in_creator();
		$made = $this->send_creation( self::creation_form(), array( self::file( 'ok.pdf', self::pdf_bytes() ) ) );
		$this->assertSame( 201, $made->get_status(), 'The creation to edit is stored.' );
		$id     = (int) $made->get_data()['id'];
		$before = get_post( $id );

		$response = $this->dispatch( 'PUT', '/pp/v1/creations/' . $id, self::creation_form( array( 'title' => self::MARKUP ) ) );

		$this->assert_missing( $response, 'playpal_creation_title_required', 'title', 'An edit to a title of only markup' );
		clean_post_cache( $id );
		$this->assertEquals( $before, get_post( $id ), 'The creation is unchanged.' );
	}

	public function test_a_story_whose_required_text_is_only_markup_or_invisible_is_refused(): void {
		$fields = array(
			'title'          => 'playpal_submission_title_required',
			'description'    => 'playpal_submission_description_required',
			'submitter_name' => 'playpal_submission_name_required',
		);
		foreach ( $fields as $field => $code ) {
			foreach ( array( self::MARKUP, self::INVISIBLE, "<p>\u{200B}</p>" ) as $value ) {
				$response = $this->submit( self::form( array( $field => $value ) ) );
				$this->assert_missing( $response, $code, $field, "A story whose {$field} is " . wp_json_encode( $value ) );
			}
		}
		$this->assertSame( 0, self::count_submissions(), 'No story was stored.' );
	}

	public function test_a_sign_up_named_only_markup_or_invisible_is_refused(): void {
		$codes = array(
			'firstName' => 'playpal_interest_first_name_required',
			'lastName'  => 'playpal_interest_last_name_required',
		);
		foreach ( $codes as $field => $code ) {
			foreach ( array( self::MARKUP, self::INVISIBLE ) as $value ) {
				$body           = array(
					'kind'      => 'cif',
					'email'     => 'ada@example.com',
					'firstName' => 'Ada',
					'lastName'  => 'Lovelace',
					'hp'        => '',
				);
				$body[ $field ] = $value;
				$this->assert_missing( $this->dispatch( 'POST', '/pp/v1/interest', $body ), $code, $field, "A sign-up whose {$field} is " . wp_json_encode( $value ) );
			}
		}
		global $wpdb;
		$this->assertSame( 0, (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::signups_table() ), 'No sign-up was stored.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared,WordPress.DB.DirectDatabaseQuery
	}

	public function test_an_appadoo_name_that_shows_nothing_is_refused_on_create_rename_and_convert(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$id    = ( new Appadoo_Repository() )->create( $owner, 'Reef', 'ocean-adventure' );

		$writes = array(
			'create'  => array( 'POST', '/pp/v1/appadoos', array( 'template' => 'ocean-adventure' ) ),
			'rename'  => array( 'PATCH', '/pp/v1/appadoos/' . $id, array() ),
			'convert' => array( 'POST', '/pp/v1/appadoos/convert', array() ),
		);
		foreach ( $writes as $write => list( $method, $route, $body ) ) {
			foreach ( array( self::INVISIBLE, " \u{200B} \u{00A0} " ) as $name ) {
				$response = $this->dispatch( $method, $route, $body + array( 'name' => $name ) );
				$this->assert_missing( $response, 'playpal_invalid_name', 'name', "{$write} with the name " . wp_json_encode( $name ) );
			}
		}
		$this->assertSame( 'Reef', get_post( $id )->post_title, 'The name is unchanged.' );
		$this->assertSame( array( $id ), ( new Appadoo_Access() )->ids( $owner ), 'No Appadoo was made.' );
	}

	public function test_storage_credentials_of_only_markup_are_refused(): void {
		$this->log_in_as( 'subscriber' );
		$bodies = array(
			'dropbox' => array( 'appKey' => self::MARKUP ),
			'google'  => array(
				'clientId' => self::MARKUP,
				'apiKey'   => '<b></b>',
			),
		);
		foreach ( $bodies as $provider => $body ) {
			$response = $this->dispatch( 'POST', "/pp/v1/storage/providers/{$provider}/config", $body );
			$this->assert_missing( $response, 'playpal_invalid_credentials', (string) array_key_first( $body ), "{$provider} credentials of only markup" );
			$listed = array_column( $this->dispatch( 'GET', '/pp/v1/storage/providers' )->get_data()['providers'], 'connected', 'id' );
			$this->assertFalse( $listed[ $provider ], "{$provider} stays unconnected." );
		}
	}

	public function test_an_appadoos_storage_provider_of_only_markup_is_refused(): void {
		$owner  = $this->log_in_as( 'subscriber' );
		$id     = ( new Appadoo_Repository() )->create( $owner, 'Reef', 'ocean-adventure' );
		$before = get_post_meta( $id );

		$response = $this->dispatch( 'PUT', '/pp/v1/storage/appadoos/' . $id, array( 'storageProvider' => self::MARKUP ) );

		$this->assert_missing( $response, 'rest_not_in_enum', 'storageProvider', 'A storage provider of only markup' );
		$this->assertSame( $before, get_post_meta( $id ), 'The Appadoo\'s storage settings are unchanged.' );
	}

	public function test_referral_settings_of_only_markup_are_refused(): void {
		$this->log_in_as( 'administrator' );
		$before = get_option( Settings::OPTION );
		foreach ( array( 'programId', 'baseUrl' ) as $field ) {
			$value             = ( new Settings() )->get();
			$value['referral'] = array_merge( $value['referral'], array( $field => self::MARKUP ) );

			$response = $this->dispatch( 'POST', '/wp/v2/settings', array( Settings::OPTION => $value ) );

			$this->assertSame( 400, $response->get_status(), "A referral {$field} of only markup is refused." );
			$this->assertStringStartsWith( 'playpal_invalid_referral_', (string) ( $response->get_data()['data']['details'][ Settings::OPTION ]['code'] ?? '' ), "{$field}: a stable code." );
			$this->assertSame( $before, get_option( Settings::OPTION ), "Nothing changed after {$field}." );
		}
	}
}
