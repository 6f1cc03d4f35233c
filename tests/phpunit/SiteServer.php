<?php
/**
 * The phpunit site itself, served over real HTTP for one test class.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

/**
 * Starts PHP's built-in server on the phpunit site (a free port on
 * 127.0.0.1, the dev sites' router unless another is given), waits until it
 * listens, and stops it with the workers it forked (one process group).
 * What the server writes is committed: a test using it cleans up itself.
 */
final class SiteServer {

	use StopsServerProcess;

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	/**
	 * Scheme, host and port, e.g. "http://127.0.0.1:40123".
	 *
	 * @var string
	 */
	public readonly string $base;

	/**
	 * @param int         $workers PHP_CLI_SERVER_WORKERS.
	 * @param string|null $router  Router script; the dev sites' by default.
	 * @throws \RuntimeException When the server does not listen.
	 */
	public function __construct( int $workers = 1, ?string $router = null ) {
		$root   = dirname( __DIR__, 2 );
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );

		$env                           = getenv();
		$env['PLAYPAL_SITE']           = 'phpunit';
		$env['PHP_CLI_SERVER_WORKERS'] = (string) $workers;
		$this->base                    = "http://127.0.0.1:{$port}";
		$this->process                 = proc_open(
			// setsid: the server and the workers it forks form one process group, stopped together.
			array( 'setsid', PHP_BINARY, '-S', "127.0.0.1:{$port}", '-t', $root . '/.dev/wordpress', $router ?? $root . '/bin/php/router.php' ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			null,
			$env
		);
		for ( $i = 0; $i < 300; $i++ ) {
			$probe = @fsockopen( '127.0.0.1', $port ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- Polling until the server listens.
			if ( $probe ) {
				fclose( $probe );
				return;
			}
			usleep( 100000 );
		}
		$this->stop();
		throw new \RuntimeException( 'The phpunit site did not start listening.' );
	}
}
