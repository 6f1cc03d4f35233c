<?php
/**
 * Listing many Appadoos costs a fixed number of queries.
 *
 * @package PlayPal\Tests
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- These tests listen to WordPress's own hooks.

namespace PlayPal\Tests\Appadoos;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Post_Type;
use PlayPal\Appadoos\Appadoo_Repository;

/**
 * 200 Appadoos of several owners: one query for the posts, one for their
 * meta, and the owners primed together, however many there are.
 */
final class AppadooListPerformanceTest extends AppadooTestCase {

	private const COUNT = 200;

	/**
	 * Writes Appadoo posts with their meta straight through WordPress (no
	 * files: listing never reads them).
	 *
	 * @param int[] $owners Owners, used in turn.
	 * @return int[] Ids.
	 */
	private function many( array $owners ): array {
		$ids = array();
		for ( $i = 0; $i < self::COUNT; $i++ ) {
			$ids[] = wp_insert_post(
				array(
					'post_type'   => Appadoo_Post_Type::POST_TYPE,
					'post_status' => 'private',
					'post_author' => $owners[ $i % count( $owners ) ],
					'post_title'  => "Appadoo {$i}",
					'post_name'   => "appadoo-perf-{$i}",
					'meta_input'  => array(
						Appadoo_Meta::TEMPLATE => self::TEMPLATE,
						Appadoo_Meta::STATUS   => 0 === $i % 2 ? 'active' : 'deployed',
						Appadoo_Meta::USAGE    => array(
							'sessions'   => $i,
							'totalTime'  => 3 * $i,
							'lastPlayed' => null,
						),
						Appadoo_Meta::SETTINGS => Appadoo_Meta::default_settings(),
					),
				)
			);
		}
		return $ids;
	}

	public function test_listing_200_appadoos_takes_a_fixed_handful_of_queries(): void {
		global $wpdb;
		$owners = array( $this->user(), $this->user(), $this->user(), $this->user() );
		$ids    = $this->many( $owners );
		wp_cache_flush();
		// Every request starts with the options loaded; on Redis the flush above empties them too.
		wp_load_alloptions();

		$queries = array();
		$count   = static function ( string $sql ) use ( &$queries ): string {
			$queries[] = $sql;
			return $sql;
		};
		add_filter( 'query', $count );
		$started = microtime( true );
		$records = ( new Appadoo_Repository() )->list( null );
		$elapsed = microtime( true ) - $started;
		remove_filter( 'query', $count );

		$this->assertCount( self::COUNT, $records, 'Every Appadoo is listed.' );
		$this->assertSame( array_reverse( $ids ), array_column( $records, 'id' ), 'Newest first.' );
		$this->assertLessThanOrEqual( 5, count( $queries ), "Posts, meta and owners in a few queries, not one per Appadoo:\n" . implode( "\n", $queries ) );
		$posts_queries = array_filter( $queries, static fn( string $sql ): bool => str_contains( $sql, "FROM {$wpdb->posts}" ) );
		$meta_queries  = array_filter( $queries, static fn( string $sql ): bool => str_contains( $sql, "FROM {$wpdb->postmeta}" ) );
		// On a persistent object cache WordPress asks for the IDs, then for the rows the cache lacks (here all of them).
		$this->assertCount( wp_using_ext_object_cache() ? 2 : 1, $posts_queries, 'One query for the posts (two on a persistent cache).' );
		$this->assertCount( 1, $meta_queries, 'One query for their meta.' );
		$this->assertLessThan( 1.0, $elapsed, 'Listing 200 Appadoos takes well under a second.' );
		$this->assertSame( 199 * 3, $records[0]['usage']['totalTime'], 'Meta is read from the primed cache correctly.' );
		$this->assertNotSame( '', $records[0]['owner_name'], 'Owners are named.' );
	}

	public function test_the_list_route_for_a_site_manager_answers_200_appadoos_in_a_fixed_number_of_queries(): void {
		$owners = array( $this->user(), $this->user() );
		$this->many( $owners );
		$this->log_in_as( 'administrator' );
		// The REST server and its routes first: registering them reads every active plugin's settings
		// (WooCommerce's, for one) once per request whatever the route, which is not this route's cost.
		rest_get_server();
		wp_cache_flush();

		$queries = 0;
		$count   = static function ( string $sql ) use ( &$queries ): string {
			++$queries;
			return $sql;
		};
		add_filter( 'query', $count );
		$response = $this->dispatch( 'GET', '/pp/v1/appadoos', array( 'scope' => 'all' ) );
		remove_filter( 'query', $count );

		$this->assertSame( 200, $response->get_status(), 'The list answers 200.' );
		$this->assertCount( self::COUNT, $response->get_data()['appadoos'], 'Every Appadoo is listed.' );
		$this->assertLessThanOrEqual( 15, $queries, 'The whole request, capability checks included, stays within a fixed handful of queries.' );
	}
}
