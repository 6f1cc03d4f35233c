<?php
/**
 * Shared set-up of the first-screen tests: posts, images and the printer.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\First_Screen;

use PlayPal\Commerce\Store;
use PlayPal\Frontend\First_Screen\First_Screen;
use PlayPal\Frontend\Url_Router;
use PlayPal\Routing\Route_Data;
use PlayPal\Settings\Settings;
use PlayPal\Tests\Commerce\StoreTestCase;

/**
 * Helpers: publish posts, give them a featured image, render a route's screen.
 */
abstract class FirstScreenTestCase extends StoreTestCase {

	protected function setUp(): void {
		parent::setUp();
		// Only the test's own posts (the site's "Hello world!" is rolled back afterwards).
		foreach ( get_posts( array( 'numberposts' => -1 ) ) as $post ) {
			wp_delete_post( $post->ID, true );
		}
	}

	protected function printer(): First_Screen {
		$settings   = new Settings();
		$route_data = new Route_Data();
		return new First_Screen( new Url_Router( $settings ), $route_data, new Store( new \PlayPal\Commerce\Coming_Soon(), $route_data ) );
	}

	/**
	 * The printed HTML of a route, as the shell prints it.
	 *
	 * @param string               $pattern Route pattern.
	 * @param array<string,string> $params  Route parameters.
	 */
	protected function screen( string $pattern, array $params = array() ): string {
		return $this->printer()->html_for(
			array(
				'pattern' => $pattern,
				'params'  => $params,
				'status'  => 200,
			)
		);
	}

	/**
	 * Text of the HTML outside any script, whitespace collapsed (what a reader sees without JavaScript).
	 *
	 * @param string $html HTML.
	 */
	protected function text_outside_scripts( string $html ): string {
		$document = new \DOMDocument();
		libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		foreach ( iterator_to_array( $document->getElementsByTagName( 'script' ) ) as $script ) {
			$script->parentNode->removeChild( $script ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
		}
		$text = (string) $document->textContent; // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
		return trim( (string) preg_replace( '/\s+/u', ' ', $text ) );
	}

	/**
	 * Publishes a post, $minutes_ago minutes old.
	 *
	 * @param string $title       Title.
	 * @param int    $minutes_ago Age.
	 * @param string $content     Block content.
	 */
	protected function publish_post( string $title, int $minutes_ago = 1, string $content = '' ): int {
		$date = gmdate( 'Y-m-d H:i:s', time() - $minutes_ago * MINUTE_IN_SECONDS );
		$id   = wp_insert_post(
			array(
				'post_status'   => 'publish',
				'post_title'    => $title,
				'post_name'     => sanitize_title( $title ),
				'post_excerpt'  => 'About ' . $title . '.',
				'post_content'  => $content,
				'post_date_gmt' => $date,
				'post_date'     => get_date_from_gmt( $date ),
			),
			true
		);
		$this->assertIsInt( $id, 'The test post should be created.' );
		return $id;
	}

	/**
	 * Gives a post a featured image with the sizes WordPress makes of a 1600×900 upload.
	 *
	 * @param int $post_id Post.
	 * @return int Attachment ID.
	 */
	protected function add_featured_image( int $post_id ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/jpeg',
				'post_title'     => 'Kite',
				'post_status'    => 'inherit',
			),
			'2026/11/kite.jpg',
			$post_id
		);
		$this->assertIsInt( $id, 'The attachment should be created.' );
		$size = static fn( string $file, int $width, int $height ): array => array(
			'file'      => $file,
			'width'     => $width,
			'height'    => $height,
			'mime-type' => 'image/jpeg',
		);
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1600,
				'height' => 900,
				'file'   => '2026/11/kite.jpg',
				'sizes'  => array(
					'medium'       => $size( 'kite-300x169.jpg', 300, 169 ),
					'medium_large' => $size( 'kite-768x432.jpg', 768, 432 ),
					'large'        => $size( 'kite-1024x576.jpg', 1024, 576 ),
				),
			)
		);
		update_post_meta( $id, '_wp_attachment_image_alt', 'A red kite' );
		set_post_thumbnail( $post_id, $id );
		return $id;
	}
}
