<?php
/**
 * Runs PHP worker processes that start their real work at the same moment.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

/**
 * Each worker (a script under tests/phpunit/fixtures/) loads WordPress on its
 * own database connection, touches `ready-{pid}` in a barrier folder given as
 * its last argument, and waits for the file `go` there. Loading WordPress
 * takes seconds on a busy machine, so a start time fixed in advance does not
 * line the workers up; the barrier does: `go` is written once all are ready.
 */
final class ParallelWorkers {

	/**
	 * Runs one worker per argument list, releases them together, waits for all.
	 *
	 * @param string     $script Worker script.
	 * @param string[][] $runs   Arguments of each worker (the barrier folder is added last).
	 * @return array<int, array{exit: int, out: string, err: string}>
	 */
	public static function run( string $script, array $runs ): array {
		$gate = (string) tempnam( sys_get_temp_dir(), 'ppgate' );
		unlink( $gate );
		mkdir( $gate );
		$env       = getenv() + array( 'PLAYPAL_SITE' => 'phpunit' );
		$processes = array();
		$pipes     = array();
		foreach ( array_values( $runs ) as $i => $args ) {
			$processes[ $i ] = proc_open(
				array_merge( array( PHP_BINARY, $script ), array_map( 'strval', $args ), array( $gate ) ),
				array(
					0 => array( 'file', '/dev/null', 'r' ),
					1 => array( 'pipe', 'w' ),
					2 => array( 'pipe', 'w' ),
				),
				$pipes[ $i ],
				null,
				$env
			);
		}
		$ready   = 0;
		$workers = count( $processes );
		for ( $waited = 0; $ready < $workers && $waited < 1800; $waited++ ) {
			usleep( 100000 );
			$ready = count( (array) glob( $gate . '/ready-*' ) );
		}
		touch( $gate . '/go' );
		$results = array();
		foreach ( $processes as $i => $process ) {
			$out = (string) stream_get_contents( $pipes[ $i ][1] );
			$err = (string) stream_get_contents( $pipes[ $i ][2] );
			fclose( $pipes[ $i ][1] );
			fclose( $pipes[ $i ][2] );
			$results[ $i ] = array(
				'exit' => proc_close( $process ),
				'out'  => $out,
				'err'  => $err,
			);
		}
		array_map( 'unlink', (array) glob( $gate . '/*' ) );
		rmdir( $gate );
		return $results;
	}
}
