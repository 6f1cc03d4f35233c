<?php
/**
 * Tests for GET pp/v1/pages.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\REST\Routes;

use PlayPal\Tests\TestCase;

/**
 * Pages editors write, by slug, in the same shape as posts.
 */
final class PagesTest extends TestCase {

	private const ROUTE = '/pp/v1/pages';

	public function test_a_published_page_is_found_by_slug_with_its_content_and_author(): void {
		$author = $this->log_in_as( 'editor' );
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Sam Lindqvist',
			)
		);
		$id = wp_insert_post(
			array(
				'post_type'    => 'page',
				'post_status'  => 'publish',
				'post_name'    => 'our-story',
				'post_title'   => 'Our Story',
				'post_author'  => $author,
				'post_content' => "<!-- wp:quote -->\n<blockquote class=\"wp-block-quote\"><!-- wp:paragraph -->\n<p>Play first.</p>\n<!-- /wp:paragraph --></blockquote>\n<!-- /wp:quote -->",
			)
		);
		wp_set_current_user( 0 );

		$response = $this->dispatch(
			'GET',
			self::ROUTE,
			array(
				'slug'   => 'our-story',
				'_embed' => '',
			)
		);

		$this->assertSame( 200, $response->get_status(), 'Pages are public.' );
		$item = $response->get_data()[0] ?? array();
		$this->assertSame( $id, $item['id'] ?? null, 'The page is found by its slug.' );
		$this->assertSame( 'Our Story', $item['title']['rendered'], 'The title is rendered.' );
		$this->assertStringContainsString( '<blockquote class="wp-block-quote', $item['content']['rendered'], 'Block content is rendered.' );
		$this->assertSame( 'Sam Lindqvist', $item['_embedded']['author'][0]['name'], 'The author is embedded.' );
		$this->assertArrayNotHasKey( 'wp:term', $item['_embedded'], 'Pages have no categories to embed.' );
	}

	public function test_draft_private_and_protected_pages_are_not_returned(): void {
		foreach ( array( 'draft', 'private' ) as $status ) {
			wp_insert_post(
				array(
					'post_type'   => 'page',
					'post_status' => $status,
					'post_name'   => 'hidden-' . $status,
					'post_title'  => 'Hidden',
				)
			);
			$this->assertSame( array(), $this->dispatch( 'GET', self::ROUTE, array( 'slug' => 'hidden-' . $status ) )->get_data(), "A $status page is not returned." );
		}
		wp_insert_post(
			array(
				'post_type'     => 'page',
				'post_status'   => 'publish',
				'post_name'     => 'members',
				'post_title'    => 'Members',
				'post_password' => 'secret',
			)
		);
		$this->assertSame( array(), $this->dispatch( 'GET', self::ROUTE, array( 'slug' => 'members' ) )->get_data(), 'A password-protected page is not returned.' );
	}

	public function test_bad_page_size_gets_400(): void {
		$response = $this->dispatch( 'GET', self::ROUTE, array( 'per_page' => 0 ) );
		$this->assertSame( 400, $response->get_status(), 'per_page=0 is rejected.' );
		$this->assertSame( 'rest_invalid_param', $response->as_error()->get_error_code(), 'With WordPress’s validation code.' );
	}
}
