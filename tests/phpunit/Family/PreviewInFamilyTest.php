<?php
/**
 * The portal's preview is no way around a child's budget.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Family;

/**
 * GET pp/v1/appadoos/{id}/preview frames the package with no chooser, clock
 * or break: a parent with children gets it only in parent mode (a child with
 * the parent's browser would otherwise play there all day); a parent without
 * children, as before.
 */
final class PreviewInFamilyTest extends FamilyTestCase {

	public function test_a_parent_with_children_previews_only_in_parent_mode(): void {
		$parent  = $this->parent_signed_in();
		$appadoo = $this->appadoo( $parent );
		$this->add_child();
		self::services()->parent_mode->close( $parent );

		$refused = $this->dispatch( 'GET', '/pp/v1/appadoos/' . $appadoo . '/preview' );
		$this->assert_error( $refused, 403, 'playpal_preview_parent_mode_required', 'A preview with parent mode closed' );
		$this->assertArrayNotHasKey( 'url', (array) $refused->get_data(), 'No package address is handed out.' );

		$this->assertTrue( self::services()->parent_mode->open( $parent, time() ) );
		$allowed = $this->dispatch( 'GET', '/pp/v1/appadoos/' . $appadoo . '/preview' );
		$this->assertSame( 200, $allowed->get_status(), wp_json_encode( $allowed->get_data() ) );
		$this->assertStringContainsString( '/play/', (string) ( $allowed->get_data()['url'] ?? '' ) );
	}

	public function test_a_parent_without_children_previews_as_before(): void {
		$parent  = $this->parent_signed_in( false );
		$appadoo = $this->appadoo( $parent );

		$answer = $this->dispatch( 'GET', '/pp/v1/appadoos/' . $appadoo . '/preview' );

		$this->assertSame( 200, $answer->get_status(), wp_json_encode( $answer->get_data() ) );
	}
}
