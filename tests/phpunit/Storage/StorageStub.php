<?php
/**
 * Runs tests/doubles/storage-stub for a test class.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

/**
 * Starts `php -S 127.0.0.1:{free port}` with the stub's router and a fresh
 * folder, waits until it answers, and stops it (the whole process group).
 */
final class StorageStub {

	/**
	 * The server process.
	 *
	 * @var resource|null
	 */
	private $process = null;

	private string $dir;

	public readonly string $base;

	public function __construct() {
		$socket = stream_socket_server( 'tcp://127.0.0.1:0' );
		$port   = (int) substr( (string) strrchr( (string) stream_socket_get_name( $socket, false ), ':' ), 1 );
		fclose( $socket );
		$this->dir                       = sys_get_temp_dir() . '/playpal-storage-stub-' . $port . '-' . bin2hex( random_bytes( 4 ) );
		$this->base                      = "http://127.0.0.1:{$port}";
		$env                             = getenv();
		$env['PLAYPAL_STORAGE_STUB_DIR'] = $this->dir;
		$router                          = dirname( __DIR__, 2 ) . '/doubles/storage-stub/router.php';
		$this->process                   = proc_open(
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
			$answer = @file_get_contents( $this->base . '/_control/ping' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- Polling until the server answers.
			if ( false !== $answer ) {
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( 'The storage stub did not start.' );
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
		if ( is_dir( $this->dir ) ) {
			foreach ( new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST ) as $file ) {
				$file->isDir() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() );
			}
			rmdir( $this->dir );
		}
	}

	/**
	 * Calls a control endpoint: ping, fail-next-write, state, reset.
	 *
	 * @param string $name Endpoint.
	 * @return array<string, mixed>
	 */
	public function control( string $name ): array {
		$context = stream_context_create( array( 'http' => array( 'method' => 'POST' ) ) );
		return (array) json_decode( (string) file_get_contents( $this->base . '/_control/' . $name, false, $context ), true );
	}

	/**
	 * Points the providers at the stub (filters; removed by unhook()).
	 */
	public function hook(): void {
		add_filter( 'playpal_storage_google_api_base', array( $this, 'google_base' ) );
		add_filter( 'playpal_storage_dropbox_api_base', array( $this, 'dropbox_api_base' ) );
		add_filter( 'playpal_storage_dropbox_content_base', array( $this, 'dropbox_content_base' ) );
	}

	/**
	 * Removes the filters hook() added.
	 */
	public function unhook(): void {
		remove_filter( 'playpal_storage_google_api_base', array( $this, 'google_base' ) );
		remove_filter( 'playpal_storage_dropbox_api_base', array( $this, 'dropbox_api_base' ) );
		remove_filter( 'playpal_storage_dropbox_content_base', array( $this, 'dropbox_content_base' ) );
	}

	public function google_base(): string {
		return $this->base . '/google';
	}

	public function dropbox_api_base(): string {
		return $this->base . '/dropbox/api/2';
	}

	public function dropbox_content_base(): string {
		return $this->base . '/dropbox/content/2';
	}
}
