<?php
/**
 * The sample catalogue the dev and test sites are seeded with
 * (bin/php/sample-products.php): eight kits on the first run and on a rerun,
 * whatever an interrupted run left behind.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

require_once dirname( __DIR__, 3 ) . '/bin/php/sample-products.php';
require_once dirname( __DIR__, 3 ) . '/bin/php/sample-lookup.php';

/**
 * The seeder, playpal_seed_sample_products(), and its lookup, playpal_sample_post_id().
 */
final class SampleCatalogueTest extends StoreTestCase {

	private const SLUGS = array(
		'cinderellas-royal-rescue',
		'space-station-alpha',
		'dr-pets-veterinary-clinic',
		'dinosaur-dig-site-expedition',
		'princess-tea-party-palace',
		'superhero-training-academy',
		'ocean-adventure-discovery',
		'magical-forest-friends',
	);

	public function test_a_lookup_by_slug_finds_products_only(): void {
		// A kit's picture is named after the kit: what an interrupted run leaves.
		$this->leftover_picture( 'space-station-alpha' );
		$this->assertSame( 0, playpal_sample_post_id( 'space-station-alpha', 'product' ), 'The picture is not the product.' );

		$product = $this->create_product( 'Space Station Alpha' );
		$this->assertSame( $product, playpal_sample_post_id( 'space-station-alpha', 'product' ), 'The product is found.' );
	}

	public function test_eight_kits_on_the_first_run_and_on_a_rerun_each_with_a_download_in_the_stores_folder(): void {
		$this->leftover_picture( 'space-station-alpha' );

		$this->assertTrue( playpal_seed_sample_products(), 'The first run creates every kit.' );
		$first = $this->kit_ids();
		$this->assertCount( 8, array_filter( $first ), 'Eight kits, the one whose picture was left over included.' );

		$this->assertTrue( playpal_seed_sample_products(), 'A rerun succeeds.' );
		$this->assertSame( $first, $this->kit_ids(), 'And adds nothing: the same eight kits.' );

		$uploads = wp_get_upload_dir();
		foreach ( $first as $id ) {
			$files = (array) get_post_meta( $id, '_downloadable_files', true );
			$file  = (string) ( reset( $files )['file'] ?? '' );
			$this->assertStringStartsWith( $uploads['baseurl'] . '/woocommerce_uploads/', $file, 'The download is in WooCommerce’s downloads folder.' );
			$this->assertFileExists( $uploads['basedir'] . substr( $file, strlen( $uploads['baseurl'] ) ), 'And the file is there.' );
		}
	}

	/**
	 * @return int[] Product IDs by kit, 0 for a missing kit.
	 */
	private function kit_ids(): array {
		return array_map( static fn( $slug ) => playpal_sample_post_id( $slug, 'product' ), self::SLUGS );
	}

	/**
	 * An attachment whose slug is a kit's, as the first run of the old seeder left it.
	 *
	 * @param string $slug Kit slug.
	 */
	private function leftover_picture( string $slug ): void {
		$id = wp_insert_attachment(
			array(
				'post_title'     => 'Leftover',
				'post_name'      => $slug,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		$this->assertGreaterThan( 0, $id, 'The leftover picture exists.' );
	}
}
