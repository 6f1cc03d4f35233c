<?php
/**
 * What the content response cache keeps, and where.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Content;

use PlayPal\Content\Content_Version;
use PlayPal\Content\Response_Cache;
use PlayPal\Lifecycle;
use PlayPal\Limits\Limiter;
use PlayPal\Limits\Policy;
use PlayPal\Settings\Settings;
use PlayPal\Database\Schema;
use PlayPal\Tests\TestCase;
use PlayPal\Uninstaller;

/**
 * Anonymous reads never write to the database; only the app's own requests
 * are cached; deactivating and uninstalling leave no cache or counter behind.
 */
final class ResponseCacheTest extends TestCase {

	private function options_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options}" ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	private function legacy_rows(): int {
		global $wpdb;
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE %s", 'playpal\\_rc\\_%' ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
	}

	private function counters(): int {
		global $wpdb;
		return (int) $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::rate_limits_table() ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
	}

	/**
	 * Queries a callable sends.
	 *
	 * @param callable $run Code to measure.
	 */
	private function queries( callable $run ): int {
		$count   = 0;
		$counter = static function ( string $query ) use ( &$count ): string {
			++$count;
			return $query;
		};
		add_filter( 'query', $counter );
		$run();
		remove_filter( 'query', $counter );
		return $count;
	}

	private function publish( string $slug ): void {
		wp_insert_post(
			array(
				'post_title'  => ucfirst( $slug ),
				'post_name'   => $slug,
				'post_status' => 'publish',
				'post_type'   => 'post',
			)
		);
	}

	public function test_a_thousand_anonymous_gets_with_varied_arguments_add_no_row_to_wp_options(): void {
		foreach ( array( 'kites', 'puddles', 'forts' ) as $slug ) {
			$this->publish( $slug );
		}
		Content_Version::current();
		$before = $this->options_rows();

		$statuses = array();
		for ( $i = 0; $i < 1000; $i++ ) {
			$route               = 0 === $i % 4 ? '/pp/v1/pages' : '/pp/v1/posts';
			$args                = array(
				'per_page' => 1 + $i % 100,
				'page'     => 1 + intdiv( $i, 100 ) % 3,
				'slug'     => 0 === $i % 3 ? array( 'kites', 'puddles', 'forts', "nothing-{$i}" )[ $i % 4 ] : '',
				'_embed'   => array( '', 'author', 'wp:term', '1' )[ $i % 4 ],
				'category' => 0 === $i % 5 ? "cat-{$i}" : '',
				'junk'     => "x{$i}",
			);
			$status              = $this->dispatch( 'GET', $route, array_filter( $args, static fn( $value ): bool => '' !== $value ) )->get_status();
			$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
		}

		$this->assertSame( $before, $this->options_rows(), 'No anonymous read writes a row to wp_options.' );
		$this->assertGreaterThan( 500, $statuses[200] ?? 0, 'Most of the requests were answered (the rest asked for pages past the end).' );
	}

	public function test_only_the_apps_own_requests_are_cached(): void {
		$this->publish( 'kites' );
		$canonical = array(
			'list' => array(
				'_embed'   => '',
				'per_page' => 12,
			),
			'post' => array(
				'slug'   => 'kites',
				'_embed' => '',
			),
		);
		$other     = array(
			'another page size' => array(
				'_embed'   => '',
				'per_page' => 11,
			),
			'a category'        => array(
				'_embed'   => '',
				'category' => 'uncategorized',
			),
			'fewer embeds'      => array( '_embed' => 'author' ),
			'no embeds'         => array(),
		);

		foreach ( $canonical as $name => $args ) {
			$this->dispatch( 'GET', '/pp/v1/posts', $args );
			$this->assertSame( 0, $this->queries( fn() => $this->dispatch( 'GET', '/pp/v1/posts', $args ) ), "The app's {$name} request is served from the cache." );
		}
		foreach ( $other as $name => $args ) {
			$this->dispatch( 'GET', '/pp/v1/posts', $args );
			$this->assertGreaterThan( 0, $this->queries( fn() => $this->dispatch( 'GET', '/pp/v1/posts', $args ) ), "A request with {$name} is answered uncached." );
		}
	}

	public function test_deactivating_removes_cached_responses_and_rate_limit_counters(): void {
		add_option( Response_Cache::LEGACY_PREFIX . 'old', array( 'body' => array() ), '', false );
		( new Limiter() )->hit( Policy::fixed_window( 1, 600 ), 'interest', 'someone' );
		$version = Content_Version::current()['v'];

		Lifecycle::deactivate();

		$this->assertSame( 0, $this->legacy_rows(), 'Responses earlier versions stored as options are gone.' );
		$this->assertSame( 0, $this->counters(), 'Rate-limit counters are gone.' );
		$this->assertNotSame( $version, Content_Version::current()['v'], 'Entries a persistent cache still holds are unreachable.' );
	}

	public function test_uninstalling_without_delete_data_leaves_no_cache_or_counter_but_keeps_sign_ups_and_settings(): void {
		global $wpdb;
		update_option( Settings::OPTION, array( 'base_path' => '/play/' ) );
		add_option( Response_Cache::LEGACY_PREFIX . 'old', array( 'body' => array() ), '', false );
		( new Limiter() )->hit( Policy::fixed_window( 1, 600 ), 'interest', 'someone' );
		$wpdb->insert( // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			Schema::signups_table(),
			array(
				'kind'             => 'cif',
				'email'            => 'ada@example.com',
				'email_normalized' => 'ada@example.com',
				'message'          => '',
				'consent_text'     => '',
				'created_at'       => '2026-01-01 00:00:00',
			)
		);

		( new Uninstaller( new Settings() ) )->uninstall_site();

		$this->assertSame( 0, $this->legacy_rows(), 'No cached response is left.' );
		$this->assertSame( 0, $this->counters(), 'No rate-limit counter is left.' );
		$this->assertSame( 'missing', get_option( Content_Version::OPTION, 'missing' ), 'The content version is gone with the cache.' );
		$this->assertSame( '1', $wpdb->get_var( 'SELECT COUNT(*) FROM ' . Schema::signups_table() ), 'Sign-ups stay.' ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared
		$this->assertSame( '/play/', ( new Settings() )->base_path(), 'Settings stay.' );
	}
}
