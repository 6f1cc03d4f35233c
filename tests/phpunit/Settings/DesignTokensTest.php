<?php
/**
 * Tests for PlayPal\Settings\Design_Tokens.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Settings;

use PlayPal\Settings\Design_Tokens;
use PlayPal\Settings\Token_Validator;
use PlayPal\Tests\TestCase;

/**
 * Defaults are valid tokens; CSS output cannot be broken out of.
 */
final class DesignTokensTest extends TestCase {

	public function test_every_default_passes_validation(): void {
		$validator = new Token_Validator();
		$defaults  = Design_Tokens::defaults();

		$this->assertSame( Design_Tokens::COLOR_NAMES, array_keys( $defaults['colors'] ), 'Defaults should define every colour, in order.' );
		foreach ( $defaults['colors'] as $name => $color ) {
			$this->assertTrue( $validator->validate_color( $name, $color ), "Default colour \"$name\" should be valid." );
		}
		$this->assertSame( '0.75rem', $defaults['radius'], 'The default radius is 0.75rem.' );
		$this->assertTrue( $validator->validate_radius( $defaults['radius'] ), 'The default radius should be valid.' );
		foreach ( $defaults['fonts'] as $name => $font ) {
			$this->assertTrue( $validator->validate_font( $name, $font ), "Default font \"$name\" should be valid." );
		}
	}

	public function test_css_declares_every_token_as_a_custom_property(): void {
		$css = Design_Tokens::to_css( Design_Tokens::defaults() );

		$this->assertStringStartsWith( ':root{--pp-color-background:#fffaf2;', $css, 'The CSS should be one :root block, colours first.' );
		$this->assertStringEndsWith( '}', $css, 'The block should be closed.' );
		foreach ( Design_Tokens::COLOR_NAMES as $name ) {
			$this->assertStringContainsString( '--pp-color-' . $name . ':', $css, "The CSS should declare colour \"$name\"." );
		}
		$this->assertStringContainsString( ';--pp-radius:0.75rem;', $css, 'The CSS should declare the radius.' );
		$this->assertStringContainsString( '--pp-font-body:system-ui,', $css, 'The CSS should declare the body font.' );
		$this->assertStringContainsString( '--pp-font-heading:ui-rounded,', $css, 'The CSS should declare the heading font.' );
	}

	public function test_css_leaves_out_unsafe_values_and_unknown_names(): void {
		$css = Design_Tokens::to_css(
			array(
				'colors' => array(
					'primary' => '#fff;}body{display:none',
					'accent'  => '#0f0',
					'sparkle' => '#123',
				),
				'radius' => '1px</style><script>',
				'fonts'  => array(
					'body'    => 'Arial /* x */',
					'heading' => 'Georgia',
				),
			)
		);

		$this->assertSame( ':root{--pp-color-accent:#0f0;--pp-font-heading:Georgia}', $css, 'Only safe, known tokens should be printed.' );
	}

	public function test_css_of_nothing_is_an_empty_block(): void {
		$this->assertSame( ':root{}', Design_Tokens::to_css( array() ), 'No tokens should give an empty, harmless block.' );
	}
}
