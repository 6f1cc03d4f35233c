<?php
/**
 * The store can live outside the web root.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Settings\Settings;

/**
 * With the `playpal_store_dir` filter (or the PLAYPAL_STORE_DIR constant it
 * starts from), package files and Local Storage backups go to that folder
 * and nothing of theirs to uploads; they still play and back up.
 */
final class StoreDirTest extends StorageTestCase {

	private string $dir = '';

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/playpal-store-test-' . bin2hex( random_bytes( 6 ) );
		add_filter( 'playpal_store_dir', array( $this, 'store_dir' ) );
	}

	protected function tearDown(): void {
		parent::tearDown(); // Deletes the store's folders while the filter still points there.
		remove_filter( 'playpal_store_dir', array( $this, 'store_dir' ) );
		foreach ( array( '.htaccess', 'index.php' ) as $guard ) {
			if ( is_file( $this->dir . '/' . $guard ) ) {
				unlink( $this->dir . '/' . $guard );
			}
		}
		if ( is_dir( $this->dir ) ) {
			rmdir( $this->dir );
		}
	}

	/**
	 * The filter: a folder outside the uploads folder.
	 */
	public function store_dir(): string {
		return $this->dir;
	}

	public function test_a_store_outside_uploads_holds_packages_and_backups_and_they_play(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$files = array(
			'index.html' => '<!doctype html><p>Outside</p>',
			'a.css'      => 'p{}',
		);
		$id    = $this->create_appadoo( $owner, 'Outside', $files );
		$this->backup( $id );

		$store = new Appadoo_Files();
		$this->assertSame( $this->dir, $store->root(), 'The filter chooses the store.' );
		$this->assertFileExists( "{$this->dir}/packages/{$id}/manifest.json", 'The package is in that folder.' );
		$this->assertCount( 1, glob( "{$this->dir}/local-backups/{$owner}/*.bin" ), 'So is the Local Storage backup.' );
		$uploads = untrailingslashit( wp_upload_dir( null, false )['basedir'] ) . '/' . Appadoo_Files::ROOT_FOLDER;
		$this->assertSame( array(), is_dir( $uploads ) ? glob( $uploads . '/*/packages/*' ) : array(), 'Nothing of it is under uploads.' );

		$player = new Player( new Settings() );
		$link   = $player->preview_url( get_post( $id ), $owner );
		$rest   = (string) $player->path_under_player( (string) wp_parse_url( $link['url'], PHP_URL_PATH ) );
		$this->assertSame( $files['index.html'], $player->respond( $rest, $owner )->contents(), 'It plays from there.' );

		$store->delete_everything();
		$this->assertDirectoryDoesNotExist( "{$this->dir}/packages", 'Uninstalling removes PlayPal\'s folders there…' );
		$this->assertDirectoryDoesNotExist( "{$this->dir}/local-backups", '…backups included…' );
		$this->assertDirectoryExists( $this->dir, '…and leaves the site owner\'s folder.' );
	}
}
