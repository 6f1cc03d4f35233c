<?php
/**
 * Parallel processes lose no count of an Atomic_Counter.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Database;

use PHPUnit\Framework\TestCase;
use PlayPal\Database\Atomic_Counter;
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
		( new Atomic_Counter() )->remove( $this->key, intdiv( time(), 600 ) * 600 );
		parent::tearDown();
	}

	/**
	 * Runs the workers at once; answers every line they printed, as integers.
	 *
	 * @return int[]
	 */
	private function run_workers(): array {
		$runs    = array_fill( 0, self::WORKERS, array( $this->key, self::EACH ) );
		$answers = array();
		foreach ( ParallelWorkers::run( dirname( __DIR__ ) . '/fixtures/counter-worker.php', $runs ) as $i => $result ) {
			$this->assertSame( 0, $result['exit'], "Worker {$i} finished cleanly: {$result['err']}" );
			$answers = array_merge( $answers, array_map( 'intval', array_filter( explode( "\n", $result['out'] ), 'strlen' ) ) );
		}
		$this->assertCount( self::WORKERS * self::EACH, $answers, 'Every count was answered.' );
		return $answers;
	}

	public function test_parallel_rate_limiter_hits_lose_no_count(): void {
		$answers = $this->run_workers();

		sort( $answers );
		$this->assertSame( range( 1, self::WORKERS * self::EACH ), $answers, 'N parallel hits saw the counts 1..N, each once.' );
	}
}
