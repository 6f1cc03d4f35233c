<?php
/**
 * Images of the printed screens and of the posts API: intermediate sizes.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\First_Screen;

use PlayPal\Frontend\Blog_Routes;

/**
 * Cards show WordPress's intermediate sizes with srcset, width and height;
 * the first one loads at high priority.
 */
final class FirstScreenImagesTest extends FirstScreenTestCase {

	public function test_the_posts_api_sends_an_intermediate_size_with_its_srcset_and_dimensions(): void {
		$this->add_featured_image( $this->publish_post( 'Kite Day', 1 ) );

		$response = $this->dispatch( 'GET', '/pp/v1/posts', array( '_embed' => '1' ) );
		$media    = $response->get_data()[0]['_embedded']['wp:featuredmedia'][0] ?? array();

		$this->assertStringEndsWith( '/kite.jpg', $media['source_url'] ?? '', 'The original stays where wp/v2 has it.' );
		$this->assertStringEndsWith( '/kite-768x432.jpg', $media['src'] ?? '', 'The card’s source is the medium_large size.' );
		$this->assertSame( array( 768, 432 ), array( $media['width'] ?? null, $media['height'] ?? null ), 'Its dimensions come along.' );
		$this->assertStringContainsString( 'kite-1024x576.jpg 1024w', $media['srcset'] ?? '', 'The srcset lists the larger sizes.' );
		$this->assertNotSame( '', $media['sizes'] ?? '', 'WordPress’s sizes come along.' );
	}

	public function test_printed_cards_use_the_intermediate_size_and_only_the_first_loads_at_high_priority(): void {
		$this->add_featured_image( $this->publish_post( 'Newest Kite', 1 ) );
		$this->add_featured_image( $this->publish_post( 'Older Kite', 2 ) );

		$html = $this->screen( 'blog' );

		preg_match_all( '/<img\b[^>]*>/', $html, $images );
		$this->assertCount( 2, $images[0], 'Both cards have their picture.' );
		list( $first, $second ) = $images[0];
		$this->assertMatchesRegularExpression( '#src="[^"]*/kite-768x432\.jpg"#', $first, 'Not the original upload.' );
		$this->assertStringContainsString( 'width="768" height="432"', $first, 'Dimensions reserve the space.' );
		$this->assertMatchesRegularExpression( '#srcset="[^"]*kite-1024x576\.jpg 1024w#', $first, 'The srcset is WordPress’s.' );
		$this->assertStringContainsString( 'sizes="', $first, 'The sizes are WordPress’s.' );
		$this->assertStringContainsString( 'fetchpriority="high"', $first, 'The first picture loads first.' );
		$this->assertStringNotContainsString( 'loading="lazy"', $first, 'The first picture is not lazy.' );
		$this->assertStringContainsString( 'loading="lazy"', $second, 'The others wait for the viewport.' );
		$this->assertStringNotContainsString( 'fetchpriority', $second, 'Only one picture is urgent.' );
	}

	public function test_a_post_page_prints_its_picture_at_high_priority(): void {
		$this->add_featured_image( $this->publish_post( 'Kite Day', 1 ) );

		$html = $this->screen( Blog_Routes::POST_PATTERN, array( 'slug' => 'kite-day' ) );

		$this->assertMatchesRegularExpression( '#<img[^>]*kite-768x432\.jpg[^>]*fetchpriority="high"#', $html, 'The post’s picture is sized and urgent.' );
		$this->assertStringContainsString( 'alt="A red kite"', $html, 'With its alternative text.' );
	}
}
