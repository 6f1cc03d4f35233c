<?php
/**
 * The content response cache seen by several PHP processes, with and without
 * a persistent object cache.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Content;

use PlayPal\Tests\TestCase;

/**
 * Each step runs in its own PHP process on the phpunit site, as requests run
 * in separate PHP-FPM workers: one publishes or edits a post, the next ones
 * read pp/v1/posts. With the Redis drop-in (how bin/test-php writes the site)
 * a warm answer comes from the shared cache without touching the posts table,
 * and an edit made by one process is what the very next process serves.
 * Without a persistent cache (PLAYPAL_OBJECT_CACHE=none) nothing survives a
 * process, and the answers are just as current.
 */
final class ContentCacheAcrossProcessesTest extends TestCase {

	private const WORKER = __DIR__ . '/../fixtures/content-cache-worker.php';

	/**
	 * Posts the workers committed, deleted again after the test.
	 *
	 * @var int[]
	 */
	private array $created = array();

	protected function tearDown(): void {
		foreach ( $this->created as $id ) {
			$this->worker( 'redis', 'delete', (string) $id );
		}
		parent::tearDown();
	}

	/**
	 * Runs the worker and decodes its answer.
	 *
	 * @param string $cache "redis" (the site's drop-in) or "none" (PLAYPAL_OBJECT_CACHE=none).
	 * @param string $command Worker command.
	 * @param string ...$args Its arguments.
	 * @return array<string, mixed>
	 */
	private function worker( string $cache, string $command, string ...$args ): array {
		return $this->worker_on( 'phpunit', $cache, $command, ...$args );
	}

	/**
	 * Runs the worker on a site and decodes its answer.
	 *
	 * @param string $site    PLAYPAL_SITE.
	 * @param string $cache   "redis" or "none".
	 * @param string $command Worker command.
	 * @param string ...$args Its arguments.
	 * @return array<string, mixed>
	 */
	private function worker_on( string $site, string $cache, string $command, string ...$args ): array {
		$env                         = getenv();
		$env['PLAYPAL_SITE']         = $site;
		$env['PLAYPAL_OBJECT_CACHE'] = $cache;
		$process                     = proc_open(
			array_merge( array( PHP_BINARY, self::WORKER, $command ), $args ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes,
			null,
			$env
		);
		$this->assertIsResource( $process, 'The worker should start.' );
		$out = (string) stream_get_contents( $pipes[1] );
		$err = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		$this->assertSame( 0, proc_close( $process ), "The worker ($command) should succeed: $err" );
		$answer = json_decode( trim( $out ), true );
		$this->assertIsArray( $answer, "The worker ($command) should answer JSON: $out $err" );
		return $answer;
	}

	/**
	 * Whether bin/test-php wrote the phpunit site with the Redis drop-in
	 * (it does unless PLAYPAL_OBJECT_CACHE=none, or the drop-in's archive is
	 * missing, which it warns about).
	 */
	private function site_has_redis(): bool {
		return defined( 'PLAYPAL_DEV_OBJECT_CACHE' ) && 'redis' === PLAYPAL_DEV_OBJECT_CACHE;
	}

	/**
	 * The scenario: publish, read twice, edit, read twice, each in a new process.
	 *
	 * @param string $cache      "redis" or "none".
	 * @param bool   $persistent Whether answers are expected to outlive a process.
	 */
	private function assert_current_across_processes( string $cache, bool $persistent ): void {
		$title   = 'Across processes ' . wp_generate_password( 8, false );
		$created = $this->worker( $cache, 'create', $title );
		$this->assertIsInt( $created['id'], 'The post should be published.' );
		$this->created[] = $created['id'];
		$this->assertSame( $persistent, $created['persistent'], 'The worker runs on the object cache asked for.' );
		$this->assertSame( $persistent, $created['redis'], 'A persistent cache here is Redis, connected.' );

		$first = $this->worker( $cache, 'read' );
		$this->assertSame( 200, $first['status'] );
		$this->assertSame( $title, $first['titles'][0] ?? null, 'The new post leads the Blog at once.' );
		$this->assertFalse( $first['cached'], 'Publishing made the earlier answers unreachable.' );
		$this->assertGreaterThan( 0, $first['post_queries'], 'A miss queries the posts.' );

		$second = $this->worker( $cache, 'read' );
		$this->assertSame( $first['titles'], $second['titles'], 'The same answer in the next process.' );
		$this->assertSame( $persistent, $second['cached'], $persistent ? 'The answer one process built serves the next.' : 'Without a persistent cache nothing outlives a process.' );
		if ( $persistent ) {
			$this->assertSame( 0, $second['post_queries'], 'A warm answer sends no query to the posts table.' );
		}

		$new_title = $title . ' (edited)';
		$this->worker( $cache, 'update', (string) $created['id'], $new_title );

		$third = $this->worker( $cache, 'read' );
		$this->assertSame( $new_title, $third['titles'][0] ?? null, 'The edit one process made is what the next process serves.' );
		$this->assertNotContains( $title, $third['titles'], 'The old title is gone.' );
		$this->assertFalse( $third['cached'], 'The edit made the cached answer unreachable.' );

		$fourth = $this->worker( $cache, 'read' );
		$this->assertSame( $third['titles'], $fourth['titles'] );
		$this->assertSame( $persistent, $fourth['cached'], 'The answer after the edit is cached again (when the cache persists).' );
	}

	public function test_the_content_cache_stays_current_across_processes_on_the_sites_object_cache(): void {
		if ( $this->site_has_redis() ) {
			// This process, too, really talks to Redis: otherwise the workers' hits could not be compared with anything.
			$this->assertTrue( wp_using_ext_object_cache(), 'The phpunit site runs on the Redis drop-in.' );
			$this->assertTrue( $GLOBALS['wp_object_cache']->redis_status(), 'The drop-in is connected to Redis.' );
		}
		$this->assert_current_across_processes( 'redis', $this->site_has_redis() );
	}

	public function test_the_content_cache_stays_current_across_processes_without_a_persistent_cache(): void {
		$this->assert_current_across_processes( 'none', false );
	}

	/**
	 * Two workers writing options at the same moment. WordPress keeps every
	 * autoloaded option in one cache entry (`alloptions`) and rewrites it
	 * whole on each change: a worker saving any autoloaded option reads it,
	 * and when another worker's edit lands between that read and its write,
	 * the write puts the older copy back. Were the content version in there,
	 * the cache would go back to the version before the edit, and the old
	 * answer would be served until the next edit.
	 */
	public function test_an_edit_in_one_worker_survives_another_worker_saving_an_option_at_the_same_moment(): void {
		$title   = 'Concurrent ' . wp_generate_password( 8, false );
		$created = $this->worker( 'redis', 'create', $title );
		$this->assertIsInt( $created['id'] );
		$this->created[] = $created['id'];
		// Fills the shared cache with the answer before the edit.
		$this->assertSame( $title, $this->worker( 'redis', 'read' )['titles'][0] ?? null );

		$new_title = $title . ' (edited)';
		$edited    = false;
		$fresh     = false;
		// This process saves an autoloaded option; the other worker's edit lands right after the
		// save read `alloptions` afresh from the shared cache (wp_load_alloptions( true )).
		$note_fresh      = static function ( $pre, bool $force_cache ) use ( &$fresh ) {
			$fresh = $force_cache;
			return $pre;
		};
		$edit_in_between = function ( $alloptions ) use ( &$edited, &$fresh, $created, $new_title ) {
			if ( $fresh && ! $edited ) {
				$edited = true;
				$this->worker( 'redis', 'update', (string) $created['id'], $new_title );
			}
			return $alloptions;
		};
		add_filter( 'pre_wp_load_alloptions', $note_fresh, 10, 2 );
		add_filter( 'alloptions', $edit_in_between );
		update_option( 'blogdescription', 'Saved at the same moment ' . wp_generate_password( 6, false ) );
		remove_filter( 'alloptions', $edit_in_between );
		remove_filter( 'pre_wp_load_alloptions', $note_fresh );
		$this->assertTrue( $edited, 'The edit ran while the option was being saved.' );

		$after = $this->worker( 'redis', 'read' );
		$this->assertSame( $new_title, $after['titles'][0] ?? null, 'The next request serves the edit, not the answer cached before it.' );
	}

	public function test_flushing_one_sites_cache_leaves_another_sites_cache_alone(): void {
		$key   = 'flush-' . wp_generate_password( 8, false );
		$value = wp_generate_password( 12, false );
		// bin/test-php writes the lifecycle site beside this one, on the same Redis server.
		$set = $this->worker_on( 'lifecycle', 'redis', 'cache-set', $key, $value );
		$this->assertSame( $this->site_has_redis(), $set['persistent'] );
		$this->assertTrue( $set['set'] );
		$this->assertSame( $this->site_has_redis() ? $value : false, $this->worker_on( 'lifecycle', 'redis', 'cache-get', $key )['value'], 'The value is kept between processes (when the cache persists).' );

		$mine = $this->worker( 'redis', 'cache-set', $key, 'phpunit' );
		$this->assertTrue( $mine['set'] );
		wp_cache_flush();

		$this->assertFalse( $this->worker( 'redis', 'cache-get', $key )['value'], "Flushing empties this site's cache." );
		$this->assertSame( $this->site_has_redis() ? $value : false, $this->worker_on( 'lifecycle', 'redis', 'cache-get', $key )['value'], "Flushing this site's cache leaves the other site's alone." );
	}
}
