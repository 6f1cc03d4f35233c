<?php
/**
 * Publications of one creation at the same moment sell it through one product.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Creators;

use PHPUnit\Framework\TestCase;
use PlayPal\Creators\Creation_File_Copies;
use PlayPal\Creators\Creation_Post_Type;
use PlayPal\Creators\Creation_Product;
use PlayPal\Creators\Creation_Repository;
use PlayPal\Tests\ParallelWorkers;

/**
 * Worker processes (tests/phpunit/fixtures/creation-sale-worker.php), each on
 * its own database connection, released together through a file barrier,
 * all put the same creation on sale — two editors publishing it at once.
 * Each has read the creation without a product; one product must still sell
 * it. No transaction here (the workers must see the creation), so the test
 * removes what it made.
 */
final class CreationSaleConcurrencyTest extends TestCase {

	private const WORKERS = 4;

	private int $creator = 0;

	private int $creation = 0;

	private int $attachment = 0;

	private string $source = '';

	protected function setUp(): void {
		parent::setUp();
		$login          = 'cs_creator_' . wp_generate_password( 6, false );
		$this->creator  = (int) wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password(),
				'user_email' => $login . '@example.test',
				'role'       => 'subscriber',
			)
		);
		$this->creation = (int) wp_insert_post(
			array(
				'post_type'    => Creation_Post_Type::POST_TYPE,
				'post_status'  => 'pending',
				'post_author'  => $this->creator,
				'post_title'   => 'Parallel Shapes',
				'post_content' => 'Shapes to find.',
			)
		);
		$uploads        = wp_get_upload_dir();
		$this->source   = $uploads['basedir'] . '/cs-' . wp_generate_password( 8, false, false ) . '.pdf';
		file_put_contents( $this->source, "%PDF-1.4\n% parallel\n" ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- A test fixture.
		$this->attachment = (int) wp_insert_attachment(
			array(
				'post_mime_type' => 'application/pdf',
				'post_title'     => 'pages',
				'post_status'    => 'private',
			),
			$this->source,
			$this->creation
		);
		update_post_meta( $this->creation, '_playpal_creation_files', array( $this->attachment ) );
		update_post_meta( $this->creation, '_playpal_creation_category', 'math' );
		update_post_meta( $this->creation, Creation_Repository::PRICE_META, '3.00' );
	}

	protected function tearDown(): void {
		foreach ( $this->products_naming() as $product ) {
			$urls = array_map( static fn( \WC_Product_Download $download ): string => $download->get_file(), wc_get_product( $product )->get_downloads() );
			( new Creation_File_Copies() )->remove( $urls );
			wp_delete_post( $product, true );
		}
		wp_delete_attachment( $this->attachment, true );
		wp_delete_post( $this->creation, true );
		if ( is_file( $this->source ) ) {
			wp_delete_file( $this->source );
		}
		require_once ABSPATH . 'wp-admin/includes/user.php';
		wp_delete_user( $this->creator );
		parent::tearDown();
	}

	/**
	 * Products naming the creation, any status, fresh from the database.
	 *
	 * @return int[]
	 */
	private function products_naming(): array {
		wp_cache_flush();
		return array_map(
			'intval',
			get_posts(
				array(
					'post_type'      => 'product',
					'post_status'    => 'any',
					'posts_per_page' => -1,
					'fields'         => 'ids',
					'orderby'        => 'ID',
					'order'          => 'ASC',
					'meta_key'       => Creation_Product::CREATION_META, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_key -- A test.
					'meta_value'     => (string) $this->creation, // phpcs:ignore WordPress.DB.SlowDBQuery.slow_db_query_meta_value -- A test.
				)
			)
		);
	}

	public function test_parallel_publications_of_one_creation_make_one_product(): void {
		$this->assertSame( $this->source, get_attached_file( $this->attachment ), 'The creation\'s file is in place.' );
		$results = ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/creation-sale-worker.php', array_fill( 0, self::WORKERS, array( $this->creation ) ) );
		$sold    = array();
		foreach ( $results as $i => $result ) {
			$this->assertSame( 0, $result['exit'], "Worker {$i} finished cleanly: {$result['err']}" );
			$sold[] = trim( $result['out'] );
		}
		$products = $this->products_naming();
		$this->assertCount( 1, $products, 'One product names the creation, whatever number of publications ran at once.' );
		$this->assertSame( array_fill( 0, self::WORKERS, (string) $products[0] ), $sold, 'Every publication sold that one product.' );
		wp_cache_flush();
		$this->assertSame( $products[0], (int) get_post_meta( $this->creation, Creation_Product::PRODUCT_META, true ), 'The creation names it.' );
	}
}
