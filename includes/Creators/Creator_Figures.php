<?php
/**
 * The creator dashboard's figures: earnings, downloads, creations, ratings.
 *
 * @package PlayPal
 */

namespace PlayPal\Creators;

use DateTimeImmutable;
use DateTimeZone;

defined( 'ABSPATH' ) || exit;

/**
 * Reads what a creator's creations did from where each figure is kept:
 * earnings from the commission ledger, downloads from WooCommerce's download
 * log (`wc_download_log`, joined to the download permissions of the
 * creator's products), ratings from WooCommerce's approved product reviews
 * (comments of type `review` with a `rating` of 1–5, as WooCommerce averages
 * them). A creator's products are those whose CREATOR_META names them
 * (Creation_Product); each belongs to the creation in its CREATION_META.
 * Amounts are integers in the ISO 4217 minor units of their currency, kept
 * per currency (code => amount): a store that changed currency has a total
 * in each, never their sum.
 */
final class Creator_Figures {

	/** Months the earnings chart covers, this one included. */
	public const MONTHS = 12;

	public function __construct( private Commission_Ledger $ledger ) {}

	/**
	 * Everything the dashboard shows, for one creator.
	 *
	 * @param int               $creator_id Creator (user) id.
	 * @param DateTimeImmutable $now        Now.
	 * @param DateTimeZone      $zone       The site's time zone (months are its calendar's).
	 * @return array{earnings: array<string, int>, downloads: int, creations: int, rating: float, rating_count: int, per_creation: list<array{id: int, title: string, downloads: int, earnings: array<string, int>, rating: float, rating_count: int}>, by_month: list<array{month: string, earnings: array<string, int>}>}
	 */
	public function for_creator( int $creator_id, DateTimeImmutable $now, DateTimeZone $zone ): array {
		$entries   = $creator_id > 0 ? $this->ledger->for_creator( $creator_id ) : array();
		$creations = $this->creations_of( $creator_id );
		$products  = $this->products_of( $creator_id, array_keys( $creations ) );
		$downloads = $this->downloads_by_product( array_keys( $products ) );
		$reviews   = $this->reviews_by_product( array_keys( $products ) );

		$rows = array();
		foreach ( $creations as $id => $title ) {
			$rows[ $id ] = array(
				'id'           => $id,
				'title'        => $title,
				'downloads'    => 0,
				'earnings'     => array(),
				'rating_sum'   => 0,
				'rating_count' => 0,
			);
		}
		foreach ( $products as $product_id => $creation_id ) {
			if ( ! isset( $rows[ $creation_id ] ) ) {
				continue;
			}
			$rows[ $creation_id ]['downloads']    += $downloads[ $product_id ] ?? 0;
			$rows[ $creation_id ]['rating_sum']   += $reviews[ $product_id ]['sum'] ?? 0;
			$rows[ $creation_id ]['rating_count'] += $reviews[ $product_id ]['count'] ?? 0;
		}
		foreach ( $entries as $entry ) {
			$creation_id = $products[ $entry['product_id'] ] ?? 0;
			if ( isset( $rows[ $creation_id ] ) ) {
				$rows[ $creation_id ]['earnings'] = self::add( $rows[ $creation_id ]['earnings'], $entry );
			}
		}
		$total = array();
		foreach ( $entries as $entry ) {
			$total = self::add( $total, $entry );
		}

		$rating_sum   = array_sum( array_column( $reviews, 'sum' ) );
		$rating_count = array_sum( array_column( $reviews, 'count' ) );
		return array(
			'earnings'     => $total,
			'downloads'    => array_sum( $downloads ),
			'creations'    => count( $creations ),
			'rating'       => self::average( $rating_sum, $rating_count ),
			'rating_count' => $rating_count,
			'per_creation' => array_values(
				array_map(
					static fn( array $row ): array => array(
						'id'           => $row['id'],
						'title'        => $row['title'],
						'downloads'    => $row['downloads'],
						'earnings'     => $row['earnings'],
						'rating'       => self::average( $row['rating_sum'], $row['rating_count'] ),
						'rating_count' => $row['rating_count'],
					),
					$rows
				)
			),
			'by_month'     => self::by_month( $entries, $now, $zone ),
		);
	}

	/**
	 * Adds an entry's amount to the sum of its own currency.
	 *
	 * @param array<string, int>                   $sums  Minor units by currency.
	 * @param array{amount: int, currency: string} $entry Ledger entry.
	 * @return array<string, int>
	 */
	private static function add( array $sums, array $entry ): array {
		$sums[ $entry['currency'] ] = ( $sums[ $entry['currency'] ] ?? 0 ) + $entry['amount'];
		return $sums;
	}

	private static function average( int $sum, int $count ): float {
		return $count > 0 ? round( $sum / $count, 2 ) : 0.0;
	}

	/**
	 * The last MONTHS calendar months, oldest first, each with the net
	 * commission entered in it (sales less reversals) per currency, empty
	 * months empty so the chart's axis has no gaps.
	 *
	 * @param list<array{amount: int, currency: string, created_at: string}> $entries Ledger entries.
	 * @param DateTimeImmutable                                              $now     Now.
	 * @param DateTimeZone                                                   $zone    The site's time zone.
	 * @return list<array{month: string, earnings: array<string, int>}>
	 */
	private static function by_month( array $entries, DateTimeImmutable $now, DateTimeZone $zone ): array {
		$first  = $now->setTimezone( $zone )->modify( 'first day of this month' )->setTime( 0, 0 );
		$months = array();
		for ( $back = self::MONTHS - 1; $back >= 0; $back-- ) {
			$months[ $first->modify( "-{$back} months" )->format( 'Y-m' ) ] = array();
		}
		$utc = new DateTimeZone( 'UTC' );
		foreach ( $entries as $entry ) {
			$month = ( new DateTimeImmutable( $entry['created_at'], $utc ) )->setTimezone( $zone )->format( 'Y-m' );
			if ( isset( $months[ $month ] ) ) {
				$months[ $month ] = self::add( $months[ $month ], $entry );
			}
		}
		$list = array();
		foreach ( $months as $month => $earnings ) {
			$list[] = array(
				'month'    => (string) $month,
				'earnings' => $earnings,
			);
		}
		return $list;
	}

	/**
	 * The creator's creations in the statuses a creator sees, newest first.
	 *
	 * @param int $creator_id Creator.
	 * @return array<int, string> Title by creation id.
	 */
	private function creations_of( int $creator_id ): array {
		if ( $creator_id < 1 ) {
			return array();
		}
		$posts  = get_posts(
			array(
				'post_type'        => Creation_Post_Type::POST_TYPE,
				'post_status'      => array_keys( Creation_Repository::STATUSES ),
				'author'           => $creator_id,
				'posts_per_page'   => -1,
				'orderby'          => 'date',
				'order'            => 'DESC',
				'suppress_filters' => true,
			)
		);
		$titles = array();
		foreach ( $posts as $post ) {
			$titles[ (int) $post->ID ] = (string) $post->post_title;
		}
		return $titles;
	}

	/**
	 * The creator's products (any status: a product taken off sale keeps its
	 * downloads and reviews) and the creation each sells: the product's
	 * CREATION_META, or else the creation whose PRODUCT_META names it (the
	 * link is written both ways; either is enough).
	 *
	 * @param int   $creator_id   Creator.
	 * @param int[] $creation_ids The creator's creations.
	 * @return array<int, int> Creation id by product id (0: none known).
	 */
	private function products_of( int $creator_id, array $creation_ids ): array {
		global $wpdb;
		if ( $creator_id < 1 ) {
			return array();
		}
		$rows     = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- One query for every product; figures are read fresh.
			$wpdb->prepare(
				"SELECT p.ID AS product_id, COALESCE( c.meta_value, '0' ) AS creation_id
				FROM {$wpdb->posts} p
				JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = %s
				LEFT JOIN {$wpdb->postmeta} c ON c.post_id = p.ID AND c.meta_key = %s
				WHERE p.post_type = 'product' AND m.meta_value = %s",
				Creation_Product::CREATOR_META,
				Creation_Product::CREATION_META,
				(string) $creator_id
			),
			ARRAY_A
		);
		$products = array();
		foreach ( (array) $rows as $row ) {
			$products[ (int) $row['product_id'] ] = (int) $row['creation_id'];
		}
		foreach ( $creation_ids as $creation_id ) {
			$product_id = (int) get_post_meta( $creation_id, Creation_Product::PRODUCT_META, true );
			if ( 0 === ( $products[ $product_id ] ?? -1 ) ) {
				$products[ $product_id ] = $creation_id;
			}
		}
		return $products;
	}

	/**
	 * Downloads WooCommerce logged for each product's files.
	 *
	 * @param int[] $product_ids Products.
	 * @return array<int, int> Count by product id.
	 */
	private function downloads_by_product( array $product_ids ): array {
		global $wpdb;
		if ( array() === $product_ids ) {
			return array();
		}
		$rows   = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- WooCommerce's download log has no API that counts by product.
			$wpdb->prepare(
				"SELECT p.product_id, COUNT(*) AS downloads
				FROM {$wpdb->prefix}wc_download_log l
				JOIN {$wpdb->prefix}woocommerce_downloadable_product_permissions p ON p.permission_id = l.permission_id
				WHERE p.product_id IN (" . implode( ',', array_fill( 0, count( $product_ids ), '%d' ) ) . ')
				GROUP BY p.product_id',
				...$product_ids
			),
			ARRAY_A
		);
		$counts = array();
		foreach ( (array) $rows as $row ) {
			$counts[ (int) $row['product_id'] ] = (int) $row['downloads'];
		}
		return $counts;
	}

	/**
	 * The approved, rated reviews of each product: their count and the sum
	 * of their stars.
	 *
	 * @param int[] $product_ids Products.
	 * @return array<int, array{sum: int, count: int}> By product id.
	 */
	private function reviews_by_product( array $product_ids ): array {
		global $wpdb;
		if ( array() === $product_ids ) {
			return array();
		}
		$rows    = $wpdb->get_results( // phpcs:ignore WordPress.DB.DirectDatabaseQuery -- One query for every product's reviews; figures are read fresh.
			$wpdb->prepare(
				"SELECT c.comment_post_ID AS product_id, COUNT(*) AS reviews, SUM( CAST( m.meta_value AS UNSIGNED ) ) AS stars
				FROM {$wpdb->comments} c
				JOIN {$wpdb->commentmeta} m ON m.comment_id = c.comment_ID AND m.meta_key = 'rating'
				WHERE c.comment_post_ID IN (" . implode( ',', array_fill( 0, count( $product_ids ), '%d' ) ) . ")
					AND c.comment_approved = '1' AND c.comment_type = 'review'
					AND CAST( m.meta_value AS UNSIGNED ) BETWEEN 1 AND 5
				GROUP BY c.comment_post_ID",
				...$product_ids
			),
			ARRAY_A
		);
		$reviews = array();
		foreach ( (array) $rows as $row ) {
			$reviews[ (int) $row['product_id'] ] = array(
				'sum'   => (int) $row['stars'],
				'count' => (int) $row['reviews'],
			);
		}
		return $reviews;
	}
}
