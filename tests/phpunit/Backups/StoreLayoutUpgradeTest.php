<?php
/**
 * Issue 20's upgrade test: Appadoos and local backups of the old layout.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Backups;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Player\Player;
use PlayPal\Appadoos\Store_Layout_Upgrade;
use PlayPal\Settings\Settings;
use PlayPal\Tests\Storage\StorageTestCase;

/**
 * The old layout is written directly (files under their own names in
 * `uploads/playpal-appadoos/{token}/{id}/`, backups in `…/backups/{user}/`),
 * then the upgrade runs: the Appadoos play the same bytes, their old backups
 * download and restore the same, and new backups hold the same files.
 */
final class StoreLayoutUpgradeTest extends StorageTestCase {

	private const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

	public function test_appadoos_and_backups_of_the_old_layout_play_back_up_and_restore_the_same_after_the_upgrade(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$one   = array(
			'index.html'  => '<!doctype html><p>One</p>',
			'img/pic.png' => base64_decode( self::PNG ), // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_decode
			'css/s.css'   => 'p{color:blue}',
		);
		$two   = array(
			'index.html'     => '<!doctype html><p>Two</p>',
			'game/level.js'  => 'var level = 2;',
			'game/data.json' => '{"a":1}',
		);
		$id1   = $this->create_appadoo( $owner, 'Old One', $one );
		$id2   = $this->create_appadoo( $owner, 'Old Two', $two );
		$saved = $this->backup( $id1 )['backup'];
		$files = new Appadoo_Files();
		$root  = $files->root();
		$this->to_old_layout( array( $id1, $id2 ), $owner );
		file_put_contents( "{$root}/{$id1}/web.config", '<configuration/>' ); // The old blocklist took it; today's type list does not.
		$this->assertFileExists( "{$root}/{$id1}/index.html", 'The site starts in the old layout.' );
		$this->assertFileExists( "{$root}/backups/{$owner}/appadoo-{$id1}-old.zip", 'With an old local backup.' );

		Store_Layout_Upgrade::maybe_upgrade();

		$this->assertSame( Store_Layout_Upgrade::VERSION, get_option( Store_Layout_Upgrade::OPTION ), 'The layout version is recorded.' );
		foreach ( array( "{$root}/{$id1}", "{$root}/{$id2}", "{$root}/backups" ) as $old ) {
			$this->assertDirectoryDoesNotExist( $old, 'The old folder is gone once moved.' );
		}
		foreach ( $this->all_files( $root ) as $stored ) {
			$this->assertMatchesRegularExpression( '#^(\.htaccess|index\.php|(packages/\d+|local-backups/\d+)/([a-z0-9]{32}\.bin|manifest\.json))$#', $stored, 'Only opaque names (and the guards) are stored.' );
		}
		$this->assert_plays( $id1, $owner, $one );
		$this->assert_plays( $id2, $owner, $two );
		$this->assertSame( array_keys( $one ), array_values( array_intersect( array_keys( $one ), $files->list( $id1 ) ) ), 'Every file of the package moved.' );
		$this->assertNotContains( 'web.config', $files->list( $id1 ), 'A file today\'s rules refuse is not part of the package…' );
		$this->assertSame( array_sum( array_map( 'strlen', $one ) ) + strlen( '<configuration/>' ), $files->usage( $id1 )['bytes'], '…but it is kept aside (nothing lost) and counted.' );

		// The old backup: listed, downloaded and restored the same.
		$listed = $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id1}/backups" )->get_data()['backups'];
		$this->assertSame( array( $saved['id'] ), array_column( $listed, 'id' ), 'The old backup is still listed.' );
		$download = $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id1}/backups/{$saved['id']}/download" );
		$this->assertSame( 200, $download->get_status(), 'The old backup downloads: ' . wp_json_encode( $download->get_data() ) );
		$this->assert_archive_holds( $download->get_data(), $one );
		$files->replace_all( $id1, array( 'index.html' => 'changed' ) );
		$restore = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id1}/backups/{$saved['id']}/restore" );
		$this->assertSame( 200, $restore->get_status(), 'The old backup restores: ' . wp_json_encode( $restore->get_data() ) );
		$this->assert_plays( $id1, $owner, $one );

		// A new backup of a moved Appadoo holds the same files.
		$fresh = $this->backup( $id2 )['backup'];
		$this->assert_archive_holds( $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id2}/backups/{$fresh['id']}/download" )->get_data(), $two );
	}

	public function test_an_appadoo_folder_still_in_the_old_layout_is_moved_when_first_read(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$files = array(
			'index.html' => '<!doctype html><p>Late</p>',
			'a/b/c.css'  => 'b{}',
		);
		$id    = $this->create_appadoo( $owner, 'Late', $files );
		$root  = ( new Appadoo_Files() )->root();
		$this->to_old_layout( array( $id ), $owner );
		update_option( Store_Layout_Upgrade::OPTION, Store_Layout_Upgrade::VERSION ); // The upgrade ran before this folder came back.

		$this->assert_plays( $id, $owner, $files );

		$this->assertDirectoryDoesNotExist( "{$root}/{$id}", 'Reading moved the old folder.' );
		$this->assertFileExists( "{$root}/" . Appadoo_Files::PACKAGES . "/{$id}/manifest.json", 'Into the store, with its manifest.' );
		$backup = $this->backup( $id )['backup'];
		$this->assert_archive_holds( $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id}/backups/{$backup['id']}/download" )->get_data(), $files );
	}

	/**
	 * Rewrites Appadoos and their local backups as the old layout kept them.
	 *
	 * @param int[] $ids   Appadoos.
	 * @param int   $owner Their owner.
	 */
	private function to_old_layout( array $ids, int $owner ): void {
		$files = new Appadoo_Files();
		$root  = $files->root();
		foreach ( $ids as $id ) {
			foreach ( $files->list( $id ) as $relative ) {
				wp_mkdir_p( dirname( "{$root}/{$id}/{$relative}" ) );
				file_put_contents( "{$root}/{$id}/{$relative}", $files->get( $id, $relative ) );
			}
			$files->remove_tree( $root . '/' . Appadoo_Files::PACKAGES . '/' . $id );
			$entries = get_post_meta( $id, Appadoo_Meta::BACKUPS, true );
			foreach ( is_array( $entries ) ? $entries : array() as $i => $entry ) {
				$name = "appadoo-{$id}-old.zip";
				wp_mkdir_p( "{$root}/backups/{$owner}" );
				rename( "{$root}/" . Appadoo_Files::LOCAL_BACKUPS . "/{$owner}/{$entry['remoteId']}", "{$root}/backups/{$owner}/{$name}" );
				$entries[ $i ]['remoteId'] = $name;
			}
			update_post_meta( $id, Appadoo_Meta::BACKUPS, $entries );
		}
		delete_option( Store_Layout_Upgrade::OPTION ); // A site before layout 2.
	}

	/**
	 * Asserts the player serves exactly these files of an Appadoo.
	 *
	 * @param int                  $id    Appadoo.
	 * @param int                  $owner Who plays.
	 * @param array<string,string> $files Package path => bytes.
	 */
	private function assert_plays( int $id, int $owner, array $files ): void {
		$player = new Player( new Settings() );
		$link   = $player->preview_url( get_post( $id ), $owner );
		$base   = substr( (string) $player->path_under_player( (string) wp_parse_url( $link['url'], PHP_URL_PATH ) ), 0, -strlen( 'index.html' ) );
		foreach ( $files as $path => $bytes ) {
			$answer = $player->respond( $base . $path, $owner );
			$this->assertSame( 200, $answer->status, "{$path} plays." );
			$this->assertSame( $bytes, $answer->contents(), "{$path} plays the same bytes." );
			$this->assertSame( Player::content_type( $path ), $answer->headers['Content-Type'], "{$path} keeps its type." );
		}
	}

	/**
	 * Asserts a backup archive holds exactly these files.
	 *
	 * @param string               $zip   Archive bytes.
	 * @param array<string,string> $files Package path => bytes.
	 */
	private function assert_archive_holds( string $zip, array $files ): void {
		$held = array();
		foreach ( $this->unzip( $zip ) as $name => $bytes ) {
			if ( str_starts_with( $name, 'files/' ) ) {
				$held[ substr( $name, 6 ) ] = $bytes;
			}
		}
		ksort( $held );
		ksort( $files );
		$this->assertSame( $files, $held, 'The backup holds the same files.' );
	}

	/**
	 * Every file under a folder, relative.
	 *
	 * @param string $dir Folder.
	 * @return string[]
	 */
	private function all_files( string $dir ): array {
		$found = array();
		$it    = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ) );
		foreach ( $it as $file ) {
			if ( $file->isFile() ) {
				$found[] = substr( $file->getPathname(), strlen( $dir ) + 1 );
			}
		}
		return $found;
	}
}
