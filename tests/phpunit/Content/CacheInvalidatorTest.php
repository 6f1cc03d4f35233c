<?php
/**
 * Which changes make the cached content responses out of date.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Content;

use PlayPal\Content\Content_Version;
use PlayPal\Tests\TestCase;

/**
 * Posts, pages, images, categories and authors invalidate; other content does not.
 */
final class CacheInvalidatorTest extends TestCase {

	private function version(): string {
		return Content_Version::current()['v'];
	}

	public function test_a_new_featured_image_or_alt_text_invalidates(): void {
		$post   = (int) wp_insert_post(
			array(
				'post_title'  => 'Kites',
				'post_status' => 'publish',
			)
		);
		$image  = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'kite',
				'post_status'    => 'inherit',
			),
			'2026/01/kite.png'
		);
		$before = $this->version();

		set_post_thumbnail( $post, $image );
		$after_thumbnail = $this->version();
		update_post_meta( $image, '_wp_attachment_image_alt', 'A red kite' );

		$this->assertNotSame( $before, $after_thumbnail, 'Setting a featured image invalidates.' );
		$this->assertNotSame( $after_thumbnail, $this->version(), 'Changing an image’s alt text invalidates.' );
	}

	public function test_editing_other_post_types_tags_and_editor_locks_leaves_the_cache_alone(): void {
		register_post_type( 'playpal_test_product' );
		$post    = (int) wp_insert_post(
			array(
				'post_title'  => 'Kites',
				'post_status' => 'publish',
			)
		);
		$version = $this->version();

		wp_insert_post(
			array(
				'post_type'   => 'playpal_test_product',
				'post_title'  => 'Castle kit',
				'post_status' => 'publish',
			)
		);
		wp_set_post_tags( $post, array( 'wind' ) );
		update_post_meta( $post, '_edit_lock', time() . ':1' );

		$this->assertSame( $version, $this->version(), 'Products, tags and editor locks never show in a response.' );
		unregister_post_type( 'playpal_test_product' );
	}

	public function test_a_new_category_on_a_post_invalidates(): void {
		$post     = (int) wp_insert_post(
			array(
				'post_title'  => 'Kites',
				'post_status' => 'publish',
			)
		);
		$category = (int) wp_insert_term( 'Outdoors', 'category' )['term_id'];
		$version  = $this->version();

		wp_set_post_categories( $post, array( $category ) );

		$this->assertNotSame( $version, $this->version(), 'Assigning a category invalidates.' );
	}
}
