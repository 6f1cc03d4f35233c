<?php
/**
 * Variable, grouped and external products as WooCommerce itself answers for
 * them: the paths the storefront asks for, the cart write it sends, and the
 * page the server prints.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Frontend\First_Screen;

use PlayPal\Commerce\Shop_Routes;
use PlayPal\Commerce\Store;

/**
 * Products made with WooCommerce's own classes (the sample store's Hoodie,
 * Logo Collection and WordPress Pennant), read through the Store API.
 */
final class ProductKindsTest extends FirstScreenTestCase {

	/**
	 * A custom (not global) product attribute.
	 *
	 * @param string   $name    Attribute name.
	 * @param string[] $options Its values.
	 */
	private function attribute( string $name, array $options ): \WC_Product_Attribute {
		$attribute = new \WC_Product_Attribute();
		$attribute->set_name( $name );
		$attribute->set_options( $options );
		$attribute->set_visible( true );
		$attribute->set_variation( true );
		return $attribute;
	}

	/**
	 * The sample store's Hoodie: Color × Logo; Green is out of stock and
	 * Red comes without a logo only.
	 *
	 * @return array{parent: int, blue_logo: int}
	 */
	private function create_hoodie(): array {
		$parent = new \WC_Product_Variable();
		$parent->set_name( 'Hoodie' );
		$parent->set_slug( 'hoodie' );
		$parent->set_status( 'publish' );
		$parent->set_attributes( array( $this->attribute( 'Color', array( 'Blue', 'Green', 'Red' ) ), $this->attribute( 'Logo', array( 'Yes', 'No' ) ) ) );
		$parent_id = $parent->save();
		$ids       = array();
		foreach ( array( array( 'Blue', 'Yes', '45', 'instock' ), array( 'Green', 'No', '45', 'outofstock' ), array( 'Red', 'No', '42', 'instock' ) ) as $row ) {
			$variation = new \WC_Product_Variation();
			$variation->set_parent_id( $parent_id );
			$variation->set_attributes(
				array(
					'color' => $row[0],
					'logo'  => $row[1],
				)
			);
			$variation->set_regular_price( $row[2] );
			$variation->set_sku( 'woo-hoodie-' . strtolower( $row[0] ) );
			$variation->set_stock_status( $row[3] );
			$variation->set_virtual( true );
			$ids[] = $variation->save();
		}
		\WC_Product_Variable::sync( $parent_id );
		return array(
			'parent'    => $parent_id,
			'blue_logo' => (int) $ids[0],
		);
	}

	public function test_a_variable_product_page_embeds_its_variations_and_prints_its_choices(): void {
		$hoodie = $this->create_hoodie();
		$routes = new Shop_Routes( new Store() );

		$paths      = $routes->preload_paths(
			array(),
			array(
				'pattern' => Shop_Routes::PRODUCT_ROUTE,
				'params'  => array( 'slug' => 'hoodie' ),
				'status'  => 200,
			)
		);
		$variations = ( new Store() )->get( Store::variations_path( $hoodie['parent'] ) );
		$html       = $this->text_outside_scripts( $this->screen( Shop_Routes::PRODUCT_ROUTE, array( 'slug' => 'hoodie' ) ) );

		$this->assertContains( '/wc/store/v1/products?type=variation&parent=' . $hoodie['parent'] . '&per_page=100', $paths, 'The variations are embedded with the product, under the path the client asks for.' );
		$this->assertSame( 200, $variations['status'], 'The Store API answers that path.' );
		$this->assertEqualsCanonicalizing( array( 'woo-hoodie-blue', 'woo-hoodie-green', 'woo-hoodie-red' ), array_column( (array) $variations['data'], 'sku' ), 'It lists the three variations with their own SKUs.' );
		$this->assertStringContainsString( '$42.00 – $45.00', html_entity_decode( $html ), 'The printed page shows the price range.' );
		$this->assertStringContainsString( 'Color Blue Green — out of stock Red Logo Yes No', $html, 'The printed page shows each attribute’s choices, the out-of-stock one saying so.' );
		$this->assertStringContainsString( 'Add to Cart Choose Color, Logo first.', $html, 'And why Add to Cart waits.' );
	}

	public function test_the_cart_takes_a_variation_with_its_attributes_as_the_client_sends_them(): void {
		$hoodie = $this->create_hoodie();

		$response = $this->cart_write(
			'add-item',
			array(
				'id'        => $hoodie['blue_logo'],
				'quantity'  => 1,
				'variation' => array(
					array(
						'attribute' => 'Color',
						'value'     => 'Blue',
					),
					array(
						'attribute' => 'Logo',
						'value'     => 'Yes',
					),
				),
			)
		);
		$data     = (array) $response->get_data();
		$line     = (array) ( $data['items'][0] ?? array() );

		$this->assertSame( 201, $response->get_status(), 'WooCommerce adds the chosen variation.' );
		$this->assertSame( $hoodie['blue_logo'], $line['id'] ?? null, 'The line is the variation.' );
		$this->assertSame(
			array(
				array(
					'attribute' => 'Color',
					'value'     => 'Blue',
				),
				array(
					'attribute' => 'Logo',
					'value'     => 'Yes',
				),
			),
			json_decode( (string) wp_json_encode( $line['variation'] ?? array() ), true ),
			'The line names its variation as the cart rows show it.'
		);
	}

	public function test_a_grouped_product_page_embeds_its_members_in_order_and_prints_them(): void {
		$first  = $this->create_product( 'T-Shirt', '18.00' );
		$second = $this->create_product( 'Beanie', '20.00', array( '_stock_status' => 'outofstock' ) );
		$group  = new \WC_Product_Grouped();
		$group->set_name( 'Logo Collection' );
		$group->set_slug( 'logo-collection' );
		$group->set_status( 'publish' );
		$group->set_children( array( $second, $first ) );
		$group->save();

		$paths   = ( new Shop_Routes( new Store() ) )->preload_paths(
			array(),
			array(
				'pattern' => Shop_Routes::PRODUCT_ROUTE,
				'params'  => array( 'slug' => 'logo-collection' ),
				'status'  => 200,
			)
		);
		$members = ( new Store() )->get( Store::grouped_members_path( array( $second, $first ) ) );
		$html    = $this->text_outside_scripts( $this->screen( Shop_Routes::PRODUCT_ROUTE, array( 'slug' => 'logo-collection' ) ) );

		$this->assertContains( '/wc/store/v1/products?include=' . $second . ',' . $first . '&orderby=include&per_page=100', $paths, 'The members are embedded with the product, under the path the client asks for (api/get-grouped-members.ts).' );
		$this->assertSame( array( 'Beanie', 'T-Shirt' ), array_column( (array) $members['data'], 'name' ), 'The Store API answers them in the group’s order.' );
		$this->assertStringContainsString( 'Product Price Quantity Beanie $20.00 Out of stock T-Shirt $18.00 Quantity of T-Shirt', $html, 'The printed page lists each member with its price and stock or quantity.' );
	}

	public function test_an_external_product_page_prints_its_own_link(): void {
		$pennant = new \WC_Product_External();
		$pennant->set_name( 'WordPress Pennant' );
		$pennant->set_slug( 'wordpress-pennant' );
		$pennant->set_status( 'publish' );
		$pennant->set_regular_price( '11.05' );
		$pennant->set_product_url( 'https://mercantile.wordpress.org/product/wordpress-pennant/' );
		$pennant->set_button_text( 'Buy on the WordPress swag store!' );
		$pennant->save();

		$html = $this->screen( Shop_Routes::PRODUCT_ROUTE, array( 'slug' => 'wordpress-pennant' ) );

		$this->assertMatchesRegularExpression( '#<a class="pp-fs-button pp-fs-button-lg" href="https://mercantile\.wordpress\.org/product/wordpress-pennant/" rel="noopener noreferrer external">Buy on the WordPress swag store!<span class="pp-fs-visually-hidden"> \(opens another website\)</span></a>#', $html, 'The printed page links to the product’s own website with its own words.' );
		$this->assertStringNotContainsString( 'Add to Cart', $html, 'And offers no Add to Cart.' );
	}
}
