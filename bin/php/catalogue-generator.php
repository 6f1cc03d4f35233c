<?php
/**
 * A large generated catalogue for tests and benchmarks: N simple products
 * through WooCommerce's own CRUD (WC_Product_Simple), in several categories,
 * with two global attributes (Colour and Size) and varied prices, sale
 * prices, dates, sales counts, ratings and menu order. Loaded by
 * bin/php/generate-catalogue.php and by the PHPUnit test of it.
 *
 * Idempotent and resumable: each product's SKU is "pp-gen-{n}", and the
 * option PLAYPAL_GENERATED_OPTION holds how many exist, so a second run for
 * the same N makes nothing and a larger N makes only the rest.
 *
 * @package PlayPal
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/** The option that records how many generated products exist. */
const PLAYPAL_GENERATED_OPTION = 'playpal_generated_catalogue';

/**
 * The generated categories, slug => name.
 *
 * @return array<string, string>
 */
function playpal_generated_categories(): array {
	return array(
		'space-kits'     => 'Space Kits',
		'dinosaur-kits'  => 'Dinosaur Kits',
		'ocean-kits'     => 'Ocean Kits',
		'fairy-tales'    => 'Fairy Tales',
		'vehicles'       => 'Vehicles',
		'animal-friends' => 'Animal Friends',
	);
}

/**
 * The generated global attributes: slug => [name, [term slug => term name]].
 *
 * @return array<string, array{0: string, 1: array<string, string>}>
 */
function playpal_generated_attributes(): array {
	return array(
		'colour' => array(
			'Colour',
			array(
				'red'    => 'Red',
				'blue'   => 'Blue',
				'green'  => 'Green',
				'yellow' => 'Yellow',
				'purple' => 'Purple',
			),
		),
		'size'   => array(
			'Size',
			array(
				'small'  => 'Small',
				'medium' => 'Medium',
				'large'  => 'Large',
			),
		),
	);
}

/**
 * Makes the categories when missing.
 *
 * @return int[] Term ids, in the order of playpal_generated_categories().
 * @throws RuntimeException When WordPress refuses a category.
 */
function playpal_generate_categories(): array {
	$ids = array();
	foreach ( playpal_generated_categories() as $slug => $name ) {
		$term = term_exists( $slug, 'product_cat' );
		if ( ! $term ) {
			$term = wp_insert_term( $name, 'product_cat', array( 'slug' => $slug ) );
		}
		if ( is_wp_error( $term ) ) {
			throw new RuntimeException( esc_html( $term->get_error_message() ) );
		}
		$ids[] = (int) $term['term_id'];
	}
	return $ids;
}

/**
 * Makes the global attributes and their terms when missing.
 *
 * @return array<string, array{id: int, terms: int[]}> By taxonomy ("pa_colour").
 * @throws RuntimeException When WooCommerce refuses an attribute or a term.
 */
function playpal_generate_attributes(): array {
	$made = array();
	foreach ( playpal_generated_attributes() as $slug => list( $name, $terms ) ) {
		$taxonomy = wc_attribute_taxonomy_name( $slug );
		$id       = wc_attribute_taxonomy_id_by_name( $slug );
		if ( ! $id && taxonomy_exists( $taxonomy ) ) {
			// Registered in memory for an attribute that no longer exists (a rolled-back test): WooCommerce refuses the slug otherwise.
			unregister_taxonomy( $taxonomy );
		}
		if ( ! $id ) {
			$id = wc_create_attribute(
				array(
					'name'         => $name,
					'slug'         => $slug,
					'type'         => 'select',
					'order_by'     => 'menu_order',
					'has_archives' => false,
				)
			);
			if ( is_wp_error( $id ) ) {
				throw new RuntimeException( esc_html( $id->get_error_message() ) );
			}
		}
		if ( ! taxonomy_exists( $taxonomy ) ) {
			// WooCommerce registers attribute taxonomies on init; one made now needs it in this request.
			register_taxonomy(
				$taxonomy,
				array( 'product' ),
				array(
					'hierarchical' => false,
					'show_ui'      => false,
					'query_var'    => true,
					'rewrite'      => false,
				)
			);
		}
		$term_ids = array();
		foreach ( $terms as $term_slug => $term_name ) {
			$term = term_exists( $term_slug, $taxonomy );
			if ( ! $term ) {
				$term = wp_insert_term( $term_name, $taxonomy, array( 'slug' => $term_slug ) );
			}
			if ( is_wp_error( $term ) ) {
				throw new RuntimeException( esc_html( $term->get_error_message() ) );
			}
			$term_ids[] = (int) $term['term_id'];
		}
		$made[ $taxonomy ] = array(
			'id'    => (int) $id,
			'terms' => $term_ids,
		);
	}
	return $made;
}

/**
 * Opens or commits a database transaction.
 *
 * @param string $statement "START TRANSACTION" or "COMMIT".
 */
function playpal_generator_transaction( string $statement ): void {
	global $wpdb;
	// phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.NotPrepared -- A transaction boundary, one of two fixed statements: nothing to read, cache or escape.
	$wpdb->query( 'COMMIT' === $statement ? 'COMMIT' : 'START TRANSACTION' );
}

/**
 * Makes generated products until there are $count of them.
 *
 * @param int  $count        How many generated products the store should hold.
 * @param bool $transactions Whether to write 100 products per database transaction: a
 *                           product is dozens of statements, and each committed alone
 *                           waits for the disk. False inside a caller's own transaction
 *                           (a test's), which a START TRANSACTION here would commit.
 * @return array{made: int, total: int} Products made by this call, and the generated total.
 */
function playpal_generate_catalogue( int $count, bool $transactions = true ): array {
	$done = (int) get_option( PLAYPAL_GENERATED_OPTION, 0 );
	if ( $done >= $count ) {
		return array(
			'made'  => 0,
			'total' => $done,
		);
	}
	$categories = playpal_generate_categories();
	$attributes = playpal_generate_attributes();

	// One term recount at the end instead of one per product, and no cache
	// invalidation per save: a thousand products in seconds, not minutes.
	wp_defer_term_counting( true );
	wp_suspend_cache_invalidation( true );
	$made = 0;
	try {
		for ( $n = $done + 1; $n <= $count; $n++ ) {
			if ( $transactions && 0 === $made % 100 ) {
				playpal_generator_transaction( 'START TRANSACTION' );
			}
			playpal_generate_product( $n, $categories, $attributes );
			++$made;
			if ( 0 === $made % 100 ) {
				update_option( PLAYPAL_GENERATED_OPTION, $n, false );
				if ( $transactions ) {
					playpal_generator_transaction( 'COMMIT' );
				}
			}
		}
	} finally {
		update_option( PLAYPAL_GENERATED_OPTION, $done + $made, false );
		if ( $transactions ) {
			playpal_generator_transaction( 'COMMIT' );
		}
		wp_suspend_cache_invalidation( false );
		// Counts every term the products touched, once (product_cat's callback is WooCommerce's, which counts its visible products too).
		wp_defer_term_counting( false );
	}
	wp_cache_flush();
	if ( function_exists( 'wc_delete_product_transients' ) ) {
		wc_delete_product_transients();
	}
	return array(
		'made'  => $made,
		'total' => $done + $made,
	);
}

/**
 * Makes generated product number $n: the same product for the same $n on every site.
 *
 * @param int                                         $n          From 1.
 * @param int[]                                       $categories Category ids.
 * @param array<string, array{id: int, terms: int[]}> $attributes By taxonomy.
 */
function playpal_generate_product( int $n, array $categories, array $attributes ): int {
	// A small deterministic spread (no randomness: two sites hold the same catalogue).
	$spread  = static fn( int $salt, int $mod ): int => ( ( $n * 2654435761 + $salt * 40503 ) >> 7 ) % $mod;
	$product = new WC_Product_Simple();
	$product->set_name( sprintf( 'Play Kit %04d', $n ) );
	$product->set_slug( sprintf( 'play-kit-%04d', $n ) );
	$product->set_sku( 'pp-gen-' . $n );
	$product->set_status( 'publish' );
	$product->set_catalog_visibility( 'visible' );
	$product->set_short_description( sprintf( 'Printable play kit number %d.', $n ) );
	$product->set_virtual( true );
	$regular = 4 + $spread( 1, 46 ); // From 4 to 49 dollars.
	$product->set_regular_price( $regular . '.99' );
	if ( 0 === $spread( 2, 5 ) ) {
		$product->set_sale_price( max( 1, $regular - 2 ) . '.49' );
	}
	$product->set_date_created( gmdate( 'Y-m-d H:i:s', time() - ( 3 * $n + $spread( 3, 720 ) ) * HOUR_IN_SECONDS ) );
	$product->set_menu_order( $spread( 4, 1000 ) );
	$product->set_total_sales( $spread( 5, 500 ) );
	// An average rating from 1.0 to 5.0.
	$product->set_average_rating( ( 10 + $spread( 6, 41 ) ) / 10 );
	$product->set_rating_counts( array( 5 => 1 + $spread( 7, 20 ) ) );
	$product->set_review_count( 1 + $spread( 7, 20 ) );
	$first = $spread( 8, count( $categories ) );
	$ids   = array( $categories[ $first ] );
	if ( 0 === $spread( 9, 3 ) ) {
		$ids[] = $categories[ ( $first + 1 ) % count( $categories ) ];
	}
	$product->set_category_ids( $ids );
	$product_attributes = array();
	$position           = 0;
	foreach ( $attributes as $taxonomy => $attribute ) {
		$terms = $attribute['terms'];
		$pick  = array( $terms[ $spread( 10 + $position, count( $terms ) ) ] );
		if ( 0 === $spread( 20 + $position, 4 ) ) {
			$pick[] = $terms[ ( array_search( $pick[0], $terms, true ) + 1 ) % count( $terms ) ];
		}
		$item = new WC_Product_Attribute();
		$item->set_id( $attribute['id'] );
		$item->set_name( $taxonomy );
		$item->set_options( $pick );
		$item->set_position( $position++ );
		$item->set_visible( true );
		$item->set_variation( false );
		$product_attributes[] = $item;
	}
	$product->set_attributes( $product_attributes );
	return (int) $product->save();
}
