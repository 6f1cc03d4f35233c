<?php
/**
 * Creations published before creations were sold are closed and put on sale once.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Creators\Creation_Product_Writer;
use PlayPal\Creators\Creation_Repository;
use PlayPal\Creators\Creation_Sale_Upgrade;
use WC_Product;

/**
 * Creations are stored through pp/v1/creations, then set as the older code
 * left them (published, files `inherit`, no product) straight in the
 * database, so no status hook sells them.
 */
final class CreationSaleUpgradeTest extends CreationTestCase {

	/**
	 * A creation as published before creations were sold.
	 *
	 * @param string $title Title.
	 */
	private function published_before_sales( string $title ): int {
		$this->sign_in_creator();
		$response = $this->send_creation( self::creation_form( array( 'title' => $title ) ), array( self::file( 'pages.pdf', self::pdf_bytes() ) ) );
		$this->assertSame( 201, $response->get_status(), 'The creation is stored: ' . wp_json_encode( $response->get_data() ) );
		$id = (int) $response->get_data()['id'];
		wp_set_current_user( 0 );
		global $wpdb;
		$wpdb->update( $wpdb->posts, array( 'post_status' => 'publish' ), array( 'ID' => $id ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- The older code's state, without today's hooks.
		clean_post_cache( $id );
		foreach ( ( new Creation_Repository() )->file_ids( $id ) as $file ) {
			$wpdb->update( $wpdb->posts, array( 'post_status' => 'inherit' ), array( 'ID' => $file ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- As above.
			clean_post_cache( $file );
		}
		$this->assertNull( ( new Creation_Product_Writer() )->product_of( $id ), 'No product sells it yet.' );
		return $id;
	}

	/**
	 * Statuses of the creation's files.
	 *
	 * @param int $id Creation.
	 * @return string[]
	 */
	private static function file_statuses( int $id ): array {
		return array_map( static fn( int $file ): string => (string) get_post_field( 'post_status', $file ), ( new Creation_Repository() )->file_ids( $id ) );
	}

	public function test_published_creations_get_private_files_and_a_product_or_go_back_to_review_once(): void {
		$sellable = $this->published_before_sales( 'Old Shapes' );
		$broken   = $this->published_before_sales( 'Old Letters' );
		// Its file is gone from disk: it cannot be sold.
		foreach ( ( new Creation_Repository() )->file_ids( $broken ) as $file ) {
			wp_delete_file( (string) get_attached_file( $file ) );
		}
		$this->assertSame( array( 'inherit' ), self::file_statuses( $sellable ), 'The older code left the files public.' );
		delete_option( Creation_Sale_Upgrade::OPTION );

		( new Creation_Sale_Upgrade() )->maybe_upgrade();

		$this->assertSame( Creation_Sale_Upgrade::VERSION, get_option( Creation_Sale_Upgrade::OPTION ), 'The step is recorded.' );
		$product = ( new Creation_Product_Writer() )->product_of( $sellable );
		$this->assertInstanceOf( WC_Product::class, $product, 'The published creation is now sold.' );
		$this->assertSame( array( 'publish', 'visible' ), array( $product->get_status(), $product->get_catalog_visibility() ), 'On sale and listed.' );
		$this->assertSame( 'Old Shapes', $product->get_name(), 'Its product is the creation.' );
		$this->assertSame( 'publish', get_post_status( $sellable ), 'It stays published.' );
		$this->assertSame( array( 'private' ), self::file_statuses( $sellable ), 'Its files are private.' );

		$this->assertSame( 'pending', get_post_status( $broken ), 'The one that cannot be sold goes back to review.' );
		$this->assertNull( ( new Creation_Product_Writer() )->product_of( $broken ), 'No product sells it.' );
		$this->assertSame( array( 'private' ), self::file_statuses( $broken ), 'Its files are private too.' );

		// Once: run again (the version recorded, or not), no second product.
		( new Creation_Sale_Upgrade() )->maybe_upgrade();
		delete_option( Creation_Sale_Upgrade::OPTION );
		( new Creation_Sale_Upgrade() )->maybe_upgrade();
		$this->assertSame( array( $product->get_id() ), ( new Creation_Product_Writer() )->products_naming( $sellable ), 'Still one product.' );
	}

	public function test_the_plugin_runs_the_step_on_init_after_the_post_types(): void {
		$hooked = array();
		foreach ( $GLOBALS['wp_filter']['init']->callbacks as $priority => $callbacks ) {
			foreach ( $callbacks as $callback ) {
				if ( is_array( $callback['function'] ) && $callback['function'][0] instanceof Creation_Sale_Upgrade ) {
					$hooked[] = array( $priority, $callback['function'][1] );
				}
			}
		}
		$this->assertSame( array( array( 20, 'maybe_upgrade' ) ), $hooked, 'Once, after init 10 registers the creation post type.' );
	}
}
