<?php
/**
 * Imports WooCommerce's own sample store (sample-data/sample_products.csv in
 * the site's WooCommerce) with WooCommerce's own CSV importer, as a site
 * owner would through Products → Import: the columns mapped as the
 * importer's mapping screen maps them by default, except Images, set to "Do
 * not import" — its pictures live on another site and this machine reaches
 * none (nothing is fetched). The sample store then sells what PlayPal's own
 * catalogue does not: variable products (Hoodie: Color × Logo; V-Neck
 * T-Shirt), a grouped one (Logo Collection), an external one (WordPress
 * Pennant), sale prices and downloads.
 *
 * Idempotent: when every SKU of the file is already a product, nothing is
 * done; otherwise WooCommerce's importer itself skips the rows whose SKU
 * exists ("update existing" off) and imports the rest.
 *
 * Usage (the project runs PHP against a site as bin/lib/site.sh's
 * provision_site does; WP-CLI does not run beside WooCommerce 10 here, see
 * README "Cron"):
 *   PLAYPAL_SITE=e2e php bin/php/import-sample-store.php [--admin-user=admin]
 * Where WP-CLI works, `wp eval-file bin/php/import-sample-store.php` runs it
 * too (WordPress already loaded; the current user should be an administrator: `--user=admin`).
 *
 * Exits non-zero when WooCommerce or the file is missing or a row failed.
 *
 * @package PlayPal
 */

if ( 'cli' !== PHP_SAPI ) {
	exit( 1 );
}

if ( ! defined( 'ABSPATH' ) ) {
	// Standalone: load the site PLAYPAL_SITE names, as bin/php/provision.php does.
	$playpal_args               = getopt( '', array( 'admin-user:' ) );
	$_SERVER['REQUEST_URI']     = '/';
	$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
	$_SERVER['REQUEST_METHOD']  = 'GET';
	require dirname( __DIR__, 2 ) . '/.dev/wordpress/wp-load.php';
	// Act as the site's administrator, as the importer's screen requires.
	$playpal_admin = get_user_by( 'login', $playpal_args['admin-user'] ?? 'admin' );
	if ( ! $playpal_admin ) {
		fwrite( STDERR, "The administrator account is missing.\n" );
		exit( 1 );
	}
	wp_set_current_user( $playpal_admin->ID );
}

/**
 * The importer's default mapping, read through its own mapping screen's code.
 */
function playpal_sample_store_mapping_class(): string {
	if ( ! class_exists( 'PlayPal_Sample_Store_Mapping', false ) ) {
		/**
		 * WooCommerce's importer screen, asked only for the mapping it proposes
		 * for a file's header (its auto_map_columns(), a protected method).
		 */
		final class PlayPal_Sample_Store_Mapping extends WC_Product_CSV_Importer_Controller {

			/**
			 * The field each column maps to ('' for "Do not import"), by column header.
			 *
			 * @param string[] $headers The file's header row.
			 * @return array<string, string>
			 */
			public function default_mapping( array $headers ): array {
				$mapped = $this->auto_map_columns( $headers );
				$result = array();
				foreach ( $headers as $index => $header ) {
					$result[ $header ] = (string) ( $mapped[ $index ] ?? '' );
				}
				return $result;
			}
		}
	}
	return 'PlayPal_Sample_Store_Mapping';
}

/**
 * Runs the import.
 *
 * @return bool False when something failed (said on STDERR).
 */
function playpal_import_sample_store(): bool {
	if ( ! class_exists( 'WooCommerce', false ) || ! defined( 'WC_ABSPATH' ) ) {
		fwrite( STDERR, "The sample store needs WooCommerce (the Store API test double has no importer).\n" );
		return false;
	}
	$file = WC_ABSPATH . 'sample-data/sample_products.csv';
	if ( ! is_readable( $file ) ) {
		fwrite( STDERR, "WooCommerce's sample store is missing: {$file}\n" );
		return false;
	}

	playpal_sample_store_ships_everywhere();

	// What wp-admin loads for Products → Import (WC_Admin_Importers::product_importer()):
	// the controller returns early without WordPress's WP_Importer.
	require_once ABSPATH . 'wp-admin/includes/class-wp-importer.php';
	include_once WC_ABSPATH . 'includes/import/class-wc-product-csv-importer.php';
	include_once WC_ABSPATH . 'includes/admin/importers/class-wc-product-csv-importer-controller.php';

	$read = array(
		'delimiter'          => ',',
		'character_encoding' => 'UTF-8',
	);

	// The mapping screen reads the header and one row; its proposal is the default.
	$first      = WC_Product_CSV_Importer_Controller::get_importer( $file, $read + array( 'lines' => 1 ) );
	$headers    = $first->get_raw_keys();
	$class      = playpal_sample_store_mapping_class();
	$mapping    = ( new $class() )->default_mapping( $headers );
	$images     = array_search( 'images', $mapping, true );
	$sku_column = array_search( 'sku', array_values( $mapping ), true );
	if ( false === $images || false === $sku_column ) {
		fwrite( STDERR, "The sample store's header has no Images or SKU column: WooCommerce's file changed.\n" );
		return false;
	}
	// "Do not import": pictures on another site are never fetched.
	$mapping[ $images ] = '';

	$skus    = array_filter( array_column( WC_Product_CSV_Importer_Controller::get_importer( $file, $read )->get_raw_data(), $sku_column ) );
	$missing = array_filter( $skus, static fn ( $sku ): bool => ! playpal_sample_store_has_sku( (string) $sku ) );
	if ( array() === $missing ) {
		fwrite( STDERR, 'The sample store is already imported (its ' . count( $skus ) . " SKUs exist).\n" );
		return true;
	}

	// The attribute filters read WooCommerce's attributes lookup table, which it
	// otherwise fills in the background (Action Scheduler, on the next cron pass):
	// "Update the table directly upon product changes", its own setting, for this run.
	$direct = static fn (): string => 'yes';
	add_filter( 'pre_option_woocommerce_attribute_lookup_direct_updates', $direct );

	$importer = WC_Product_CSV_Importer_Controller::get_importer(
		$file,
		$read + array(
			'mapping'          => array(
				'from' => array_keys( $mapping ),
				'to'   => array_values( $mapping ),
			),
			'update_existing'  => false,
			'parse'            => true,
			// One pass: its time and memory checks would stop a batch for a browser to resume.
			'prevent_timeouts' => false,
		)
	);
	$results = $importer->import();
	remove_filter( 'pre_option_woocommerce_attribute_lookup_direct_updates', $direct );
	playpal_sample_store_clean_up();

	// Each failure with its row and reason; rows skipped are only counted (their SKU exists).
	foreach ( $results['failed'] as $error ) {
		if ( is_wp_error( $error ) ) {
			$data = (array) $error->get_error_data();
			fwrite( STDERR, ( $data['row'] ?? '?' ) . ': ' . $error->get_error_message() . "\n" );
		}
	}
	fwrite(
		STDERR,
		sprintf(
			"Sample store: %d products and %d variations imported, %d skipped, %d failed.\n",
			count( $results['imported'] ),
			count( $results['imported_variations'] ),
			count( $results['skipped'] ),
			count( $results['failed'] )
		)
	);
	return array() === $results['failed'];
}

/**
 * The sample store sells clothes, which are shipped: as its owner would, a
 * free shipping method for every address (WooCommerce's zone for "locations
 * not covered by your other zones"), so its checkout can take an order.
 * Added once; a method the owner set there stays.
 */
function playpal_sample_store_ships_everywhere(): void {
	$everywhere = new WC_Shipping_Zone( 0 );
	if ( array() === $everywhere->get_shipping_methods() ) {
		$everywhere->add_shipping_method( 'free_shipping' );
	}
}

/**
 * Whether a product with the SKU exists (a placeholder left by an interrupted import does not count).
 *
 * @param string $sku SKU.
 */
function playpal_sample_store_has_sku( string $sku ): bool {
	$id      = wc_get_product_id_by_sku( $sku );
	$product = $id ? wc_get_product( $id ) : null;
	return $product instanceof WC_Product && 'importing' !== $product->get_status();
}

/**
 * What WooCommerce's importer screen does once the last batch is in: the
 * placeholders it made for rows that point at others (a variation's parent,
 * a grouped product's members) and never filled are removed, and so is the
 * file's own ID it kept on each product.
 */
function playpal_sample_store_clean_up(): void {
	global $wpdb;
	// By SQL: WordPress's queries know no "importing" status and would drop the
	// condition, answering every product.
	$placeholders = $wpdb->get_col( "SELECT ID FROM {$wpdb->posts} WHERE post_type IN ( 'product', 'product_variation' ) AND post_status = 'importing'" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- A one-off maintenance read, nothing to cache.
	foreach ( $placeholders as $id ) {
		wp_delete_post( (int) $id, true );
	}
	delete_post_meta_by_key( '_original_id' );
}

exit( playpal_import_sample_store() ? 0 : 1 );
