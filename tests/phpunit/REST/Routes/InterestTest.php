<?php
/**
 * Tests for POST pp/v1/interest, dispatched in process.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST\Routes;

use PHPUnit\Framework\Attributes\DataProvider;
use PlayPal\Http\Client_Address;
use PlayPal\Signups\Signup_Lists;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;
use WP_REST_Request;
use WP_REST_Response;

/**
 * Every validation rule with its code, the honeypot, duplicates, the rate limit.
 */
final class InterestTest extends TestCase {

	private const ROUTE = '/pp/v1/interest';

	protected function setUp(): void {
		parent::setUp();
		unset( $_SERVER['REMOTE_ADDR'] );
	}

	/**
	 * A valid sign-up, with overrides.
	 *
	 * @param array<string, mixed> $overrides Fields to change.
	 * @return array<string, mixed>
	 */
	private function signup( array $overrides = array() ): array {
		return array_merge(
			array(
				'kind'      => 'cif',
				'email'     => 'ada@example.com',
				'firstName' => 'Ada',
				'lastName'  => 'Lovelace',
				'message'   => '',
				'hp'        => '',
			),
			$overrides
		);
	}

	/**
	 * Rows of the sign-ups table for an email (normalised).
	 *
	 * @param string $email Email.
	 * @return array<int, array<string, string>>
	 */
	private function rows_for( string $email ): array {
		global $wpdb;
		$table = Schema::signups_table();
		return $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE email_normalized = %s", strtolower( trim( $email ) ) ), ARRAY_A ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared
	}

	private function total_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::signups_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	public function test_a_new_sign_up_is_stored_with_trimmed_values_consent_source_and_hashed_address(): void {
		$_SERVER['REMOTE_ADDR'] = '203.0.113.9';
		$response               = $this->dispatch(
			'POST',
			self::ROUTE,
			$this->signup(
				array(
					'email'      => '  Ada@Example.com ',
					'firstName'  => '  Ada ',
					'lastName'   => ' Lovelace  ',
					'message'    => "  I teach maths.\nHello!  ",
					'sourcePage' => '/create-it-forward',
					'unknown'    => 'ignored',
				)
			)
		);

		$this->assertSame( 200, $response->get_status(), 'A valid sign-up is accepted.' );
		$this->assertSame( array( 'success' => true ), $response->get_data(), 'A new sign-up answers {success: true} only.' );
		$rows = $this->rows_for( 'ada@example.com' );
		$this->assertCount( 1, $rows, 'Exactly one row is stored.' );
		$row = $rows[0];
		$this->assertSame( 'cif', $row['kind'], 'The list is kept.' );
		$this->assertSame( 'Ada@Example.com', $row['email'], 'The email is stored trimmed, as typed.' );
		$this->assertSame( 'ada@example.com', $row['email_normalized'], 'The duplicate key is lower-cased.' );
		$this->assertSame( 'Ada', $row['first_name'], 'The first name is trimmed.' );
		$this->assertSame( 'Lovelace', $row['last_name'], 'The last name is trimmed.' );
		$this->assertSame( "I teach maths.\nHello!", $row['message'], 'The message is trimmed and keeps its line break.' );
		$this->assertSame( '/create-it-forward', $row['source_page'], 'The source page is kept.' );
		$this->assertSame( Signup_Lists::consent_text( 'cif' ), $row['consent_text'], 'The consent text shown with the form is kept.' );
		$this->assertSame( Client_Address::hash( '203.0.113.9' ), $row['ip_hash'], 'The address is kept as its salted hash.' );
		$this->assertStringNotContainsString( '203.0.113.9', implode( '|', $row ), 'The raw address is stored nowhere in the row.' );
		$this->assertNotEmpty( $row['created_at'], 'The sign-up time is kept.' );
	}

	public function test_the_source_page_falls_back_to_the_referer_path(): void {
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_header( 'Referer', 'http://127.0.0.1/play-it-forward?utm=x' );
		$request->set_body( (string) wp_json_encode( $this->signup( array( 'kind' => 'pif' ) ) ) );
		$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );

		$this->assertSame( 200, $response->get_status(), 'The sign-up is accepted.' );
		$this->assertSame( '/play-it-forward', $this->rows_for( 'ada@example.com' )[0]['source_page'], 'The Referer path is stored when the client sent no source page.' );
	}

	public function test_the_same_email_again_in_another_case_and_with_spaces_is_already_subscribed(): void {
		$this->dispatch( 'POST', self::ROUTE, $this->signup() );

		$again = $this->dispatch( 'POST', self::ROUTE, $this->signup( array( 'email' => "\t ADA@example.COM  " ) ) );

		$this->assertSame( 200, $again->get_status(), 'A repeat sign-up is not an error.' );
		$this->assertSame(
			array(
				'success'           => true,
				'alreadySubscribed' => true,
			),
			$again->get_data(),
			'A repeat sign-up says the person is already on the list.'
		);
		$this->assertCount( 1, $this->rows_for( 'ada@example.com' ), 'The repeat adds no row.' );
	}

	public function test_the_same_email_on_another_list_is_a_new_sign_up(): void {
		$this->dispatch( 'POST', self::ROUTE, $this->signup() );

		$other = $this->dispatch( 'POST', self::ROUTE, $this->signup( array( 'kind' => 'newsletter' ) ) );

		$this->assertSame( array( 'success' => true ), $other->get_data(), 'Another list is a new sign-up.' );
		$this->assertCount( 2, $this->rows_for( 'ada@example.com' ), 'One row per list.' );
	}

	public function test_a_filled_honeypot_answers_like_a_success_and_stores_nothing(): void {
		$before = $this->total_rows();

		$response = $this->dispatch( 'POST', self::ROUTE, $this->signup( array( 'hp' => 'http://spam.example' ) ) );

		$this->assertSame( 200, $response->get_status(), 'A bot gets the status a person would get.' );
		$this->assertSame( array( 'success' => true ), $response->get_data(), 'A bot gets the body a person would get.' );
		$this->assertSame( $before, $this->total_rows(), 'Nothing is stored for a filled honeypot.' );
	}

	/**
	 * Invalid input and the code and sentence it must get.
	 *
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function invalid_signups(): array {
		return array(
			'kind missing'            => array( array( 'kind' => null ), 'playpal_interest_invalid_kind', 'Please choose which list to join.' ),
			'kind unknown'            => array( array( 'kind' => 'vip' ), 'playpal_interest_invalid_kind', 'Please choose which list to join.' ),
			'kind not a string'       => array( array( 'kind' => array( 'cif' ) ), 'playpal_interest_invalid_kind', 'Please choose which list to join.' ),
			'first name missing'      => array( array( 'firstName' => null ), 'playpal_interest_first_name_required', 'Please enter your first name.' ),
			'first name blank'        => array( array( 'firstName' => "  \t " ), 'playpal_interest_first_name_required', 'Please enter your first name.' ),
			'first name only tags'    => array( array( 'firstName' => '<b></b>' ), 'playpal_interest_first_name_required', 'Please enter your first name.' ),
			'first name too long'     => array( array( 'firstName' => str_repeat( 'é', 101 ) ), 'playpal_interest_first_name_too_long', 'Please keep your first name to 100 characters or fewer.' ),
			'first name not a string' => array( array( 'firstName' => 42 ), 'playpal_interest_first_name_invalid', 'Please enter your first name as plain text.' ),
			'last name missing'       => array( array( 'lastName' => null ), 'playpal_interest_last_name_required', 'Please enter your last name.' ),
			'last name blank'         => array( array( 'lastName' => '   ' ), 'playpal_interest_last_name_required', 'Please enter your last name.' ),
			'last name too long'      => array( array( 'lastName' => str_repeat( 'x', 101 ) ), 'playpal_interest_last_name_too_long', 'Please keep your last name to 100 characters or fewer.' ),
			'last name an object'     => array( array( 'lastName' => array( 'a' => 'b' ) ), 'playpal_interest_last_name_invalid', 'Please enter your last name as plain text.' ),
			'email missing'           => array( array( 'email' => null ), 'playpal_interest_email_required', 'Please enter your email address.' ),
			'email blank'             => array( array( 'email' => '   ' ), 'playpal_interest_email_required', 'Please enter your email address.' ),
			'email malformed'         => array( array( 'email' => 'ada.example.com' ), 'playpal_interest_email_invalid', 'Please enter a valid email address.' ),
			'email without a dot'     => array( array( 'email' => 'ada@localhost' ), 'playpal_interest_email_invalid', 'Please enter a valid email address.' ),
			'email too long'          => array( array( 'email' => str_repeat( 'a', 64 ) . '@' . str_repeat( 'b', 190 ) . '.com' ), 'playpal_interest_email_invalid', 'Please enter a valid email address.' ),
			'email not a string'      => array( array( 'email' => true ), 'playpal_interest_email_invalid', 'Please enter a valid email address.' ),
			'message too long'        => array( array( 'message' => str_repeat( 'm', 2001 ) ), 'playpal_interest_message_too_long', 'Please keep your message to 2000 characters or fewer.' ),
			'message not a string'    => array( array( 'message' => array( 1, 2 ) ), 'playpal_interest_message_invalid', 'Please write your message as plain text.' ),
			'honeypot not a string'   => array( array( 'hp' => array( 'x' ) ), 'playpal_interest_invalid_body', 'We could not read the form. Please reload the page and try again.' ),
		);
	}

	/**
	 * @param array<string, mixed> $overrides Fields to change (null removes the field).
	 * @param string               $code      Expected stable code.
	 * @param string               $sentence  Expected sentence.
	 */
	#[DataProvider( 'invalid_signups' )]
	public function test_invalid_input_gets_400_with_its_stable_code_and_sentence_and_stores_nothing( array $overrides, string $code, string $sentence ): void {
		$body   = array_filter( $this->signup( $overrides ), static fn( $value ): bool => null !== $value );
		$before = $this->total_rows();

		$response = $this->dispatch( 'POST', self::ROUTE, $body );

		$this->assertSame( 400, $response->get_status(), 'Invalid input is a 400.' );
		$data = $response->get_data();
		$this->assertFalse( $data['success'], 'The body says success: false.' );
		$this->assertSame( $code, $data['code'], 'The error carries its stable code.' );
		$this->assertSame( $sentence, $data['error'], 'The error is a sentence a person understands.' );
		$this->assertSame( $sentence, $data['message'], 'WordPress clients read the same sentence as message.' );
		$this->assertSame( $before, $this->total_rows(), 'Nothing is stored for invalid input.' );
	}

	public function test_a_message_of_exactly_2000_characters_and_names_of_100_are_accepted(): void {
		$response = $this->dispatch(
			'POST',
			self::ROUTE,
			$this->signup(
				array(
					'message'   => str_repeat( '😀', 2000 ),
					'firstName' => str_repeat( 'é', 100 ),
				)
			)
		);

		$this->assertSame( 200, $response->get_status(), 'Values at their limits are accepted.' );
		$this->assertSame( str_repeat( '😀', 2000 ), $this->rows_for( 'ada@example.com' )[0]['message'], 'Four-byte characters are stored intact.' );
	}

	/**
	 * Sends a raw body.
	 *
	 * @param string $body         Body.
	 * @param string $content_type Content-Type header.
	 */
	private function dispatch_raw( string $body, string $content_type = 'application/json' ): WP_REST_Response {
		$request = new WP_REST_Request( 'POST', self::ROUTE );
		$request->set_header( 'Content-Type', $content_type );
		$request->set_body( $body );
		return rest_ensure_response( rest_get_server()->dispatch( $request ) );
	}

	public function test_an_oversized_body_is_refused_with_413(): void {
		$response = $this->dispatch_raw( (string) wp_json_encode( $this->signup( array( 'message' => str_repeat( 'a', 33000 ) ) ) ) );

		$this->assertSame( 413, $response->get_status(), 'Bodies over 32 KB are refused.' );
		$this->assertSame( 'playpal_interest_payload_too_large', $response->get_data()['code'], 'The refusal has its stable code.' );
		$this->assertSame( array(), $this->rows_for( 'ada@example.com' ), 'Nothing is stored.' );
	}

	public function test_unreadable_or_non_object_json_gets_400_invalid_body(): void {
		foreach ( array( '{"kind":', '"cif"', '42', 'null', '[1,2]', 'true' ) as $body ) {
			$response = $this->dispatch_raw( $body );
			$this->assertSame( 400, $response->get_status(), "The body {$body} is a 400." );
			$this->assertContains( $response->get_data()['code'], array( 'playpal_interest_invalid_body', 'playpal_interest_invalid_kind' ), "The body {$body} gets a form error code." );
		}
	}

	public function test_the_sixth_sign_up_from_one_address_in_ten_minutes_gets_429(): void {
		$_SERVER['REMOTE_ADDR'] = '198.51.100.7';
		for ( $i = 1; $i <= 5; $i++ ) {
			$ok = $this->dispatch( 'POST', self::ROUTE, $this->signup( array( 'email' => "person{$i}@example.com" ) ) );
			$this->assertSame( 200, $ok->get_status(), "Sign-up {$i} of 5 is within the default limit." );
		}

		$limited = $this->dispatch( 'POST', self::ROUTE, $this->signup( array( 'email' => 'person6@example.com' ) ) );

		$this->assertSame( 429, $limited->get_status(), 'The sixth sign-up within the window is refused.' );
		$data = $limited->get_data();
		$this->assertSame( 'playpal_interest_rate_limited', $data['code'], 'The refusal has its stable code.' );
		$this->assertSame( 'Too many sign-ups from your connection. Please wait a few minutes and try again.', $data['error'], 'The refusal says what to do.' );
		$this->assertGreaterThan( 0, (int) ( $limited->get_headers()['Retry-After'] ?? 0 ), 'The refusal says when to retry.' );
		$this->assertSame( array(), $this->rows_for( 'person6@example.com' ), 'The refused sign-up is not stored.' );

		$_SERVER['REMOTE_ADDR'] = '198.51.100.8';
		$other                  = $this->dispatch( 'POST', self::ROUTE, $this->signup( array( 'email' => 'person6@example.com' ) ) );
		$this->assertSame( 200, $other->get_status(), 'Another address has its own allowance.' );
	}

	public function test_the_rate_limit_is_configurable_by_filter(): void {
		$limit = static fn(): int => 1;
		add_filter( 'playpal_interest_rate_limit', $limit );
		try {
			$first  = $this->dispatch( 'POST', self::ROUTE, $this->signup() );
			$second = $this->dispatch( 'POST', self::ROUTE, $this->signup( array( 'email' => 'bob@example.com' ) ) );
		} finally {
			remove_filter( 'playpal_interest_rate_limit', $limit );
		}

		$this->assertSame( 200, $first->get_status(), 'The first sign-up is within a limit of 1.' );
		$this->assertSame( 429, $second->get_status(), 'The second sign-up exceeds a limit of 1.' );
	}

	public function test_get_is_not_a_route(): void {
		$response = $this->dispatch( 'GET', self::ROUTE );

		$this->assertSame( 404, $response->get_status(), 'Only POST is answered; nothing can be read back.' );
	}
}
