<?php
/**
 * Runs tests/doubles/referral-stub for a test class.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Referrals;

use PlayPal\Tests\LocalServer;

/**
 * The stub's server (LocalServer) with a fresh state folder and the one key
 * it accepts; removes the folder when stopped.
 */
final class ReferralStub {

	private LocalServer $server;

	private string $dir;

	public readonly string $base;

	/**
	 * Starts the stub.
	 *
	 * @param string $key The only bearer key the stub accepts.
	 */
	public function __construct( string $key ) {
		$this->dir    = sys_get_temp_dir() . '/playpal-referral-stub-' . bin2hex( random_bytes( 6 ) );
		$this->server = new LocalServer(
			dirname( __DIR__, 2 ) . '/doubles/referral-stub/router.php',
			array(
				'PLAYPAL_REFERRAL_STUB_DIR' => $this->dir,
				'PLAYPAL_REFERRAL_STUB_KEY' => $key,
				// A slow answer must not hold up the next test's calls.
				'PHP_CLI_SERVER_WORKERS'    => '2',
			)
		);
		$this->base   = $this->server->base;
	}

	/**
	 * Stops the server and removes its folder.
	 */
	public function stop(): void {
		$this->server->stop();
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
