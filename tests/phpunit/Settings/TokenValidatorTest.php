<?php
/**
 * Tests for PlayPal\Settings\Token_Validator.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Settings;

use PHPUnit\Framework\Attributes\DataProvider;
use PlayPal\Settings\Token_Validator;
use PlayPal\Tests\TestCase;

/**
 * Only plain colours, lengths and font lists get through.
 */
final class TokenValidatorTest extends TestCase {

	private Token_Validator $validator;

	protected function setUp(): void {
		parent::setUp();
		$this->validator = new Token_Validator();
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function valid_colors(): array {
		return array(
			'short hex'            => array( '#fa0' ),
			'short hex with alpha' => array( '#fa08' ),
			'hex'                  => array( '#FFAA00' ),
			'hex with alpha'       => array( '#ffaa0080' ),
			'rgb'                  => array( 'rgb(255, 170, 0)' ),
			'rgb percentages'      => array( 'rgb(100%, 50%, 0%)' ),
			'rgba'                 => array( 'rgba(255, 170, 0, 0.5)' ),
			'rgb space syntax'     => array( 'rgb(255 170 0 / 50%)' ),
			'hsl'                  => array( 'hsl(40, 100%, 50%)' ),
			'hsla'                 => array( 'hsla(40deg, 100%, 50%, .25)' ),
			'hsl space syntax'     => array( 'hsl(262 83% 58%)' ),
			'surrounding spaces'   => array( '  #abc  ' ),
		);
	}

	#[DataProvider( 'valid_colors' )]
	public function test_plain_colours_are_accepted( string $color ): void {
		$this->assertTrue( $this->validator->validate_color( 'primary', $color ), "\"$color\" is a plain colour and should be accepted." );
	}

	/**
	 * @return array<string, array{mixed}>
	 */
	public static function invalid_colors(): array {
		return array(
			'declaration break-out' => array( 'red;}body{x' ),
			'named colour'          => array( 'red' ),
			'url'                   => array( 'url(javascript:alert(1))' ),
			'expression'            => array( 'expression(alert(1))' ),
			'var'                   => array( 'var(--pp-color-primary)' ),
			'closing tag'           => array( '#fff</style><script>' ),
			'quotes'                => array( '"#fff"' ),
			'bad hex length'        => array( '#abcde' ),
			'channel too large'     => array( 'rgb(256, 0, 0)' ),
			'negative channel'      => array( 'rgb(-1, 0, 0)' ),
			'too few channels'      => array( 'rgb(1, 2)' ),
			'too many channels'     => array( 'rgba(1, 2, 3, 0.5, 9)' ),
			'alpha too large'       => array( 'rgba(1, 2, 3, 2)' ),
			'hue too large'         => array( 'hsl(400, 50%, 50%)' ),
			'nested function'       => array( 'rgb(calc(1), 2, 3)' ),
			'comment'               => array( '#fff/**/' ),
			'not a string'          => array( 12 ),
			'empty'                 => array( '' ),
		);
	}

	#[DataProvider( 'invalid_colors' )]
	public function test_anything_but_a_plain_colour_is_refused( mixed $color ): void {
		$result = $this->validator->validate_color( 'primary', $color );
		$this->assertWPError( $result, 'playpal_invalid_color', 'A value that is not a plain colour should be refused.' );
		$this->assertSame( 'Colour "primary" must be a hex, rgb(a) or hsl(a) colour.', $result->get_error_message(), 'The message should name the colour.' );
		$this->assertSame( array( 'status' => 400 ), $result->get_error_data(), 'The error should carry HTTP status 400.' );
	}

	public function test_unknown_colour_names_are_refused(): void {
		$this->assertWPError( $this->validator->validate_color( 'sparkle', '#fff' ), 'playpal_unknown_token', 'Only the documented colour names exist.' );
	}

	/**
	 * @return array<string, array{mixed, bool}>
	 */
	public static function radii(): array {
		return array(
			'zero'              => array( '0', true ),
			'rem'               => array( '0.75rem', true ),
			'px'                => array( '12px', true ),
			'em'                => array( '.5em', true ),
			'percent'           => array( '50%', true ),
			'unitless non-zero' => array( '12', false ),
			'declaration break' => array( '10px; color:red', false ),
			'two values'        => array( '1px 2px', false ),
			'negative'          => array( '-4px', false ),
			'calc'              => array( 'calc(1px + 2px)', false ),
			'other unit'        => array( '1vh', false ),
			'not a string'      => array( 5, false ),
		);
	}

	#[DataProvider( 'radii' )]
	public function test_radius_must_be_a_single_length( mixed $radius, bool $valid ): void {
		$result = $this->validator->validate_radius( $radius );
		if ( $valid ) {
			$this->assertTrue( $result, 'A single CSS length should be accepted as radius.' );
			return;
		}
		$this->assertWPError( $result, 'playpal_invalid_radius', 'Anything but a single CSS length should be refused as radius.' );
	}

	/**
	 * @return array<string, array{mixed, bool}>
	 */
	public static function fonts(): array {
		return array(
			'system stack'       => array( 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', true ),
			'single quotes'      => array( "'Comic Neue', cursive", true ),
			'unquoted two words' => array( 'Segoe UI, Arial', true ),
			'declaration break'  => array( 'x;}', false ),
			'url'                => array( 'url(x)', false ),
			'quote break-out'    => array( '"Comic Sans";}', false ),
			'unbalanced quote'   => array( '"Comic Sans', false ),
			'empty family'       => array( 'Arial,,serif', false ),
			'backslash'          => array( 'Ar\\ial', false ),
			'empty'              => array( '', false ),
			'not a string'       => array( array( 'Arial' ), false ),
		);
	}

	#[DataProvider( 'fonts' )]
	public function test_fonts_must_be_a_plain_family_list( mixed $font, bool $valid ): void {
		$result = $this->validator->validate_font( 'body', $font );
		if ( $valid ) {
			$this->assertTrue( $result, 'A plain font-family list should be accepted.' );
			return;
		}
		$this->assertWPError( $result, 'playpal_invalid_font', 'Anything but a plain font-family list should be refused.' );
		$this->assertStringContainsString( 'Font "body"', $result->get_error_message(), 'The message should name the font.' );
	}

	public function test_unknown_font_names_are_refused(): void {
		$this->assertWPError( $this->validator->validate_font( 'title', 'Arial' ), 'playpal_unknown_token', 'Only body and heading fonts exist.' );
	}

	/**
	 * @return array<string, array{mixed, bool}>
	 */
	public static function base_paths(): array {
		return array(
			'root'         => array( '/', true ),
			'empty'        => array( '', true ),
			'sub-path'     => array( '/play/', true ),
			'nested'       => array( 'play/kits-2', true ),
			'upper case'   => array( '/Play', true ),
			'space'        => array( '/my play/', false ),
			'query'        => array( '/play?x=1', false ),
			'dot segment'  => array( '/../', false ),
			'wp-admin'     => array( '/wp-admin/', false ),
			'wp-json'      => array( 'wp-json', false ),
			'not a string' => array( null, false ),
		);
	}

	#[DataProvider( 'base_paths' )]
	public function test_base_path_is_lowercase_letters_digits_and_hyphens( mixed $path, bool $valid ): void {
		$result = $this->validator->validate_base_path( $path );
		if ( $valid ) {
			$this->assertTrue( $result, 'A plain path should be accepted as base path.' );
			return;
		}
		$this->assertWPError( $result, 'playpal_invalid_base_path', 'A path WordPress owns, or with other characters, should be refused.' );
	}

	/**
	 * @return array<string, array{string, string}>
	 */
	public static function paths_to_normalise(): array {
		return array(
			'empty'           => array( '', '/' ),
			'root'            => array( '/', '/' ),
			'bare'            => array( 'play', '/play/' ),
			'no trailing'     => array( '/play', '/play/' ),
			'doubled slashes' => array( '//Play//kits/', '/play/kits/' ),
			'spaces around'   => array( '  /play/  ', '/play/' ),
		);
	}

	#[DataProvider( 'paths_to_normalise' )]
	public function test_base_path_is_normalised_to_leading_and_trailing_slash( string $path, string $expected ): void {
		$this->assertSame( $expected, $this->validator->normalise_base_path( $path ), "\"$path\" should normalise to \"$expected\"." );
	}

	/**
	 * Asserts a value is a WP_Error with the code.
	 *
	 * @param mixed  $actual  Value.
	 * @param string $code    Expected code.
	 * @param string $message Assertion message.
	 */
	private function assertWPError( mixed $actual, string $code, string $message ): void {
		$this->assertInstanceOf( \WP_Error::class, $actual, $message );
		$this->assertSame( $code, $actual->get_error_code(), $message );
	}
}
