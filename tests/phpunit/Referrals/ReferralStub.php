<?php
/**
 * Runs tests/doubles/referral-stub for a test class.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

/**
 * Starts `php -S 127.0.0.1:{free port}` with the stub's router, a fresh
 * state folder and the one key it accepts; waits until it answers; stops it
 * (the whole process group) and removes its folder.
 */
final class ReferralStub {

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	private string $dir;

	public readonly string $base;

	/**
	 * Starts the stub.
	 *
	 * @param string $key The only bearer key the stub accepts.
	 * @throws \RuntimeException When the server does not start.
	 */
	public function __construct( string $key ) {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		$this->dir                        = sys_get_temp_dir() . '/playpal-referral-stub-' . $port . '-' . bin2hex( random_bytes( 4 ) );
		$this->base                       = "http://127.0.0.1:{$port}";
		$env                              = getenv();
		$env['PLAYPAL_REFERRAL_STUB_DIR'] = $this->dir;
		$env['PLAYPAL_REFERRAL_STUB_KEY'] = $key;
		// A slow answer must not hold up the next test's calls.
		$env['PHP_CLI_SERVER_WORKERS'] = '2';
		$router                        = dirname( __DIR__, 2 ) . '/doubles/referral-stub/router.php';
		$this->process                 = proc_open(
			array( 'setsid', PHP_BINARY, '-S', "127.0.0.1:{$port}", $router ),
			array(
				0 => array( 'file', '/dev/null', 'r' ),
				1 => array( 'file', '/dev/null', 'w' ),
				2 => array( 'file', '/dev/null', 'w' ),
			),
			$pipes,
			dirname( $router ),
			$env
		);
		for ( $i = 0; $i < 100; $i++ ) {
			if ( false !== @file_get_contents( $this->base . '/_control/ping' ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- Polling until the server answers.
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( 'The referral stub did not start.' );
	}

	/**
	 * Stops the server and removes its folder.
	 */
	public function stop(): void {
		if ( is_resource( $this->process ) ) {
			$status = proc_get_status( $this->process );
			posix_kill( -$status['pid'], SIGTERM );
			proc_close( $this->process );
			$this->process = null;
		}
		foreach ( (array) glob( $this->dir . '/*' ) as $file ) {
			unlink( (string) $file );
		}
		if ( is_dir( $this->dir ) ) {
			rmdir( $this->dir );
		}
	}

	/**
	 * Calls a control endpoint.
	 *
	 * @param string                    $name ping, state, reset or mode.
	 * @param array<string, mixed>|null $body JSON body.
	 * @return array<string, mixed>
	 */
	public function control( string $name, ?array $body = null ): array {
		$context = stream_context_create(
			array(
				'http' => array(
					'method'  => 'POST',
					'header'  => 'Content-Type: application/json',
					'content' => null === $body ? '' : (string) wp_json_encode( $body ),
				),
			)
		);
		return (array) json_decode( (string) file_get_contents( $this->base . '/_control/' . $name, false, $context ), true );
	}

	/**
	 * The provider calls the stub saw, as "METHOD /path".
	 *
	 * @return string[]
	 */
	public function calls(): array {
		return array_map( static fn( array $call ): string => $call['method'] . ' ' . $call['path'], (array) ( $this->control( 'state' )['requests'] ?? array() ) );
	}
}
