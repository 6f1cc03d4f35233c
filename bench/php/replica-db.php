<?php
/**
 * The database drop-in of bench/replica (linked as wp-content/db.php on its own site only): reads go to a
 * lagging replica, as a HyperDB or LudicrousDB set-up sends them.
 *
 * Configured by the bench in the site's site-config.php:
 * - PLAYPAL_BENCH_REPLICA_DB_HOST    the replica, `127.0.0.1:PORT` (the primary is DB_HOST);
 * - PLAYPAL_BENCH_REPLICA_ROUTE_FILE a file holding the routing, read once per request:
 *     `split`     HyperDB's and LudicrousDB's rule: a SELECT (SHOW, DESCRIBE, EXPLAIN) goes to the
 *                 replica unless this request already wrote to its table, or began a transaction, or
 *                 called send_reads_to_masters(); FOUND_ROWS() follows the SELECT before it. Nothing
 *                 else is special: `SELECT GET_LOCK()` or `SELECT … FOR UPDATE` go to the replica too,
 *                 as on those drop-ins, so what keeps PlayPal right is its own Primary_Reads::pin();
 *     `all-reads` a careless splitter: every read goes to the replica, whatever came before
 *                 (bench/replica runs it once to show its checks catch a read that must not go there);
 * - PLAYPAL_BENCH_REPLICA_ROUTE_LOG  a file that gets one line per request: the address and how many
 *                 statements went to each server.
 *
 * Command-line processes (provisioning, the bench's fixtures and checks) keep WordPress's own wpdb on the
 * primary: the bench counts rows where they are written.
 *
 * @package PlayPal
 */

if ( 'cli' === PHP_SAPI || ! defined( 'PLAYPAL_BENCH_REPLICA_DB_HOST' ) ) {
	return;
}

/**
 * A wpdb with a second connection for reads.
 */
final class PlayPal_Bench_Replica_Db extends wpdb {

	/**
	 * `split` or `all-reads` (above).
	 *
	 * @var string
	 */
	private string $routing;

	/**
	 * The replica's connection, opened on the first read sent to it.
	 *
	 * @var mysqli|null
	 */
	private ?mysqli $replica = null;

	/**
	 * The primary's connection (wpdb's own).
	 *
	 * @var mysqli|false|null
	 */
	private $primary = null;

	/**
	 * Whether reads are pinned to the primary for the rest of the request.
	 *
	 * @var bool
	 */
	private bool $pinned = false;

	/**
	 * Tables this request wrote to (their reads go to the primary from then on), as keys.
	 *
	 * @var array<string, true>
	 */
	private array $written = array();

	/**
	 * Where the last statement went (FOUND_ROWS() must follow its SELECT).
	 *
	 * @var string
	 */
	private string $last = 'primary';

	/**
	 * Statements sent to each server in this request.
	 *
	 * @var array{primary: int, replica: int}
	 */
	private array $counts = array(
		'primary' => 0,
		'replica' => 0,
	);

	/**
	 * Connects to the primary as wpdb does; reads the routing.
	 *
	 * @param string $dbuser     User.
	 * @param string $dbpassword Password.
	 * @param string $dbname     Database.
	 * @param string $dbhost     The primary.
	 */
	public function __construct( $dbuser, $dbpassword, $dbname, $dbhost ) {
		$file          = defined( 'PLAYPAL_BENCH_REPLICA_ROUTE_FILE' ) ? (string) PLAYPAL_BENCH_REPLICA_ROUTE_FILE : '';
		$this->routing = 'all-reads' === trim( (string) @file_get_contents( $file ) ) ? 'all-reads' : 'split'; // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A missing file means the usual rule.
		register_shutdown_function( array( $this, 'log_routes' ) );
		parent::__construct( $dbuser, $dbpassword, $dbname, $dbhost );
	}

	/**
	 * HyperDB's and LudicrousDB's call (PlayPal\Database\Primary_Reads): later reads go to the primary.
	 */
	public function send_reads_to_masters(): void {
		$this->pinned = true;
	}

	/**
	 * Runs a statement on the server the routing picks.
	 *
	 * @param string $query Statement.
	 * @return int|bool
	 */
	public function query( $query ) {
		$target = $this->target( (string) $query );
		++$this->counts[ $target ];
		$this->last = $target;
		$current    = $this->dbh;
		if ( null === $this->replica || $current !== $this->replica ) {
			$this->primary = $current; // wpdb's own connection (it may have reconnected).
		}
		$wanted = 'primary' === $target ? $this->primary : $this->replica_connection();
		if ( $wanted === $current ) {
			return parent::query( $query );
		}
		// wpdb runs the statement on $this->dbh; a statement wpdb sends while checking another's
		// text (SHOW FULL COLUMNS) comes back here and is routed on its own.
		$this->dbh = $wanted;
		try {
			return parent::query( $query );
		} finally {
			$this->dbh = $current;
		}
	}

	/**
	 * `primary` or `replica` for one statement.
	 *
	 * @param string $query Statement.
	 */
	private function target( string $query ): string {
		$statement = ltrim( (string) preg_replace( '#^(\s*/\*.*?\*/)+#s', '', $query ), " \t\r\n(" );
		$table     = strtolower( (string) $this->get_table_from_query( $statement ) );
		if ( 1 !== preg_match( '/^(?:SELECT|SHOW|DESCRIBE|DESC|EXPLAIN)\s/i', $statement ) ) {
			// A write: the primary, and later reads of its table too. A transaction pins every read.
			if ( '' !== $table ) {
				$this->written[ $table ] = true;
			} elseif ( 1 === preg_match( '/^(?:START\s+TRANSACTION|BEGIN)\b/i', $statement ) ) {
				$this->pinned = true;
			}
			return 'primary';
		}
		if ( 'all-reads' === $this->routing ) {
			return 'replica';
		}
		if ( 1 === preg_match( '/\bFOUND_ROWS\s*\(/i', $statement ) ) {
			return $this->last;
		}
		return $this->pinned || isset( $this->written[ $table ] ) ? 'primary' : 'replica';
	}

	/**
	 * The replica's connection, as wpdb opens the primary's.
	 *
	 * @throws RuntimeException When the replica does not answer (the bench then fails loudly).
	 */
	private function replica_connection(): mysqli {
		if ( null !== $this->replica ) {
			return $this->replica;
		}
		[ $host, $port ] = array_pad( explode( ':', (string) PLAYPAL_BENCH_REPLICA_DB_HOST, 2 ), 2, '3306' );
		// phpcs:disable WordPress.DB.RestrictedFunctions -- A database drop-in opens its connections itself.
		$replica = mysqli_init();
		if ( false === $replica || ! @mysqli_real_connect( $replica, $host, $this->dbuser, $this->dbpassword, $this->dbname, (int) $port ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- Answered by the exception.
			// phpcs:enable WordPress.DB.RestrictedFunctions
			throw new RuntimeException( 'bench/replica: the replica database does not answer.' );
		}
		$this->set_charset( $replica );
		$this->replica = $replica;
		return $replica;
	}

	/**
	 * Appends "URI primary=N replica=M routing" to the route log (shutdown).
	 */
	public function log_routes(): void {
		if ( ! defined( 'PLAYPAL_BENCH_REPLICA_ROUTE_LOG' ) ) {
			return;
		}
		// Only printable characters are kept, for a bench log (wp_unslash() is not loaded yet at every shutdown).
		$uri    = preg_replace( '/[^\x21-\x7e]/', '', (string) ( $_SERVER['REQUEST_URI'] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		$method = preg_replace( '/[^A-Z]/', '', (string) ( $_SERVER['REQUEST_METHOD'] ?? '' ) ); // phpcs:ignore WordPress.Security.ValidatedSanitizedInput
		file_put_contents( (string) PLAYPAL_BENCH_REPLICA_ROUTE_LOG, sprintf( "%s %s primary=%d replica=%d %s\n", $method, $uri, $this->counts['primary'], $this->counts['replica'], $this->routing ), FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- A bench log.
	}
}

$GLOBALS['wpdb'] = new PlayPal_Bench_Replica_Db( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- A database drop-in's one job.
