<?php
/**
 * The printed cards say what the React cards say, from the same data.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\First_Screen;

use PlayPal\Commerce\Catalogue_Query;

/**
 * Renders tests/fixtures/first-screen/*.json with the PHP templates and
 * compares the cards' visible text with the committed expected text, which
 * src/app/first-screen-parity.test.tsx compares the React cards with. Home
 * reads no data: its whole printed screen is compared with home.txt.
 */
final class FirstScreenParityTest extends FirstScreenTestCase {

	private const FIXTURES = PLAYPAL_PLUGIN_DIR . 'tests/fixtures/first-screen/';

	/**
	 * @param string $name Fixture file name.
	 * @return array<int, array<string, mixed>>
	 */
	private function fixture( string $name ): array {
		$data = wp_json_file_decode( self::FIXTURES . $name, array( 'associative' => true ) );
		$this->assertIsArray( $data, "$name is readable JSON." );
		return $data;
	}

	/**
	 * Each card's text nodes, trimmed, one a line; a blank line between cards.
	 *
	 * @param string $html  HTML.
	 * @param string $class Class of the card elements.
	 */
	private function cards_text( string $html, string $class ): string {
		return $this->parts_text( $html, array( $class ) );
	}

	/**
	 * The text of the elements with any of these classes, in document order, as cards_text() writes it.
	 *
	 * @param string   $html    HTML.
	 * @param string[] $classes Classes.
	 */
	private function parts_text( string $html, array $classes ): string {
		$document = new \DOMDocument();
		libxml_use_internal_errors( true );
		$document->loadHTML( '<?xml encoding="utf-8"?><body>' . $html . '</body>' );
		libxml_clear_errors();
		$cards = array();
		$query = implode( ' | ', array_map( static fn( string $class ): string => "//*[contains(concat(' ', @class, ' '), ' $class ')]", $classes ) );
		foreach ( ( new \DOMXPath( $document ) )->query( $query ) as $card ) {
			$lines = array();
			foreach ( ( new \DOMXPath( $document ) )->query( './/text()', $card ) as $node ) {
				$text = trim( (string) preg_replace( '/\s+/u', ' ', (string) $node->nodeValue ) ); // phpcs:ignore WordPress.NamingConventions.ValidVariableName.UsedPropertyNotSnakeCase -- DOM API.
				if ( '' !== $text ) {
					$lines[] = $text;
				}
			}
			$cards[] = implode( "\n", $lines );
		}
		return implode( "\n\n", $cards ) . "\n";
	}

	public function test_blog_cards_print_the_text_the_react_cards_show(): void {
		$html = $this->printer()->render(
			'blog',
			array(
				'base'        => '',
				'posts'       => $this->fixture( 'posts.json' ),
				'first_image' => 0,
			)
		);

		$this->assertSame( (string) file_get_contents( self::FIXTURES . 'blog-cards.txt' ), $this->cards_text( $html, 'pp-fs-blog-card' ), 'The printed blog cards read as the React BlogCard reads.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.
	}

	public function test_product_cards_print_the_text_the_react_cards_show(): void {
		$products = $this->fixture( 'products.json' );
		$html     = $this->printer()->render(
			'shop',
			array(
				'base'        => '',
				'products'    => $products,
				'total'       => count( $products ),
				'first_image' => 0,
			)
		);

		$this->assertSame( (string) file_get_contents( self::FIXTURES . 'product-cards.txt' ), $this->cards_text( $html, 'pp-fs-product-card' ), 'The printed product cards read as the React ProductCard reads.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.
	}

	public function test_product_pages_of_each_kind_print_the_text_the_react_page_shows(): void {
		$pages = array();
		foreach ( $this->fixture( 'product-pages.json' ) as $page ) {
			$html    = $this->printer()->render(
				'product',
				array(
					'base'       => '',
					'product'    => $page['product'],
					'variations' => $page['variations'],
					'members'    => $page['members'],
				)
			);
			$pages[] = $this->cards_text( $html, 'pp-fs-page' );
		}

		$this->assertSame( (string) file_get_contents( self::FIXTURES . 'product-pages.txt' ), implode( "\n", $pages ), 'The printed product pages (variable with its choices, grouped with its members, external with its link, simple with its quantity) read as the React ProductScreen reads.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.
	}

	public function test_home_prints_the_text_the_react_home_shows(): void {
		$html = $this->printer()->render( 'home', array( 'base' => '' ) );

		// The screen's sections side by side, read as one: the wrapper stands for the app's <main>.
		$this->assertSame( (string) file_get_contents( self::FIXTURES . 'home.txt' ), $this->cards_text( '<div class="pp-fs-parity-screen">' . $html . '</div>', 'pp-fs-parity-screen' ), 'The printed Home reads as the React HomeScreen reads.' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.
	}

	/**
	 * The filter bar, the summary, the page links and the "No play kits match"
	 * message of each page in catalogue.json, printed from the same data the
	 * React shop renders (src/app/first-screen-parity.test.tsx).
	 */
	public function test_shop_pages_print_the_filter_bar_summary_and_page_links_the_react_shop_shows(): void {
		foreach ( $this->fixture( 'catalogue.json' ) as $page ) {
			$html = $this->printer()->render(
				'shop',
				array(
					'base'        => '',
					'path'        => $page['path'],
					'query'       => Catalogue_Query::from_string( $page['address'] ),
					'products'    => $page['products'],
					'total'       => $page['total'],
					'total_pages' => $page['total_pages'],
					'categories'  => $page['categories'],
					'attributes'  => $page['attributes'],
					'first_image' => null,
				)
			);

			$this->assertSame(
				(string) file_get_contents( self::FIXTURES . $page['expected'] ), // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local fixture.
				$this->parts_text( $html, array( 'pp-fs-filter-bar', 'pp-fs-no-match', 'pp-fs-summary', 'pp-fs-pagination' ) ),
				"The printed shop reads as the React shop reads: {$page['name']}."
			);
		}
	}
}
