<?php
/**
 * Tests for GET, POST and PUT pp/v1/design-tokens.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST\Routes;

use PHPUnit\Framework\Attributes\DataProvider;
use PlayPal\Settings\Design_Tokens;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * Anyone reads the tokens; only site owners change them, and only to safe values.
 */
final class DesignTokensTest extends TestCase {

	private const ROUTE = '/pp/v1/design-tokens';

	protected function setUp(): void {
		parent::setUp();
		delete_option( Settings::OPTION );
	}

	public function test_anyone_reads_the_tokens_with_cache_headers(): void {
		$response = $this->dispatch( 'GET', self::ROUTE );

		$this->assertSame( 200, $response->get_status(), 'Design tokens are public.' );
		$this->assertSame( Design_Tokens::defaults(), $response->get_data(), 'A fresh site should serve the default tokens.' );
		$headers = $response->get_headers();
		$this->assertSame( 'public, max-age=60', $headers['Cache-Control'] ?? null, 'Tokens may be cached for a minute.' );
		$this->assertMatchesRegularExpression( '/^"[0-9a-f]{32}"$/', $headers['ETag'] ?? '', 'Tokens should carry a strong ETag.' );
	}

	public function test_a_matching_if_none_match_gets_304_without_a_body(): void {
		$etag = $this->dispatch( 'GET', self::ROUTE )->get_headers()['ETag'];

		$response = $this->dispatch( 'GET', self::ROUTE, array(), array( 'If-None-Match' => 'W/"other", ' . $etag ) );

		$this->assertSame( 304, $response->get_status(), 'A client holding the current tokens should get 304.' );
		$this->assertNull( $response->get_data(), 'A 304 carries no body.' );
		$this->assertSame( $etag, $response->get_headers()['ETag'] ?? null, 'A 304 repeats the ETag.' );
	}

	public function test_a_stale_if_none_match_gets_the_tokens(): void {
		$response = $this->dispatch( 'GET', self::ROUTE, array(), array( 'If-None-Match' => '"stale"' ) );

		$this->assertSame( 200, $response->get_status(), 'A client holding old tokens should get the new ones.' );
		$this->assertSame( Design_Tokens::defaults(), $response->get_data(), 'The body should be the tokens.' );
	}

	public function test_site_owners_save_tokens_and_everyone_then_reads_them(): void {
		$before = $this->dispatch( 'GET', self::ROUTE )->get_headers()['ETag'];
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch(
			'POST',
			self::ROUTE,
			array(
				'colors' => array(
					'primary' => '#ff5a5f',
					'ring'    => 'rgba(255, 90, 95, 0.5)',
				),
				'radius' => '12px',
				'fonts'  => array( 'heading' => '"Comic Neue", cursive' ),
			)
		);

		$this->assertSame( 200, $response->get_status(), 'Site owners may save valid tokens.' );
		$saved = $response->get_data();
		$this->assertSame( '#ff5a5f', $saved['colors']['primary'], 'The response should show the new primary colour.' );
		$this->assertSame( 'rgba(255, 90, 95, 0.5)', $saved['colors']['ring'], 'The response should show the new ring colour.' );
		$this->assertSame( Design_Tokens::defaults()['colors']['accent'], $saved['colors']['accent'], 'Colours not sent should keep their value.' );
		$this->assertSame( '12px', $saved['radius'], 'The response should show the new radius.' );
		$this->assertSame( '"Comic Neue", cursive', $saved['fonts']['heading'], 'The response should show the new heading font.' );

		wp_set_current_user( 0 );
		$read = $this->dispatch( 'GET', self::ROUTE );
		$this->assertSame( $saved, $read->get_data(), 'Visitors should then read the saved tokens.' );
		$this->assertNotSame( $before, $read->get_headers()['ETag'], 'The ETag should change with the tokens.' );
	}

	public function test_put_saves_tokens_too(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'PUT', self::ROUTE, array( 'radius' => '0' ) );

		$this->assertSame( 200, $response->get_status(), 'PUT should be accepted like POST.' );
		$this->assertSame( '0', ( new Settings() )->tokens()['radius'], 'The radius should be saved.' );
	}

	/**
	 * @return array<string, array{array<string, mixed>, string}>
	 */
	public static function refused_tokens(): array {
		return array(
			'colour breaking out of the declaration' => array( array( 'colors' => array( 'primary' => 'red;}body{x' ) ), 'playpal_invalid_color' ),
			'colour with a javascript url'           => array( array( 'colors' => array( 'primary' => 'url(javascript:alert(1))' ) ), 'playpal_invalid_color' ),
			'colour with an expression'              => array( array( 'colors' => array( 'background' => 'expression(alert(1))' ) ), 'playpal_invalid_color' ),
			'colour closing the style tag'           => array( array( 'colors' => array( 'card' => '#fff</style><script>alert(1)</script>' ) ), 'playpal_invalid_color' ),
			'colour with a variable'                 => array( array( 'colors' => array( 'ring' => 'var(--x)' ) ), 'playpal_invalid_color' ),
			'unknown colour'                         => array( array( 'colors' => array( 'sparkle' => '#fff' ) ), 'playpal_unknown_token' ),
			'radius with a second declaration'       => array( array( 'radius' => '10px; color:red' ), 'playpal_invalid_radius' ),
			'radius with two lengths'                => array( array( 'radius' => '1px 2px' ), 'playpal_invalid_radius' ),
			'font breaking out of the declaration'   => array( array( 'fonts' => array( 'body' => 'x;}' ) ), 'playpal_invalid_font' ),
			'font with a url'                        => array( array( 'fonts' => array( 'heading' => 'url(https://example.test/f.woff)' ) ), 'playpal_invalid_font' ),
			'unknown font'                           => array( array( 'fonts' => array( 'title' => 'Arial' ) ), 'playpal_unknown_token' ),
		);
	}

	/**
	 * @param array<string, mixed> $payload Request body.
	 * @param string               $code    Expected error code.
	 */
	#[DataProvider( 'refused_tokens' )]
	public function test_unsafe_tokens_are_refused_with_a_stable_code_and_nothing_is_saved( array $payload, string $code ): void {
		$this->log_in_as( 'administrator' );
		// A valid token in the same request must not be saved either.
		$payload['colors'] = ( $payload['colors'] ?? array() ) + array( 'accent' => '#000000' );

		$response = $this->dispatch( 'POST', self::ROUTE, $payload );
		$data     = $response->get_data();

		$this->assertSame( 400, $response->get_status(), 'An unsafe token should be refused.' );
		$this->assertSame( $code, $data['code'], 'The error should carry the stable code at top level.' );
		$this->assertNotEmpty( $data['message'], 'The error should explain itself.' );
		$this->assertSame( 400, $data['data']['status'], 'The error data should carry the status.' );
		$this->assertSame( Design_Tokens::defaults(), ( new Settings() )->tokens(), 'Nothing should be saved.' );
	}

	public function test_a_wrong_shape_is_refused_by_the_schema(): void {
		$this->log_in_as( 'administrator' );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'colors' => 'red' ) );

		$this->assertSame( 400, $response->get_status(), 'Colours must be an object.' );
		$this->assertSame( 'rest_invalid_param', $response->get_data()['code'], 'WordPress should refuse the shape.' );
	}

	public function test_editors_may_not_change_tokens(): void {
		$this->log_in_as( 'editor' );

		$response = $this->dispatch( 'POST', self::ROUTE, array( 'colors' => array( 'primary' => '#000000' ) ) );

		$this->assertSame( 403, $response->get_status(), 'Logged-in non-owners should be forbidden.' );
		$this->assertSame( 'rest_forbidden', $response->get_data()['code'], 'The error should be rest_forbidden.' );
		$this->assertSame( Design_Tokens::defaults(), ( new Settings() )->tokens(), 'Nothing should be saved.' );
	}

	public function test_visitors_may_not_change_tokens(): void {
		$response = $this->dispatch( 'POST', self::ROUTE, array( 'colors' => array( 'primary' => '#000000' ) ) );

		$this->assertSame( 401, $response->get_status(), 'Anonymous writes should ask for authentication.' );
		$this->assertSame( 'rest_forbidden', $response->get_data()['code'], 'The error should be rest_forbidden.' );
		$this->assertSame( Design_Tokens::defaults(), ( new Settings() )->tokens(), 'Nothing should be saved.' );
	}
}
