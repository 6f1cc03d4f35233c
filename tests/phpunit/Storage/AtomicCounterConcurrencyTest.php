<?php
/**
 * Parallel processes cannot pass a limit counted by Atomic_Counter.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PHPUnit\Framework\TestCase;
use PlayPal\Storage\Atomic_Counter;
use PlayPal\Tests\ParallelWorkers;

/**
 * Worker processes (tests/phpunit/fixtures/counter-worker.php), each on its
 * own database connection, released together through a file barrier, count
 * against the same key. A counter that reads and then writes would let
 * several of them see the same count. No transaction here: the workers'
 * counts are committed, so this test removes its own keys.
 */
final class AtomicCounterConcurrencyTest extends TestCase {

	private const WORKERS = 6;

	private const EACH = 10;

	private string $key = '';

	protected function setUp(): void {
		parent::setUp();
		$this->key = 'test|parallel|' . wp_generate_password( 12, false );
	}

	protected function tearDown(): void {
		$counter = new Atomic_Counter();
		$counter->remove( $this->key );
		$window = 600;
		$counter->remove( $this->key, (int) ( floor( time() / $window ) * $window ) );
		parent::tearDown();
	}

	/**
	 * Runs the workers at once; answers every line they printed, as integers.
	 *
	 * @param string $mode  `take` or `hit`.
	 * @param int    $limit Limit for `take`.
	 * @return int[]
	 */
	private function run_workers( string $mode, int $limit ): array {
		$runs    = array_fill( 0, self::WORKERS, array( $mode, $this->key, self::EACH, $limit ) );
		$answers = array();
		foreach ( ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/counter-worker.php', $runs ) as $i => $result ) {
			$this->assertSame( 0, $result['exit'], "Worker {$i} finished cleanly: {$result['err']}" );
			$answers = array_merge( $answers, array_map( 'intval', array_filter( explode( "\n", $result['out'] ), 'strlen' ) ) );
		}
		$this->assertCount( self::WORKERS * self::EACH, $answers, 'Every count was answered.' );
		return $answers;
	}

	public function test_parallel_takes_against_a_limit_of_k_let_exactly_k_through(): void {
		$limit   = 25;
		$answers = $this->run_workers( 'take', $limit );

		$passed = array_values( array_filter( $answers, static fn( int $n ): bool => $n > 0 ) );
		sort( $passed );
		$this->assertSame( range( 1, $limit ), $passed, 'Exactly K takes passed, each with its own count.' );
		$this->assertSame( self::WORKERS * self::EACH - $limit, count( array_keys( $answers, Atomic_Counter::FULL, true ) ), 'Every other take was refused as full.' );
		$this->assertNotContains( Atomic_Counter::FAILED, $answers, 'No count failed.' );
		$this->assertSame( $limit, ( new Atomic_Counter() )->current( $this->key ), 'Refused takes left the count at K.' );
	}

	public function test_parallel_rate_limiter_hits_lose_no_count(): void {
		$answers = $this->run_workers( 'hit', 0 );

		sort( $answers );
		$this->assertSame( range( 1, self::WORKERS * self::EACH ), $answers, 'N parallel hits saw the counts 1..N, each once.' );
	}
}
