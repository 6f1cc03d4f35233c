<?php
/**
 * A template's starter page uses the runtime's state API.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Starter_Activity;

/**
 * Every template's starter page carries Starter_Activity: it loads the saved
 * state on start and saves it and reports progress as the child plays, each
 * call guarded so the page works without the API (its behaviour is tested in
 * src/lib/starter-activity.test.ts); its words cannot break out of the page.
 */
final class StarterTemplateStateTest extends AppadooTestCase {

	protected function tearDown(): void {
		remove_all_filters( 'gettext' );
		parent::tearDown();
	}

	public function test_every_templates_starter_page_loads_saves_and_reports_through_the_guarded_api(): void {
		$owner = $this->user();
		foreach ( array( 'ocean-adventure', 'space-station-alpha', 'superhero-code-academy' ) as $template ) {
			$id   = $this->appadoo( $owner, 'Stars ' . $template, $template );
			$page = (string) file_get_contents( $this->stored_file( $id, 'index.html' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A test reads a stored file.

			$this->assertStringContainsString( 'not here yet', $page, "{$template}: still an honest starter page." );
			foreach ( array( "call( 'loadState' )", "call( 'saveState', { stars } )", "call( 'reportProgress', { score: stars, completed: stars >= GOAL } )" ) as $use ) {
				$this->assertStringContainsString( $use, $page, "{$template}: the page calls {$use}." );
			}
			$this->assertStringContainsString( "typeof api[ name ] !== 'function'", $page, "{$template}: every call is guarded." );
			$this->assertStringContainsString( 'id="pp-starter-star"', $page, "{$template}: the button is there." );
			$this->assertSame( 1, preg_match( '#<script type="application/json" id="pp-starter-words">(.*?)</script>#', $page, $words ), "{$template}: the words are there." );
			$this->assertSame( array( 'count', 'done' ), array_keys( (array) json_decode( $words[1], true ) ), "{$template}: as JSON the script reads." );
		}
		$this->assertStringContainsString( 'const GOAL = ' . Starter_Activity::GOAL . ';', Starter_Activity::markup(), 'The script and the page agree on the goal.' );
	}

	public function test_a_translation_cannot_break_out_of_the_starter_pages_script(): void {
		add_filter(
			'gettext',
			static fn( string $translation, string $text ): string => 'Stars: %1$d of %2$d' === $text ? '</script><script>alert(1)</script>%1$d/%2$d' : $translation,
			10,
			2
		);
		$page = (string) file_get_contents( $this->stored_file( $this->appadoo( $this->user(), 'Escaped' ), 'index.html' ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A test reads a stored file.

		$this->assertStringNotContainsString( '<script>alert(1)', $page, 'The translated words stay text.' );
		$this->assertStringContainsString( '\u003C\/script\u003E', $page, 'Inside the JSON, markup is escaped.' );
	}
}
