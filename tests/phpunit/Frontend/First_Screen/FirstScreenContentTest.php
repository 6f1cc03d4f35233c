<?php
/**
 * What the shell prints before any script runs, route by route.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\First_Screen;

/**
 * The Done-when of issue 13: each route's HTML carries its content as text.
 */
final class FirstScreenContentTest extends FirstScreenTestCase {

	public function test_the_blog_prints_the_twelve_newest_titles_with_links_that_work_without_javascript(): void {
		$titles = array();
		for ( $age = 1; $age <= 13; $age++ ) {
			$titles[ $age ] = "Paper Kite Day $age";
			$this->publish_post( $titles[ $age ], $age );
		}

		$html = $this->screen( 'blog' );
		$text = $this->text_outside_scripts( $html );

		for ( $age = 1; $age <= 12; $age++ ) {
			$this->assertStringContainsString( $titles[ $age ] . ' ', $text, "The title of post $age is printed as text." );
			$this->assertStringContainsString( 'href="/blog/paper-kite-day-' . $age . '"', $html, 'The card of post ' . $age . ' links to its page.' );
		}
		$this->assertStringNotContainsString( $titles[13], $text, 'The 13th post is not on the first page.' );
		$this->assertStringContainsString( 'About Paper Kite Day 1.', $text, 'Excerpts are printed.' );
		$this->assertStringContainsString( 'The PlayPal Blog', $text, 'The heading is printed.' );
		$this->assertSame( 12, substr_count( $html, 'class="pp-fs-card pp-fs-blog-card"' ), 'Twelve cards.' );
	}

	public function test_a_post_prints_its_title_and_content(): void {
		$this->publish_post( 'Rainy Day Rescue', 1, "<!-- wp:paragraph -->\n<p>Tape a road on the floor & race.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:paragraph -->\n<p>Then build a car wash.</p>\n<!-- /wp:paragraph -->" );

		$text = $this->text_outside_scripts( $this->screen( 'blog/{slug}', array( 'slug' => 'rainy-day-rescue' ) ) );

		$this->assertStringContainsString( 'Rainy Day Rescue', $text, 'The title is printed.' );
		$this->assertStringContainsString( 'Tape a road on the floor & race.', $text, 'The first paragraph is printed.' );
		$this->assertStringContainsString( 'Back to Blog', $text, 'The way back is printed.' );
	}

	public function test_the_shop_prints_the_first_24_products_with_their_prices(): void {
		$names = array();
		for ( $index = 1; $index <= 25; $index++ ) {
			$names[ $index ] = "Play Kit Number $index";
			$this->create_product( $names[ $index ], $index . '.50' );
		}

		$html = $this->screen( 'shop' );
		$text = $this->text_outside_scripts( $html );

		$shown = array_filter( $names, static fn( string $name ): bool => str_contains( $text, $name . ' ' ) );
		$this->assertCount( 24, $shown, 'The first 24 of 25 products are printed, no more.' );
		foreach ( $shown as $index => $name ) {
			$this->assertStringContainsString( $name . ' $' . $index . '.50', $text, "$name is printed with its price." );
		}
		$this->assertSame( 24, substr_count( $html, 'class="pp-fs-card pp-fs-product-card"' ), 'Twenty-four cards.' );
		$this->assertStringContainsString( 'Showing 1–24 of 25 play kits', $text, 'The count says more exist.' );
		$this->assertStringContainsString( 'aria-current="page">1</a>', $html, 'The page links mark the first page.' );
		$this->assertSame( $text, $this->text_outside_scripts( $this->screen( 'products' ) ), '/products prints the same screen.' );
	}

	public function test_a_product_prints_its_name_price_and_description(): void {
		$this->create_product( 'Ocean Adventure', '18.00' );

		$html = $this->screen( 'product/{slug}', array( 'slug' => 'ocean-adventure' ) );
		$text = $this->text_outside_scripts( $html );

		$this->assertStringContainsString( 'Ocean Adventure', $text, 'The name is printed.' );
		$this->assertStringContainsString( '18.00', $text, 'The price is printed.' );
		$this->assertStringContainsString( 'The story of Ocean Adventure.', $text, 'The description is printed.' );
		$this->assertStringContainsString( 'href="/shop"', $html, 'The way back to the shop is a plain link.' );
	}

	public function test_the_shop_and_a_product_print_when_the_store_builds_prices_and_images_as_objects(): void {
		// A real WooCommerce builds a product's `prices` and each image as stdClass
		// (the test double builds arrays): the first screen read them as arrays
		// and /shop answered with a fatal error on WooCommerce 10.
		$as_woocommerce_builds = static function ( $response ) {
			if ( ! $response instanceof \WP_REST_Response || ! is_array( $response->get_data() ) ) {
				return $response;
			}
			$products = $response->get_data();
			foreach ( $products as $index => $product ) {
				if ( is_array( $product ) && isset( $product['prices'] ) ) {
					$products[ $index ]['prices'] = (object) $product['prices'];
					$products[ $index ]['images'] = array_map( static fn( $image ) => (object) $image, (array) ( $product['images'] ?? array() ) );
				}
			}
			$response->set_data( $products );
			return $response;
		};
		add_filter( 'rest_post_dispatch', $as_woocommerce_builds, 5 );
		$this->create_product( 'Ocean Adventure', '18.00' );

		$shop    = $this->text_outside_scripts( $this->screen( 'shop' ) );
		$product = $this->text_outside_scripts( $this->screen( 'product/{slug}', array( 'slug' => 'ocean-adventure' ) ) );
		remove_filter( 'rest_post_dispatch', $as_woocommerce_builds, 5 );

		$this->assertStringContainsString( 'Ocean Adventure $18.00', $shop, 'The shop prints the product with its price.' );
		$this->assertStringContainsString( '$18.00', $product, 'The product page prints its price.' );
	}

	public function test_route_data_gives_php_arrays_and_keeps_the_embedded_body_as_built(): void {
		$body = array(
			array(
				'prices'     => (object) array( 'price' => '899' ),
				'extensions' => new \stdClass(),
			),
		);

		$data = \PlayPal\Routing\Route_Data::as_json_arrays( $body );

		$this->assertSame( '899', $data[0]['prices']['price'], 'Objects are read as arrays.' );
		$this->assertSame( '[{"prices":{"price":"899"},"extensions":{}}]', wp_json_encode( $body ), 'The body itself is untouched: {} stays {} in the preload.' );
	}

	public function test_home_prints_its_hero_and_benefits_with_links_that_work_without_javascript(): void {
		$html = $this->screen( '' );
		$text = $this->text_outside_scripts( $html );

		$this->assertStringContainsString( 'Print. Play. Done!', $text, 'The hero heading is printed.' );
		foreach ( array( 'Ready in minutes', 'Learning through play', 'Screen-smart by design', 'Loved by families and teachers' ) as $title ) {
			$this->assertStringContainsString( $title, $text, "The benefit \"$title\" is printed." );
		}
		$this->assertStringContainsString( '<h1 id="pp-home-title">', $html, 'The hero heading is the page\'s one h1.' );
		$this->assertSame( 1, substr_count( $html, '<h1' ), 'One h1.' );
		foreach ( array( '/shop', '/play-ideas', '/blog' ) as $path ) {
			$this->assertStringContainsString( 'href="' . $path . '"', $html, "A plain link leads to $path." );
		}
		$this->assertStringContainsString( 'href="/" aria-current="page"', $html, 'The header marks Home as the current page.' );
		$this->assertStringNotContainsString( 'demo-message', $html, 'The per-visit demo message is left to the bundle.' );
	}

	public function test_home_is_printed_only_for_the_home_route(): void {
		$this->assertSame( '', $this->printer()->html_for( null ), 'A request the app does not answer prints nothing.' );
		$this->assertSame(
			'',
			$this->printer()->html_for(
				array(
					'pattern' => null,
					'params'  => array(),
					'status'  => 404,
				)
			),
			'The app\'s 404 page is not Home.'
		);
		$this->assertSame( '', $this->screen( 'about' ), 'Another screen is not Home either.' );
	}

	public function test_nothing_is_printed_for_routes_without_a_first_screen_or_without_content(): void {
		$this->assertSame( '', $this->screen( 'about' ), 'Other screens render in the browser.' );
		$this->assertSame( '', $this->screen( 'blog/{slug}', array( 'slug' => 'no-such-post' ) ), 'An unknown post prints nothing.' );
		$this->assertSame( '', $this->screen( 'product/{slug}', array( 'slug' => 'no-such-kit' ) ), 'An unknown product prints nothing.' );
		add_filter( 'playpal_store_active', '__return_false' );
		$this->assertSame( '', $this->screen( 'shop' ), 'Without a store the bundle says so; nothing is printed.' );
	}

	public function test_titles_are_printed_as_escaped_text(): void {
		$this->publish_post( 'Kites & <em>bold</em> ideas', 1 );

		$html = $this->screen( 'blog' );

		$this->assertStringContainsString( '>Kites &amp; bold ideas</a>', $html, 'The title is plain text, escaped.' );
		$this->assertStringNotContainsString( '<em>bold', $html, 'No markup from a title reaches the card.' );
	}
}
