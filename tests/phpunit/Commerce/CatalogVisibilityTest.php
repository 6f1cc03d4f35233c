<?php
/**
 * The Store API product list leaves out products hidden from the catalogue.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Tests\TestCase;

/**
 * Commerce\Catalog_Visibility on the real WooCommerce: a hidden product (the
 * seeded memberships are) is no shop card, and its page still finds it.
 */
final class CatalogVisibilityTest extends TestCase {

	public function test_a_hidden_product_is_left_out_of_lists_and_found_by_slug(): void {
		$product = new \WC_Product_Simple();
		$product->set_name( 'Hidden Membership' );
		$product->set_slug( 'hidden-membership-' . strtolower( wp_generate_password( 6, false ) ) );
		$product->set_status( 'publish' );
		$product->set_regular_price( '29.00' );
		$product->set_virtual( true );
		$product->set_catalog_visibility( 'hidden' );
		$id   = (int) $product->save();
		$slug = (string) get_post_field( 'post_name', $id );
		$kit  = new \WC_Product_Simple();
		$kit->set_name( 'Visible Kit' );
		$kit->set_status( 'publish' );
		$kit->set_regular_price( '5.00' );
		$visible = (int) $kit->save();

		$listed = array_column( (array) $this->dispatch( 'GET', '/wc/store/v1/products', array( 'per_page' => 100 ) )->get_data(), 'id' );
		$this->assertNotContains( $id, $listed, 'Not in the shop\'s list.' );
		$this->assertContains( $visible, $listed, 'A visible product still is.' );

		$found = array_column( (array) $this->dispatch( 'GET', '/wc/store/v1/products', array( 'slug' => $slug ) )->get_data(), 'id' );
		$this->assertSame( array( $id ), $found, 'Its page finds it by slug.' );

		$asked = array_column(
			(array) $this->dispatch(
				'GET',
				'/wc/store/v1/products',
				array(
					'catalog_visibility' => 'any',
					'per_page'           => 100,
				)
			)->get_data(),
			'id'
		);
		$this->assertContains( $id, $asked, 'A request that names a visibility gets what it asked for.' );
	}
}
