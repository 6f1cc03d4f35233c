<?php
/**
 * What a link preview and a search engine read in an app page's head.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\Seo;

/**
 * Open Graph, Twitter card, the canonical link, and escaping.
 */
final class HeadTagsTest extends SeoTestCase {

	public function test_a_post_page_is_shared_as_an_article_with_its_picture_and_one_canonical(): void {
		$this->publish_post( 'seo-dinosaur-dig-day' );

		$head = $this->head_of( '/blog/seo-dinosaur-dig-day' );
		$tags = $this->meta_tags( $head );

		$url = home_url( '/blog/seo-dinosaur-dig-day' );
		$this->assertSame( 1, substr_count( $head, 'rel="canonical"' ), 'The page has exactly one canonical link.' );
		$this->assertStringContainsString( '<link rel="canonical" href="' . $url . '" />', $head, 'The canonical is the post’s app URL.' );
		$this->assertSame( 'article', $tags['og:type'] ?? null, 'A post is an article.' );
		$this->assertSame( 'Dinosaur Dig Day', $tags['og:title'] ?? null, 'og:title is the post’s title, without the site name.' );
		$this->assertSame( 'Fossil cards & field notebooks.', $tags['og:description'] ?? null, 'og:description is the excerpt.' );
		$this->assertSame( $url, $tags['og:url'] ?? null, 'og:url is the canonical URL.' );
		$this->assertSame( get_bloginfo( 'name' ), $tags['og:site_name'] ?? null, 'og:site_name is the site’s name.' );
		$this->assertStringEndsWith( '/picture-1024x683.png', $tags['og:image'] ?? '', 'og:image is the "large" size, not the original upload.' );
		$this->assertSame( '1024', $tags['og:image:width'] ?? null, 'The image’s width is given.' );
		$this->assertSame( '683', $tags['og:image:height'] ?? null, 'The image’s height is given.' );
		$this->assertSame( 'Fossil cards on a table', $tags['og:image:alt'] ?? null, 'The image’s alt text is given.' );
		$this->assertSame( '2026-03-04T10:00:00+00:00', $tags['article:published_time'] ?? null, 'The article carries its publication time.' );
		$this->assertSame( 'summary_large_image', $tags['twitter:card'] ?? null, 'With a picture the card is a large one.' );
		$this->assertSame( 'Dinosaur Dig Day', $tags['twitter:title'] ?? null, 'twitter:title is the post’s title.' );
		$this->assertSame( $tags['og:image'] ?? null, $tags['twitter:image'] ?? null, 'The card shows the same picture.' );
	}

	public function test_a_product_page_is_shared_as_a_product_with_its_price(): void {
		$this->product_with_picture( 'Space Station Alpha', '12.99' );

		$tags = $this->meta_tags( $this->head_of( '/product/space-station-alpha' ) );

		$this->assertSame( 'product', $tags['og:type'] ?? null, 'A product page is a product.' );
		$this->assertSame( 'Space Station Alpha', $tags['og:title'] ?? null, 'og:title is the product’s name.' );
		$this->assertSame( home_url( '/product/space-station-alpha' ), $tags['og:url'] ?? null, 'og:url is the product page.' );
		$this->assertSame( '12.99', $tags['product:price:amount'] ?? null, 'The price is a decimal amount.' );
		$this->assertSame( 'USD', $tags['product:price:currency'] ?? null, 'The price has its currency.' );
		$this->assertStringEndsWith( '/picture-1024x683.png', $tags['og:image'] ?? '', 'og:image is the product’s picture.' );
	}

	public function test_other_pages_are_websites_with_their_own_title_and_no_picture(): void {
		$head = $this->head_of( '/about' );
		$tags = $this->meta_tags( $head );

		$this->assertSame( 'website', $tags['og:type'] ?? null, 'Other pages are websites.' );
		$this->assertSame( 'About PlayPal | PlayPal', $tags['og:title'] ?? null, 'og:title is the page’s title.' );
		$this->assertSame( home_url( '/about' ), $tags['og:url'] ?? null, 'og:url is the page.' );
		$this->assertSame( 'summary', $tags['twitter:card'] ?? null, 'Without a picture the card is a summary.' );
		$this->assertArrayNotHasKey( 'og:image', $tags, 'No picture is made up.' );
		$this->assertSame( array(), $this->json_ld( $head ), 'Only posts and products carry structured data.' );
		$this->assertSame( 1, substr_count( $head, 'rel="canonical"' ), 'Exactly one canonical link.' );
	}

	public function test_a_missing_post_gets_a_description_and_nothing_to_share(): void {
		$head = $this->head_of( '/blog/no-such-post' );

		$this->assertStringContainsString( '<meta name="description"', $head, 'The 404 page keeps its description.' );
		$this->assertStringNotContainsString( 'canonical', $head, 'A 404 has no canonical link.' );
		$this->assertStringNotContainsString( 'og:', $head, 'A 404 is not shared.' );
		$this->assertStringNotContainsString( 'ld+json', $head, 'A 404 has no structured data.' );
	}

	public function test_markup_in_a_title_stays_text_in_tags_and_structured_data(): void {
		$title = 'Kit </script><script>alert(1)</script> "Tea" & <b>cake</b> <!--';
		$this->publish_post( 'tricky-title', array( 'post_title' => $title ) );

		$head  = $this->head_of( '/blog/tricky-title' );
		$nodes = $this->json_ld( $head );

		$this->assertStringNotContainsString( '<script>alert', $head, 'No markup from the title reaches the page.' );
		$this->assertSame( count( $nodes ), substr_count( $head, '</script>' ), 'Each script element ends only where it was meant to.' );
		$this->assertStringNotContainsString( '<!--', $head, 'No comment opener escapes into the page.' );
		$headline = (string) ( $this->node_of_type( $nodes, 'BlogPosting' )['headline'] ?? '' );
		$this->assertStringContainsString( 'Tea', $headline, 'The headline keeps the title’s words.' );
		$this->assertStringContainsString( '& cake', $headline, 'The ampersand is text, not an entity.' );
		$this->assertStringNotContainsString( '<script', $headline, 'The headline holds no tag.' );
		$this->assertSame( $headline, $this->meta_tags( $head )['og:title'] ?? null, 'og:title is the same plain text, escaped only on output.' );
	}
}
