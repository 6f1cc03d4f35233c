<?php
/**
 * A database drop-in double that splits reads from writes, as HyperDB and LudicrousDB do.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Database;

use wpdb;

/**
 * A database drop-in that routes as HyperDB and LudicrousDB do: a statement
 * starting with SELECT, SHOW, DESCRIBE or EXPLAIN goes to a replica unless
 * send_reads_to_masters() was called. It records where each statement would
 * have gone (all run on the one test server).
 */
final class ReadSplittingDb extends wpdb {

	/**
	 * Whether reads are pinned to the primary.
	 *
	 * @var bool
	 */
	public bool $srtm = false;

	/**
	 * Where each statement went: [ 'primary'|'replica', statement ].
	 *
	 * @var array<int, array{0: string, 1: string}>
	 */
	public array $routed = array();

	public function send_reads_to_masters(): void {
		$this->srtm = true;
	}

	/**
	 * Records the route, then runs the statement.
	 *
	 * @param string $query Statement.
	 * @return int|bool
	 */
	public function query( $query ) {
		$read           = 1 === preg_match( '/^(?:SELECT|SHOW|DESCRIBE|DESC|EXPLAIN)\s/i', ltrim( (string) $query, "\r\n\t (" ) );
		$this->routed[] = array( $read && ! $this->srtm ? 'replica' : 'primary', (string) $query );
		return parent::query( $query );
	}

	/**
	 * Where the statements matching a pattern went.
	 *
	 * @param string $pattern Regular expression.
	 * @return string[]
	 */
	public function routes_of( string $pattern ): array {
		return array_column( array_filter( $this->routed, static fn( array $route ): bool => 1 === preg_match( $pattern, $route[1] ) ), 0 );
	}
}
