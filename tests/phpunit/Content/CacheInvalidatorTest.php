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

	public function test_editing_a_published_post_invalidates(): void {
		$post    = (int) wp_insert_post(
			array(
				'post_title'  => 'Kites',
				'post_status' => 'publish',
			)
		);
		$version = $this->version();

		wp_update_post(
			array(
				'ID'         => $post,
				'post_title' => 'Kites in March',
			)
		);

		$this->assertNotSame( $version, $this->version(), 'A post edit changes what is served.' );
	}

	public function test_a_customer_profile_save_leaves_the_cache_alone(): void {
		$customer = (int) wp_insert_user(
			array(
				'user_login' => 'customer_' . wp_generate_password( 6, false ),
				'user_pass'  => wp_generate_password(),
				'user_email' => 'customer@example.test',
				'role'       => 'subscriber',
			)
		);
		$version  = $this->version();

		// What WooCommerce's customer save does: billing fields, then the user itself.
		update_user_meta( $customer, 'billing_city', 'Leeds' );
		wp_update_user(
			array(
				'ID'           => $customer,
				'display_name' => 'Jo Customer',
				'first_name'   => 'Jo',
			)
		);

		$this->assertSame( $version, $this->version(), 'Someone who wrote nothing published changes no response.' );
	}

	public function test_an_authors_new_display_name_invalidates_and_other_profile_fields_do_not(): void {
		$author = (int) wp_insert_user(
			array(
				'user_login'   => 'author_' . wp_generate_password( 6, false ),
				'user_pass'    => wp_generate_password(),
				'user_email'   => 'author@example.test',
				'role'         => 'author',
				'display_name' => 'Sam',
			)
		);
		wp_insert_post(
			array(
				'post_title'  => 'Kites',
				'post_status' => 'publish',
				'post_author' => $author,
			)
		);
		$version = $this->version();

		wp_update_user(
			array(
				'ID'          => $author,
				'description' => 'Writes about kites.',
			)
		);
		$after_bio = $this->version();
		wp_update_user(
			array(
				'ID'           => $author,
				'display_name' => 'Sam Writer',
			)
		);

		$this->assertSame( $version, $after_bio, 'A field no response shows changes nothing.' );
		$this->assertNotSame( $after_bio, $this->version(), 'The author name on the cards changed.' );
	}

	public function test_an_image_no_published_post_features_leaves_the_cache_alone(): void {
		$image   = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => 'loose',
				'post_status'    => 'inherit',
			),
			'2026/01/loose.png'
		);
		$version = $this->version();

		wp_update_attachment_metadata( $image, array( 'width' => 10 ) );
		update_post_meta( $image, '_wp_attachment_image_alt', 'Nobody shows this' );
		wp_update_post(
			array(
				'ID'         => $image,
				'post_title' => 'Still loose',
			)
		);

		$this->assertSame( $version, $this->version(), 'An image nobody features is not in any response.' );
	}
}
