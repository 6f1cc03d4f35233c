<?php
/**
 * A test double's HTTP server on 127.0.0.1, for one test class.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

/**
 * Starts `php -S 127.0.0.1:{free port} {router}` with extra environment
 * variables, waits until `/_control/ping` answers, and stops it (the whole
 * process group: the built-in server forks its workers into it).
 */
final class LocalServer {

	use StopsServerProcess;

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	public readonly string $base;

	/**
	 * Starts the server.
	 *
	 * @param string                $router Router script.
	 * @param array<string, string> $env    Extra environment variables.
	 * @throws \RuntimeException When the server does not answer.
	 */
	public function __construct( string $router, array $env ) {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		$this->base    = "http://127.0.0.1:{$port}";
		$this->process = proc_open(
			array( 'setsid', PHP_BINARY, '-S', "127.0.0.1:{$port}", $router ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			dirname( $router ),
			array_merge( getenv(), $env )
		);
		for ( $i = 0; $i < 100; $i++ ) {
			if ( false !== @file_get_contents( $this->base . '/_control/ping' ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- Polling until the server answers.
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( 'The test server ' . basename( dirname( $router ) ) . ' did not start.' );
	}
}
