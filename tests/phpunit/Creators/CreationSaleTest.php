<?php
/**
 * A published creation is a product in the real WooCommerce (issue 23 point 1).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PlayPal\Admin\Creations_Page;
use PlayPal\Creators\Creation_File_Copies;
use PlayPal\Creators\Creation_Price_Settings;
use PlayPal\Creators\Creation_Product;
use PlayPal\Creators\Creation_Product_Writer;
use PlayPal\Creators\Creation_Repository;
use PlayPal\Members\Paid_Download;
use RuntimeException;
use WC_Product;
use WP_REST_Request;

/**
 * Creators send creations through pp/v1/creations, editors publish and
 * reject them on the review screen's handler, shoppers are guests asking the
 * Store API; products, files and permissions are WooCommerce's own.
 */
final class CreationSaleTest extends CreationTestCase {

	protected function setUp(): void {
		parent::setUp();
		add_filter( 'wp_redirect', array( $this, 'stop_redirect' ) );
	}

	protected function tearDown(): void {
		remove_filter( 'wp_redirect', array( $this, 'stop_redirect' ) );
		$_POST    = array();
		$_REQUEST = array();
		parent::tearDown();
	}

	/**
	 * @param string $location Where WordPress would redirect.
	 * @throws RuntimeException Always: the handler's work is done when it redirects.
	 */
	public function stop_redirect( string $location ): string {
		throw new RuntimeException( 'redirect: ' . $location );
	}

	/**
	 * A creator's pending creation, through the route.
	 *
	 * @param array<string, mixed> $changes Form changes.
	 * @param int                  $files   How many files (a PDF, then PNGs).
	 * @return array{0: int, 1: int} Creator and creation.
	 */
	private function pending_creation( array $changes = array(), int $files = 2 ): array {
		$creator = $this->sign_in_creator();
		$sent    = array( self::file( 'pages.pdf', self::pdf_bytes() ) );
		for ( $i = 1; $i < $files; $i++ ) {
			$sent[] = self::file( "cover{$i}.png", self::png_bytes() );
		}
		$response = $this->send_creation( self::creation_form( $changes ), $sent );
		$this->assertSame( 201, $response->get_status(), 'The creation is stored: ' . wp_json_encode( $response->get_data() ) );
		return array( $creator, (int) $response->get_data()['id'] );
	}

	/**
	 * An editor's action on the review screen's handler; the report it redirects with.
	 *
	 * @param int    $id Creation.
	 * @param string $do publish or reject.
	 */
	private function review( int $id, string $do ): string {
		$this->log_in_as( 'editor' );
		$_POST             = array(
			'action'   => Creations_Page::ACTION,
			'creation' => (string) $id,
			'do'       => $do,
		);
		$_POST['_wpnonce'] = wp_create_nonce( Creations_Page::nonce_action( $id, $do ) ); // phpcs:ignore WordPress.Security.NonceVerification.Missing -- The test sends the form.
		$_REQUEST          = $_POST; // phpcs:ignore WordPress.Security.NonceVerification.Missing -- The test sends the form.
		try {
			( new Creations_Page() )->handle();
		} catch ( RuntimeException $end ) {
			wp_set_current_user( 0 );
			return $end->getMessage();
		}
		$this->fail( 'The handler always redirects.' );
	}

	private static function product_of( int $creation ): ?WC_Product {
		return ( new Creation_Product_Writer() )->product_of( $creation );
	}

	/**
	 * Products naming the creation, any status.
	 *
	 * @param int $creation Creation.
	 * @return int[]
	 */
	private static function products_naming( int $creation ): array {
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => 'product',
					'post_status'    => 'any',
					'posts_per_page' => -1,
					'fields'         => 'ids',
					'meta_key'       => Creation_Product::CREATION_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- A test.
					'meta_value'     => (string) $creation, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- A test.
				)
			)
		);
	}

	/**
	 * The shop's list, as a guest's Store API request gets it.
	 *
	 * @return array<int, array<string, mixed>> By product id.
	 */
	private function shop(): array {
		wp_set_current_user( 0 );
		$list = (array) $this->dispatch( 'GET', '/wc/store/v1/products', array( 'per_page' => 100 ) )->get_data();
		return array_column( $list, null, 'id' );
	}

	/**
	 * Whether a guest may buy the product now (fresh from the database).
	 *
	 * @param int $product_id Product.
	 */
	private static function guest_can_buy( int $product_id ): bool {
		wp_set_current_user( 0 );
		wp_cache_flush();
		$product = wc_get_product( $product_id );
		return $product instanceof WC_Product && $product->is_purchasable();
	}

	/**
	 * Download addresses by download id.
	 *
	 * @param WC_Product $product Product.
	 * @return array<string, string>
	 */
	private static function files_of( WC_Product $product ): array {
		return array_map( static fn( \WC_Product_Download $download ): string => $download->get_file(), $product->get_downloads() );
	}

	private static function path_of( string $url ): string {
		$uploads = wp_get_upload_dir();
		return $uploads['basedir'] . substr( $url, strlen( $uploads['baseurl'] ) );
	}

	/**
	 * A paid order of the product by a new customer, with WooCommerce's download permissions.
	 *
	 * @param int $product_id Product.
	 * @return array{0: int, 1: int} Customer and order.
	 */
	private function buy( int $product_id ): array {
		$customer = $this->log_in_as( 'customer' );
		$order    = wc_create_order( array( 'customer_id' => $customer ) );
		$order->add_product( wc_get_product( $product_id ), 1 );
		$order->set_billing_email( (string) get_userdata( $customer )->user_email );
		$order->calculate_totals();
		$order->save();
		$order->payment_complete();
		wp_set_current_user( 0 );
		return array( $customer, (int) $order->get_id() );
	}

	/**
	 * The download ids a customer may download for a product.
	 *
	 * @param int $customer Customer.
	 * @param int $product  Product.
	 * @return string[]
	 */
	private static function permitted( int $customer, int $product ): array {
		$downloads = \WC_Data_Store::load( 'customer-download' )->get_downloads(
			array(
				'user_id'    => $customer,
				'product_id' => $product,
			)
		);
		$ids       = array_map( static fn( $download ): string => (string) $download->download_id, $downloads );
		sort( $ids );
		return $ids;
	}

	public function test_publishing_sells_one_downloadable_product_with_the_creations_price_files_category_author_and_links(): void {
		list( $creator, $id ) = $this->pending_creation( array( 'price' => '4.50' ) );
		$this->assertNull( self::product_of( $id ), 'A creation in review is not for sale.' );
		$originals = array_map( static fn( int $file ): string => (string) file_get_contents( (string) get_attached_file( $file ) ), ( new Creation_Repository() )->file_ids( $id ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Local files.

		$this->assertStringContainsString( 'done=publish', $this->review( $id, 'publish' ), 'The editor publishes.' );
		$this->assertSame( 'publish', get_post_status( $id ), 'The creation is published.' );

		$product = self::product_of( $id );
		$this->assertInstanceOf( \WC_Product_Simple::class, $product, 'One simple product sells it.' );
		$this->assertSame( array( $product->get_id() ), self::products_naming( $id ), 'Only one product names the creation.' );
		$this->assertSame( $product->get_id(), (int) get_post_meta( $id, Creation_Product::PRODUCT_META, true ), 'The creation names its product.' );
		$this->assertSame( (string) $creator, (string) $product->get_meta( Creation_Product::CREATOR_META ), 'The product pays the creator.' );
		$this->assertSame( $creator, ( new Creation_Product() )->creator_of( $product->get_id() ), 'The ledger reads the same creator.' );
		$this->assertSame( $creator, (int) get_post_field( 'post_author', $product->get_id() ), 'The creator is the product\'s author.' );
		$this->assertSame( 'Shape Hunt Cards', $product->get_name(), 'The title.' );
		$this->assertStringContainsString( 'Find circles, squares and stars', $product->get_description(), 'The description.' );
		$this->assertSame( '4.50', $product->get_regular_price(), 'The creator\'s price.' );
		$this->assertTrue( $product->is_virtual() && $product->is_downloadable(), 'Virtual and downloadable.' );
		$this->assertSame( array( 'publish', 'visible' ), array( $product->get_status(), $product->get_catalog_visibility() ), 'On sale and listed.' );

		$slugs = array_map( static fn( int $term ): string => (string) get_term( $term, 'product_cat' )->slug, $product->get_category_ids() );
		sort( $slugs );
		$this->assertSame( array( 'create-it-forward', 'create-it-forward-math' ), $slugs, 'Under Create It Forward and its subject.' );

		$files = self::files_of( $product );
		$this->assertCount( 2, $files, 'Both files are downloads.' );
		$this->assertSame(
			array( 'Shape Hunt Cards (file 1 of 2)', 'Shape Hunt Cards (file 2 of 2)' ),
			array_values( array_map( static fn( \WC_Product_Download $download ): string => $download->get_name(), $product->get_downloads() ) ),
			'Each download carries the title the buyer knows, numbered.'
		);
		$folder = wp_get_upload_dir()['basedir'] . '/' . Creation_File_Copies::WOO_FOLDER . '/' . Creation_File_Copies::FOLDER . '/';
		$copied = array();
		foreach ( $files as $download_id => $url ) {
			$path = self::path_of( $url );
			$this->assertStringStartsWith( $folder, $path, 'Each download is a copy in WooCommerce\'s protected folder.' );
			$this->assertFileExists( $path, 'The copy exists.' );
			$this->assertTrue( $product->has_file( $download_id ), 'WooCommerce serves it (approved folder, allowed type).' );
			$copied[] = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- Local files.
		}
		$this->assertSame( $originals, $copied, 'The copies hold the creator\'s bytes, in order.' );
		$this->assertFileExists( $folder . '.htaccess', 'PlayPal\'s folder carries its own deny-all rules too.' );

		$shop = $this->shop();
		$this->assertArrayHasKey( $product->get_id(), $shop, 'The product is in the shop\'s Store API list.' );
		$this->assertContains( 'create-it-forward', array_column( $shop[ $product->get_id() ]['categories'], 'slug' ), 'The portal\'s Create It Forward filter picks it by this slug.' );
		$this->assertTrue( self::guest_can_buy( $product->get_id() ), 'A shopper can buy it.' );
	}

	public function test_titles_in_emoji_cyrillic_or_cjk_give_plain_file_names_whose_downloads_resolve_to_the_stored_files(): void {
		foreach ( array( 'Dino Fun 🦕', 'Счёт до десяти', '数数游戏' ) as $title ) {
			list( , $id ) = $this->pending_creation( array( 'title' => $title ) );
			$this->assertStringContainsString( 'done=publish', $this->review( $id, 'publish' ), "The editor publishes \"{$title}\"." );
			$product = self::product_of( $id );
			$this->assertInstanceOf( WC_Product::class, $product, "\"{$title}\" is on sale." );
			$this->assertCount( 2, $product->get_downloads(), 'Both files are downloads.' );
			foreach ( $product->get_downloads() as $download ) {
				$this->assertStringStartsWith( $title . ' (file ', $download->get_name(), 'Buyers see the title.' );
				$file_name = basename( self::path_of( $download->get_file() ) );
				$this->assertMatchesRegularExpression( '/^[a-z0-9][a-z0-9-]*\.[a-z0-9]+$/', $file_name, "The file saved for \"{$title}\" has a plain ASCII name, no %xx." );
				$stored = wp_get_upload_dir()['basedir'] . '/' . Creation_File_Copies::WOO_FOLDER . '/' . Creation_File_Copies::FOLDER . '/' . basename( dirname( self::path_of( $download->get_file() ) ) ) . '/' . $file_name;
				$this->assertFileExists( $stored, 'The copy lies on disk under that name.' );
				$this->assertSame( realpath( $stored ), Paid_Download::local_path( $download->get_file() ), "The download address of \"{$title}\" leads to the stored copy (not a 404)." );
			}
		}
		$this->assertSame( 'dino-fun', Creation_File_Copies::file_base( 7, 'Dino Fun 🦕' ), 'What can be spelt in ASCII stays.' );
		$this->assertSame( 'creation-7', Creation_File_Copies::file_base( 7, 'Счёт до десяти' ), 'Nothing left: the creation\'s id names it.' );
	}

	public function test_a_product_found_only_by_its_creation_meta_is_reused_and_withdrawing_takes_every_product_naming_the_creation_off_sale(): void {
		list( , $id ) = $this->pending_creation( array(), 1 );
		$this->review( $id, 'publish' );
		$product_id = self::product_of( $id )->get_id();

		// A publication that stopped between saving the product and naming it on the creation.
		delete_post_meta( $id, Creation_Product::PRODUCT_META );
		$this->review( $id, 'reject' );
		$this->assertFalse( self::guest_can_buy( $product_id ), 'Rejected: the product found by its creation meta goes off sale.' );
		$this->review( $id, 'publish' );
		$this->assertSame( array( $product_id ), self::products_naming( $id ), 'The product naming the creation is found again, not doubled.' );
		$this->assertSame( $product_id, (int) get_post_meta( $id, Creation_Product::PRODUCT_META, true ), 'And the creation names it again.' );

		// An orphan on sale (two publications at once before this fix).
		$orphan = new \WC_Product_Simple();
		$orphan->set_name( 'Orphan' );
		$orphan->set_status( 'publish' );
		$orphan->set_regular_price( '3.00' );
		$orphan->update_meta_data( Creation_Product::CREATION_META, (string) $id );
		$orphan_id = (int) $orphan->save();
		$this->assertTrue( self::guest_can_buy( $orphan_id ), 'The orphan sells.' );

		$this->review( $id, 'reject' );
		foreach ( array( $product_id, $orphan_id ) as $each ) {
			$this->assertSame( array( 'private', 'hidden' ), array( wc_get_product( $each )->get_status(), wc_get_product( $each )->get_catalog_visibility() ), "Rejected: product {$each} naming the creation is off sale." );
			$this->assertFalse( self::guest_can_buy( $each ), "Product {$each} is not purchasable." );
		}

		$this->review( $id, 'publish' );
		$this->assertTrue( self::guest_can_buy( $product_id ), 'Published again: the creation\'s product sells.' );
		$this->assertFalse( self::guest_can_buy( $orphan_id ), 'The orphan stays off sale.' );
	}

	public function test_rejecting_or_unpublishing_takes_it_off_sale_buyers_keep_their_files_and_republishing_brings_back_the_same_product(): void {
		list( , $id ) = $this->pending_creation( array(), 1 );
		$this->review( $id, 'publish' );
		$product_id            = self::product_of( $id )->get_id();
		list( $buyer, $order ) = $this->buy( $product_id );
		$bought                = self::permitted( $buyer, $product_id );
		$this->assertCount( 1, $bought, 'The buyer may download the file.' );

		$this->assertStringContainsString( 'done=reject', $this->review( $id, 'reject' ), 'The editor rejects it.' );
		$this->assertFalse( self::guest_can_buy( $product_id ), 'Rejected: not purchasable.' );
		$this->assertArrayNotHasKey( $product_id, $this->shop(), 'Not in the shop.' );
		$this->assertSame( array( 'private', 'hidden' ), array( wc_get_product( $product_id )->get_status(), wc_get_product( $product_id )->get_catalog_visibility() ), 'Private and hidden.' );
		$this->assertSame( $bought, self::permitted( $buyer, $product_id ), 'The buyer keeps the download.' );
		$this->assertTrue( wc_get_product( $product_id )->has_file( $bought[0] ), 'And the product still holds the file.' );
		$this->assertGreaterThan( 0, $order, 'The order exists.' );

		$this->assertStringContainsString( 'done=publish', $this->review( $id, 'publish' ), 'The editor publishes it again.' );
		$this->assertSame( array( $product_id ), self::products_naming( $id ), 'The same product, not a new one.' );
		$this->assertTrue( self::guest_can_buy( $product_id ), 'On sale again.' );
		$this->assertArrayHasKey( $product_id, $this->shop(), 'Back in the shop.' );

		// Unpublished some other way (a draft): off sale too.
		wp_update_post(
			array(
				'ID'          => $id,
				'post_status' => 'draft',
			)
		);
		$this->assertFalse( self::guest_can_buy( $product_id ), 'Unpublished: not purchasable.' );
		$this->assertSame( $bought, self::permitted( $buyer, $product_id ), 'The buyer still keeps the download.' );

		// Published again, then deleted outright (no status change): off sale as well.
		$this->review( $id, 'publish' );
		$this->assertTrue( self::guest_can_buy( $product_id ), 'On sale before the deletion.' );
		wp_delete_post( $id, true );
		$this->assertFalse( self::guest_can_buy( $product_id ), 'A deleted creation is not for sale.' );
		$this->assertSame( $bought, self::permitted( $buyer, $product_id ), 'Its buyer keeps the download.' );
	}

	public function test_an_edit_goes_back_to_review_while_the_product_sells_the_approved_version_until_published_again(): void {
		list( $creator, $id ) = $this->pending_creation( array( 'price' => '4.00' ) );
		$this->review( $id, 'publish' );
		$product_id            = self::product_of( $id )->get_id();
		$approved              = self::files_of( wc_get_product( $product_id ) );
		list( $buyer, $order ) = $this->buy( $product_id );
		$this->assertGreaterThan( 0, $order, 'Bought.' );

		wp_set_current_user( $creator );
		$request = new WP_REST_Request( 'PUT', '/pp/v1/creations/' . $id );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body(
			(string) wp_json_encode(
				self::creation_form(
					array(
						'title' => 'Shape Hunt Cards, second edition',
						'price' => 7,
					)
				)
			)
		);
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 200, $response->get_status(), 'The edit is saved: ' . wp_json_encode( $response->get_data() ) );
		$this->assertSame( 'pending', $response->get_data()['status'], 'It goes back to review.' );
		$this->assertEquals( 7.0, $response->get_data()['price'], 'The creation has its new price.' );

		wp_cache_flush();
		$selling = wc_get_product( $product_id );
		$this->assertSame( 'Shape Hunt Cards', $selling->get_name(), 'The product keeps the approved title.' );
		$this->assertSame( '4.00', $selling->get_regular_price(), 'And the approved price.' );
		$this->assertSame( $approved, self::files_of( $selling ), 'And the approved files.' );
		$this->assertTrue( self::guest_can_buy( $product_id ), 'It keeps selling.' );

		$this->assertStringContainsString( 'done=publish', $this->review( $id, 'publish' ), 'An editor publishes the new version.' );
		wp_cache_flush();
		$updated = wc_get_product( $product_id );
		$this->assertSame( array( $product_id ), self::products_naming( $id ), 'The same product.' );
		$this->assertSame( 'Shape Hunt Cards, second edition', $updated->get_name(), 'Now with the new title.' );
		$this->assertSame( '7.00', $updated->get_regular_price(), 'And the new price.' );
		$files = self::files_of( $updated );
		$this->assertSame( array_keys( $approved ), array_keys( $files ), 'Each file keeps its download id.' );
		foreach ( $approved as $download_id => $old_url ) {
			$this->assertNotSame( $old_url, $files[ $download_id ], 'The file is a new copy.' );
			$this->assertFileDoesNotExist( self::path_of( $old_url ), 'The old copy is gone.' );
			$this->assertFileExists( self::path_of( $files[ $download_id ] ), 'The new one is there.' );
		}
		$this->assertSame( array_keys( $files ), self::permitted( $buyer, $product_id ), 'The earlier buyer may download the new copy (same download id).' );
	}

	public function test_the_price_lies_within_the_owners_bounds_with_stable_codes(): void {
		update_option( Creation_Price_Settings::MIN_OPTION, 2 );
		update_option( Creation_Price_Settings::MAX_OPTION, '10.00' );
		update_option( Creation_Price_Settings::DEFAULT_OPTION, 3 );
		$this->sign_in_creator();
		$pdf = array( self::file( 'a.pdf', self::pdf_bytes() ) );

		$plain = $this->send_creation( self::creation_form(), $pdf );
		$this->assertSame( 201, $plain->get_status(), 'Without a price the creation is stored.' );
		$this->assertEquals( 3.0, $plain->get_data()['price'], 'At the suggested price.' );
		$this->assertSame( '3.00', get_post_meta( (int) $plain->get_data()['id'], Creation_Repository::PRICE_META, true ), 'Stored in dollars and cents.' );

		$cases  = array(
			'1.99'  => 'playpal_creation_price_out_of_range',
			'10.01' => 'playpal_creation_price_out_of_range',
			'-3'    => 'playpal_creation_price_invalid',
			'abc'   => 'playpal_creation_price_invalid',
			'2.001' => 'playpal_creation_price_invalid',
			'1e1'   => 'playpal_creation_price_invalid',
		);
		$before = self::count_creations();
		foreach ( $cases as $price => $code ) {
			$refused = $this->send_creation( self::creation_form( array( 'price' => (string) $price ) ), $pdf );
			$this->assertSame( 400, $refused->get_status(), "{$price} is refused." );
			$this->assertSame( $code, $refused->get_data()['code'], "{$price}: {$code}." );
			$this->assertSame( array( 'price' ), $refused->get_data()['data']['params'], 'The field is named.' );
			$this->assertStringContainsString( '$2.00 to $10.00', $refused->get_data()['message'], 'The message gives the range.' );
		}
		$this->assertSame( $before, self::count_creations(), 'Nothing was stored.' );

		$top = $this->send_creation( self::creation_form( array( 'price' => '10' ) ), $pdf );
		$this->assertSame( 201, $top->get_status(), 'The highest price is allowed.' );
		$this->assertEquals( 10.0, $top->get_data()['price'], 'And kept.' );

		$id      = (int) $top->get_data()['id'];
		$request = new WP_REST_Request( 'PUT', '/pp/v1/creations/' . $id );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( self::creation_form( array( 'price' => 10.5 ) ) ) );
		$response = rest_get_server()->dispatch( $request );
		$this->assertSame( 'playpal_creation_price_out_of_range', $response->get_data()['code'], 'An edit is held to the same bounds.' );
		$this->assertSame( '10.00', get_post_meta( $id, Creation_Repository::PRICE_META, true ), 'The price is unchanged.' );

		$this->log_in_as( 'administrator' );
		$settings = $this->dispatch( 'GET', '/wp/v2/settings' )->get_data();
		$this->assertSame( array( 2.0, 10.0, 3.0 ), array( $settings[ Creation_Price_Settings::MIN_OPTION ], $settings[ Creation_Price_Settings::MAX_OPTION ], $settings[ Creation_Price_Settings::DEFAULT_OPTION ] ), 'The site owner reads the bounds in /wp/v2/settings.' );
		$saved = $this->dispatch( 'POST', '/wp/v2/settings', array( Creation_Price_Settings::MAX_OPTION => 12.5 ) );
		$this->assertSame( 200, $saved->get_status(), 'And changes them there.' );
		$this->assertSame( 12.5, ( new Creation_Price_Settings() )->bounds()['max'], 'The new bound applies.' );
	}

	public function test_a_file_that_cannot_be_copied_publishes_nothing_and_the_editor_is_told(): void {
		list( , $id ) = $this->pending_creation();
		$files        = ( new Creation_Repository() )->file_ids( $id );
		$folder       = wp_get_upload_dir()['basedir'] . '/' . Creation_File_Copies::WOO_FOLDER . '/' . Creation_File_Copies::FOLDER;
		$before       = $this->new_uploads();
		// The second file is gone from the disk: the first copies, the second cannot.
		wp_delete_file( (string) get_attached_file( $files[1] ) );

		$end = $this->review( $id, 'publish' );
		$this->assertStringContainsString( 'done=not_on_sale', $end, 'The editor is told the creation was not put on sale.' );
		$this->assertSame( 'pending', get_post_status( $id ), 'The creation is not published.' );
		$this->assertSame( array(), self::products_naming( $id ), 'No product was made.' );
		$this->assertSame( '', get_post_meta( $id, Creation_Product::PRODUCT_META, true ), 'The creation names no product.' );
		$left = array_filter( array_diff( $this->new_uploads(), $before ), static fn( string $file ): bool => str_starts_with( $file, $folder ) && ! str_ends_with( $file, '.htaccess' ) && ! str_ends_with( $file, 'index.html' ) );
		$this->assertSame( array(), array_values( $left ), 'No copy was left behind.' );
		foreach ( array_map( 'get_post', ( new Creation_Repository() )->file_ids( $id ) ) as $attachment ) {
			$this->assertSame( 'private', $attachment->post_status, 'Its files stay private.' );
		}
		$this->log_in_as( 'editor' );
		ob_start();
		$_GET['done'] = 'not_on_sale'; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- The screen's own report, as its redirect sets it.
		( new Creations_Page() )->render();
		unset( $_GET['done'] ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- Cleaning up the test's own report.
		$html = (string) ob_get_clean();
		$this->assertStringContainsString( 'notice-error', $html, 'The screen shows an error notice.' );
		$this->assertStringContainsString( 'could not be made', $html, 'Saying why.' );
	}

	public function test_a_failed_republication_leaves_the_approved_product_selling(): void {
		list( $creator, $id ) = $this->pending_creation();
		$this->review( $id, 'publish' );
		$product_id = self::product_of( $id )->get_id();
		$approved   = self::files_of( wc_get_product( $product_id ) );

		wp_set_current_user( $creator );
		$request = new WP_REST_Request( 'PUT', '/pp/v1/creations/' . $id );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( (string) wp_json_encode( self::creation_form( array( 'title' => 'Renamed' ) ) ) );
		$this->assertSame( 200, rest_get_server()->dispatch( $request )->get_status(), 'The edit is saved.' );
		wp_delete_file( (string) get_attached_file( ( new Creation_Repository() )->file_ids( $id )[1] ) );

		$this->assertStringContainsString( 'done=not_on_sale', $this->review( $id, 'publish' ), 'Publishing the edit fails.' );
		$this->assertSame( 'pending', get_post_status( $id ), 'The edit waits for review still.' );
		wp_cache_flush();
		$selling = wc_get_product( $product_id );
		$this->assertSame( 'Shape Hunt Cards', $selling->get_name(), 'The approved version keeps selling.' );
		$this->assertSame( $approved, self::files_of( $selling ), 'With its files.' );
		foreach ( $approved as $url ) {
			$this->assertFileExists( self::path_of( $url ), 'Which are still there.' );
		}
		$this->assertTrue( self::guest_can_buy( $product_id ), 'And it can be bought.' );
	}
}
