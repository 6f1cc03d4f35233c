<?php
/**
 * The JSON-LD of post and product pages, checked against schema.org's types.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\Seo;

/**
 * BlogPosting, Product with its Offer, and BreadcrumbList carry the
 * properties schema.org and search engines require or recommend, with
 * values of the right kind.
 */
final class StructuredDataTest extends SeoTestCase {

	/**
	 * Properties each type must carry (schema.org's types, with what search
	 * engines require or recommend for rich results), non-empty.
	 */
	private const SCHEMA = array(
		'BlogPosting'    => array( 'headline', 'datePublished', 'dateModified', 'author', 'image', 'mainEntityOfPage', 'publisher', 'url' ),
		'Product'        => array( 'name', 'image', 'description', 'offers', 'url' ),
		'Offer'          => array( 'price', 'priceCurrency', 'availability', 'url' ),
		'AggregateOffer' => array( 'lowPrice', 'highPrice', 'offerCount', 'priceCurrency', 'availability', 'url' ),
		'BreadcrumbList' => array( 'itemListElement' ),
		'ListItem'       => array( 'position', 'name', 'item' ),
		'Person'         => array( 'name' ),
		'Organization'   => array( 'name', 'url' ),
		'ImageObject'    => array( 'url', 'width', 'height' ),
		'WebPage'        => array( '@id' ),
	);

	/** Properties whose value must be an absolute http(s) URL. */
	private const URL_PROPERTIES = array( 'url', 'item', '@id' );

	/** Properties whose value must be an ISO 8601 date-time. */
	private const DATE_PROPERTIES = array( 'datePublished', 'dateModified' );

	/**
	 * What is wrong with a node and the nodes inside it ('' entries: nothing).
	 *
	 * @param mixed  $node A JSON-LD value.
	 * @param string $at   Where it is, for the messages.
	 * @return string[]
	 */
	private function problems( $node, string $at = '' ): array {
		if ( ! is_array( $node ) ) {
			return array();
		}
		$problems = array();
		$type     = $node['@type'] ?? null;
		if ( is_string( $type ) ) {
			if ( ! isset( self::SCHEMA[ $type ] ) ) {
				$problems[] = "{$at}: unknown type {$type}";
			}
			foreach ( self::SCHEMA[ $type ] ?? array() as $property ) {
				if ( ! isset( $node[ $property ] ) || '' === $node[ $property ] || array() === $node[ $property ] ) {
					$problems[] = "{$at}{$type}: {$property} is missing";
				}
			}
		}
		foreach ( $node as $key => $value ) {
			$where = $at . ( is_string( $type ) ? $type : '' ) . '.' . $key;
			if ( in_array( $key, self::URL_PROPERTIES, true ) && ! preg_match( '#^https?://[^/\s]+#', (string) ( is_string( $value ) ? $value : '' ) ) ) {
				$problems[] = "{$where}: not an absolute URL";
			}
			if ( in_array( $key, self::DATE_PROPERTIES, true ) && false === \DateTimeImmutable::createFromFormat( DATE_W3C, (string) $value ) ) {
				$problems[] = "{$where}: not an ISO 8601 date-time";
			}
			if ( 'availability' === $key && ! preg_match( '#^https://schema\.org/(InStock|OutOfStock|BackOrder|PreOrder|Discontinued|OnlineOnly|LimitedAvailability|SoldOut)$#', (string) $value ) ) {
				$problems[] = "{$where}: not a schema.org ItemAvailability URL";
			}
			if ( in_array( $key, array( 'price', 'lowPrice', 'highPrice' ), true ) && ( ! is_string( $value ) || ! preg_match( '/^\d+(\.\d+)?$/', $value ) ) ) {
				$problems[] = "{$where}: not a decimal number";
			}
			if ( 'offerCount' === $key && ( ! is_int( $value ) || $value < 1 ) ) {
				$problems[] = "{$where}: not a count of offers";
			}
			if ( 'priceCurrency' === $key && ! preg_match( '/^[A-Z]{3}$/', (string) $value ) ) {
				$problems[] = "{$where}: not an ISO 4217 code";
			}
			if ( 'itemListElement' === $key && is_array( $value ) ) {
				$positions = array_column( $value, 'position' );
				if ( range( 1, max( 1, count( $value ) ) ) !== $positions ) {
					$problems[] = "{$where}: positions are not 1, 2, 3…";
				}
			}
			$problems = array_merge( $problems, $this->problems( $value, $where . ' ' ) );
		}
		return $problems;
	}

	public function test_a_post_page_has_a_valid_blog_posting_and_breadcrumbs(): void {
		$this->publish_post( 'seo-dinosaur-dig-day' );

		$nodes = $this->json_ld( $this->head_of( '/blog/seo-dinosaur-dig-day' ) );

		$this->assertCount( 2, $nodes, 'A post page has a BlogPosting and a BreadcrumbList.' );
		foreach ( $nodes as $node ) {
			$this->assertSame( 'https://schema.org', $node['@context'] ?? null, 'Each node names the schema.org vocabulary.' );
			$this->assertSame( array(), $this->problems( $node ), 'The node has every property its type needs.' );
		}
		$post = $this->node_of_type( $nodes, 'BlogPosting' );
		$this->assertSame( 'Maya Writer', $post['author']['name'] ?? null, 'The author is the post’s author.' );
		$this->assertSame( home_url( '/blog/seo-dinosaur-dig-day' ), $post['mainEntityOfPage']['@id'] ?? null, 'The post is the main entity of its app page.' );
		$crumbs = $this->node_of_type( $nodes, 'BreadcrumbList' )['itemListElement'];
		$this->assertSame( array( 'Home', 'Blog', 'Dinosaur Dig Day' ), array_column( $crumbs, 'name' ), 'Home → Blog → the post.' );
		$this->assertSame( array( home_url( '/' ), home_url( '/blog' ), home_url( '/blog/seo-dinosaur-dig-day' ) ), array_column( $crumbs, 'item' ), 'Each crumb links to its page.' );
	}

	public function test_a_product_page_has_a_valid_product_with_its_offer_and_breadcrumbs(): void {
		$this->product_with_picture( 'Space Station Alpha', '12.99', array( '_sku' => 'KIT-SSA' ) );

		$nodes = $this->json_ld( $this->head_of( '/product/space-station-alpha' ) );

		$this->assertCount( 2, $nodes, 'A product page has a Product and a BreadcrumbList.' );
		foreach ( $nodes as $node ) {
			$this->assertSame( array(), $this->problems( $node ), 'The node has every property its type needs.' );
		}
		$product = $this->node_of_type( $nodes, 'Product' );
		$this->assertSame( 'KIT-SSA', $product['sku'] ?? null, 'The SKU is given.' );
		$this->assertSame(
			array(
				'@type'         => 'Offer',
				'price'         => '12.99',
				'priceCurrency' => 'USD',
				'availability'  => 'https://schema.org/InStock',
				'url'           => home_url( '/product/space-station-alpha' ),
			),
			$product['offers'] ?? null,
			'The offer: decimal price, currency, availability as a schema.org URL, the product page.'
		);
		$crumbs = $this->node_of_type( $nodes, 'BreadcrumbList' )['itemListElement'];
		$this->assertSame( array( 'Home', 'Shop', 'Space Station Alpha' ), array_column( $crumbs, 'name' ), 'Home → Shop → the product.' );
	}

	public function test_an_out_of_stock_product_says_so(): void {
		$this->product_with_picture( 'Ocean Adventure', '9.50', array( '_stock_status' => 'outofstock' ) );

		$product = $this->node_of_type( $this->json_ld( $this->head_of( '/product/ocean-adventure' ) ), 'Product' );

		$this->assertSame( 'https://schema.org/OutOfStock', $product['offers']['availability'] ?? null, 'Out of stock is OutOfStock.' );
		$this->assertSame( '9.50', $product['offers']['price'] ?? null, 'Trailing zeros of the minor units are kept.' );
	}

	public function test_a_product_without_a_price_claims_no_offer(): void {
		$this->product_with_picture( 'Free Sampler', '' );

		$head    = $this->head_of( '/product/free-sampler' );
		$product = $this->node_of_type( $this->json_ld( $head ), 'Product' );

		$this->assertArrayNotHasKey( 'offers', $product, 'The page shows no price, so no offer is claimed.' );
		$this->assertArrayNotHasKey( 'product:price:amount', $this->meta_tags( $head ), 'No price is shared.' );
	}

	public function test_the_check_finds_every_missing_property_of_a_blog_posting(): void {
		$this->publish_post( 'seo-dinosaur-dig-day' );
		$post = $this->node_of_type( $this->json_ld( $this->head_of( '/blog/seo-dinosaur-dig-day' ) ), 'BlogPosting' );
		$this->assertSame( array(), $this->problems( $post ), 'The complete node passes.' );

		foreach ( self::SCHEMA['BlogPosting'] as $property ) {
			$broken = $post;
			unset( $broken[ $property ] );
			$this->assertContains( "BlogPosting: {$property} is missing", $this->problems( $broken ), "Without {$property} the check fails." );
		}
		$broken                  = $post;
		$broken['datePublished'] = 'last Tuesday';
		$this->assertNotSame( array(), $this->problems( $broken ), 'A date that is not ISO 8601 fails.' );
	}

	public function test_the_check_finds_a_broken_offer(): void {
		$this->product_with_picture( 'Space Station Alpha', '12.99' );
		$product = $this->node_of_type( $this->json_ld( $this->head_of( '/product/space-station-alpha' ) ), 'Product' );

		foreach ( self::SCHEMA['Offer'] as $property ) {
			$broken = $product;
			unset( $broken['offers'][ $property ] );
			$this->assertContains( "Product.offers Offer: {$property} is missing", $this->problems( $broken ), "An offer without {$property} fails." );
		}
		$broken                           = $product;
		$broken['offers']['availability'] = 'in stock';
		$this->assertNotSame( array(), $this->problems( $broken ), 'Availability that is not a schema.org URL fails.' );
		unset( $broken['offers'] );
		$this->assertContains( 'Product: offers is missing', $this->problems( $broken ), 'A product without an offer fails.' );
	}

	public function test_a_variable_product_has_an_aggregate_offer_over_its_variations(): void {
		$this->variable_product(
			'Hoodie',
			array(
				'Blue'  => array( '45.00', 'instock' ),
				'Red'   => array( '42.00', 'instock' ),
				'Green' => array( '45.00', 'outofstock' ),
			)
		);

		$nodes   = $this->json_ld( $this->head_of( '/product/hoodie' ) );
		$product = $this->node_of_type( $nodes, 'Product' );

		$this->assertSame( array(), $this->problems( $product ), 'The node has every property its type needs.' );
		$this->assertSame(
			array(
				'@type'         => 'AggregateOffer',
				'lowPrice'      => '42.00',
				'highPrice'     => '45.00',
				'offerCount'    => 3,
				'priceCurrency' => 'USD',
				'availability'  => 'https://schema.org/InStock',
				'url'           => home_url( '/product/hoodie' ),
			),
			$product['offers'] ?? null,
			'The lowest and highest variation price as decimals, one offer per variation, in stock while one variation is.'
		);
	}

	public function test_a_variable_product_whose_variations_cost_the_same_has_one_price_at_both_ends(): void {
		$this->variable_product(
			'V-Neck T-Shirt',
			array(
				'Blue' => array( '18.00', 'instock' ),
				'Red'  => array( '18.00', 'instock' ),
			)
		);

		$offers = $this->node_of_type( $this->json_ld( $this->head_of( '/product/v-neck-t-shirt' ) ), 'Product' )['offers'] ?? array();

		// The Store API sends no price_range then: the product's one price is both ends.
		$this->assertSame( array( '18.00', '18.00', 2 ), array( $offers['lowPrice'] ?? null, $offers['highPrice'] ?? null, $offers['offerCount'] ?? null ), 'Low and high are the one price.' );
	}

	public function test_a_variable_product_out_of_stock_says_so(): void {
		$this->variable_product(
			'Sold Out Hoodie',
			array(
				'Blue' => array( '45.00', 'outofstock' ),
				'Red'  => array( '42.00', 'outofstock' ),
			)
		);

		$offers = $this->node_of_type( $this->json_ld( $this->head_of( '/product/sold-out-hoodie' ) ), 'Product' )['offers'] ?? array();

		$this->assertSame( 'AggregateOffer', $offers['@type'] ?? null, 'The range is still described.' );
		$this->assertSame( 'https://schema.org/OutOfStock', $offers['availability'] ?? null, 'No variation in stock is OutOfStock.' );
	}

	public function test_a_grouped_product_has_an_aggregate_offer_over_its_members(): void {
		$members = array(
			$this->create_product( 'Logo Beanie', '18.00' ),
			$this->create_product( 'Logo Belt', '55.00' ),
			$this->create_product( 'Logo Cap', '16.00' ),
		);
		$grouped = new \WC_Product_Grouped();
		$grouped->set_name( 'Logo Collection' );
		$grouped->set_slug( 'logo-collection' );
		$grouped->set_status( 'publish' );
		$grouped->set_short_description( 'The logo, three ways.' );
		$grouped->set_children( $members );
		$grouped->set_image_id( $this->create_image( 'Logo Collection kit' ) );
		$grouped->save();

		$product = $this->node_of_type( $this->json_ld( $this->head_of( '/product/logo-collection' ) ), 'Product' );

		$this->assertSame( array(), $this->problems( $product ), 'The node has every property its type needs.' );
		$this->assertSame(
			array(
				'@type'         => 'AggregateOffer',
				'lowPrice'      => '16.00',
				'highPrice'     => '55.00',
				'offerCount'    => 3,
				'priceCurrency' => 'USD',
				'availability'  => 'https://schema.org/InStock',
				'url'           => home_url( '/product/logo-collection' ),
			),
			$product['offers'] ?? null,
			'The members’ lowest and highest price, one offer per member.'
		);
	}

	public function test_an_external_product_offers_its_price_on_the_other_site(): void {
		$external = new \WC_Product_External();
		$external->set_name( 'WordPress Pennant' );
		$external->set_slug( 'wordpress-pennant' );
		$external->set_status( 'publish' );
		$external->set_short_description( 'A pennant for your wall.' );
		$external->set_regular_price( '11.05' );
		$external->set_product_url( 'https://mercantile.wordpress.org/product/wordpress-pennant/?a=1&b=2' );
		$external->set_button_text( 'Buy on the WordPress swag store!' );
		$external->set_image_id( $this->create_image( 'WordPress Pennant kit' ) );
		$external->save();

		$product = $this->node_of_type( $this->json_ld( $this->head_of( '/product/wordpress-pennant' ) ), 'Product' );

		$this->assertSame( array(), $this->problems( $product ), 'The node has every property its type needs.' );
		$this->assertSame(
			array(
				'@type'         => 'Offer',
				'price'         => '11.05',
				'priceCurrency' => 'USD',
				'availability'  => 'https://schema.org/InStock',
				'url'           => 'https://mercantile.wordpress.org/product/wordpress-pennant/?a=1&b=2',
			),
			$product['offers'] ?? null,
			'The price its page shows, offered where it is sold: the other site’s page, its ampersands as they are.'
		);
		$this->assertSame( home_url( '/product/wordpress-pennant' ), $product['url'] ?? null, 'The product itself is still this page.' );
	}

	public function test_the_check_finds_a_broken_aggregate_offer(): void {
		$this->variable_product( 'Hoodie', array( 'Blue' => array( '45.00', 'instock' ) ) );
		$product = $this->node_of_type( $this->json_ld( $this->head_of( '/product/hoodie' ) ), 'Product' );
		$this->assertSame( array(), $this->problems( $product ), 'The complete node passes.' );

		foreach ( self::SCHEMA['AggregateOffer'] as $property ) {
			$broken = $product;
			unset( $broken['offers'][ $property ] );
			$this->assertContains( "Product.offers AggregateOffer: {$property} is missing", $this->problems( $broken ), "An aggregate offer without {$property} fails." );
		}
		$broken                       = $product;
		$broken['offers']['lowPrice'] = 45.0;
		$this->assertNotSame( array(), $this->problems( $broken ), 'A price that is a float, not a decimal string, fails.' );
		$broken                         = $product;
		$broken['offers']['offerCount'] = '1';
		$this->assertNotSame( array(), $this->problems( $broken ), 'A count that is not a number fails.' );
	}

	/**
	 * A published variable product with one "Color" attribute and a variation per colour.
	 *
	 * @param string                               $name       Name.
	 * @param array<string, array{string, string}> $variations Price and stock status by colour.
	 */
	private function variable_product( string $name, array $variations ): int {
		$this->assertTrue( class_exists( \WC_Product_Variable::class ), 'These tests run on the real WooCommerce.' );
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( 'Color' );
		$attribute->set_options( array_keys( $variations ) );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		$product = new \WC_Product_Variable();
		$product->set_name( $name );
		$product->set_slug( sanitize_title( $name ) );
		$product->set_status( 'publish' );
		$product->set_short_description( 'All about ' . $name . '.' );
		$product->set_attributes( array( $attribute ) );
		$product->set_image_id( $this->create_image( $name . ' kit' ) );
		$id = $product->save();
		foreach ( $variations as $color => [ $price, $stock ] ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $id );
			$variation->set_attributes( array( 'color' => $color ) );
			$variation->set_regular_price( $price );
			$variation->set_stock_status( $stock );
			$variation->set_status( 'publish' );
			$variation->save();
		}
		// As WooCommerce's admin does after saving variations: the parent's price and stock follow them.
		\WC_Product_Variable::sync( $id );
		return $id;
	}
}
