<?php
/**
 * Runs tests/doubles/storage-stub for a test class.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PlayPal\Tests\LocalServer;

/**
 * The stub's server (LocalServer) with a fresh folder, removed when stopped.
 */
final class StorageStub {

	private LocalServer $server;

	private string $dir;

	public readonly string $base;

	public function __construct() {
		$this->dir    = sys_get_temp_dir() . '/playpal-storage-stub-' . bin2hex( random_bytes( 6 ) );
		$this->server = new LocalServer( dirname( __DIR__, 2 ) . '/doubles/storage-stub/router.php', array( 'PLAYPAL_STORAGE_STUB_DIR' => $this->dir ) );
		$this->base   = $this->server->base;
	}

	/**
	 * Stops the server and removes its folder.
	 */
	public function stop(): void {
		$this->server->stop();
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
