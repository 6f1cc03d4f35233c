<?php
/**
 * The phpunit site itself, served over real HTTP for one test class.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests;

/**
 * Serves the phpunit site as the dev and e2e sites are served — nginx with
 * a PHP-FPM pool, the configurations bin/lib/web-server.sh generates, README.md's
 * web server rules included (or the built-in server where bin/dev-site would fall
 * back to it) — on a free port of 127.0.0.1, through bin/lib/site-server, and
 * stops it with its workers. What the server writes is committed: a test using
 * it cleans up itself.
 */
final class SiteServer {

	/**
	 * Whether the server runs (stop() is called once however often it is asked).
	 *
	 * @var bool
	 */
	private bool $running = false;

	/**
	 * Scheme, host and port, e.g. "http://127.0.0.1:40123".
	 *
	 * @var string
	 */
	public readonly string $base;

	/**
	 * @param int                   $workers PHP workers (FPM's pm.max_children).
	 * @param array<string, string> $ini     PHP settings for this server only (FPM's php_admin_value),
	 *                                       e.g. an auto_prepend_file that registers a test's hooks.
	 * @throws \RuntimeException When the server does not start.
	 */
	public function __construct( int $workers = 2, array $ini = array() ) {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );

		$args = '';
		foreach ( $ini as $key => $value ) {
			$args .= " -d {$key}={$value}";
		}
		$env                             = getenv();
		$env['PLAYPAL_SERVER_PHP_ARGS']  = trim( $args );
		$env['PLAYPAL_FPM_MAX_CHILDREN'] = (string) max( 2, $workers );
		$env['PLAYPAL_SERVER_WORKERS']   = (string) $workers;
		$this->base                      = "http://127.0.0.1:{$port}";
		$this->running                   = true;
		$output                          = self::site_server( array( 'start', 'phpunit', (string) $port ), $env );
		if ( null !== $output ) {
			$this->stop();
			throw new \RuntimeException( 'The phpunit site did not start: ' . $output );
		}
	}

	/**
	 * Stops the server and its workers.
	 */
	public function stop(): void {
		if ( $this->running ) {
			$this->running = false;
			self::site_server( array( 'stop', 'phpunit' ), getenv() );
		}
	}

	/**
	 * Runs bin/lib/site-server; returns null on success, else what it said.
	 *
	 * @param string[]              $args Its arguments.
	 * @param array<string, string> $env  Its environment.
	 */
	private static function site_server( array $args, array $env ): ?string {
		$process = proc_open(
			array_merge( array( dirname( __DIR__, 2 ) . '/bin/lib/site-server' ), $args ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'pipe', 'w' ),
				2 => array( 'pipe', 'w' ),
			),
			$pipes,
			null,
			$env
		);
		$output  = stream_get_contents( $pipes[1] ) . stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		return 0 === proc_close( $process ) ? null : $output;
	}
}
