<?php
/**
 * The app shell's head output.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend;

use PlayPal\Frontend\App_Shell;
use PlayPal\Frontend\Assets;
use PlayPal\Frontend\Url_Router;
use PlayPal\Settings\Settings;
use PlayPal\Tests\TestCase;

/**
 * App_Shell::document_title(), which WordPress prints without escaping.
 */
final class AppShellTest extends TestCase {

	public function test_a_title_from_content_is_escaped_before_wordpress_prints_it(): void {
		$settings = new Settings();
		$shell    = new App_Shell( $settings, new Url_Router( $settings ), new Assets( $settings ) );
		// A product or post name is the route's title; the shell holds it once routed.
		$meta = new \ReflectionProperty( App_Shell::class, 'meta' );
		$meta->setValue(
			$shell,
			array(
				'title'       => 'Kit</title><script>alert(1)</script> | PlayPal',
				'description' => '',
				'robots'      => '',
			)
		);

		$title = $shell->document_title();

		$this->assertStringNotContainsString( '<script>', $title, 'No markup may reach the <title> element.' );
		$this->assertStringContainsString( '&lt;/title&gt;&lt;script&gt;', $title, 'The name is kept, escaped.' );
	}
}
