<?php
/**
 * Only what this site archived comes back; names come back exactly; files an
 * Appadoo may never hold; backups left behind by a disconnect can go.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Backups;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Backups\Providers\Local_Provider;
use PlayPal\Backups\Providers\Provider_Connections;
use PlayPal\Settings\Settings;
use PlayPal\Tests\Storage\StorageTestCase;
use RuntimeException;

/**
 * Integrity checks around backups and Appadoo files.
 */
final class BackupIntegrityTest extends StorageTestCase {

	public function test_a_backup_changed_where_it_is_stored_is_neither_downloaded_nor_restored(): void {
		$owner  = $this->log_in_as( 'subscriber' );
		$id     = $this->create_appadoo( $owner, 'Original', array( 'index.html' => 'original' ) );
		$backup = $this->backup( $id )['backup'];
		$file   = ( new Local_Provider( new Settings() ) )->user_dir( $owner ) . '/' . get_post_meta( $id, Appadoo_Meta::BACKUPS, true )[0]['remoteId'];
		$this->assertFileExists( $file, 'The local backup file is where the provider keeps it.' );
		// Someone with access to the storage swaps the archive for another one.
		file_put_contents( $file, file_get_contents( $file ) . 'tampered' ); // phpcs:ignore WordPress.WP.AlternativeFunctions

		$download = $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id}/backups/{$backup['id']}/download" );
		$restore  = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backups/{$backup['id']}/restore" );

		$this->assertSame( 422, $download->get_status(), 'A changed backup is not handed out.' );
		$this->assertSame( 'playpal_backup_damaged', $download->get_data()['code'], 'Download: the stable code.' );
		$this->assertSame( 422, $restore->get_status(), 'A changed backup is not restored.' );
		$this->assertSame( 'playpal_backup_damaged', $restore->get_data()['code'], 'Restore: the stable code.' );
		$this->assertSame( 'original', ( new Appadoo_Files() )->get( $id, 'index.html' ), 'The Appadoo\'s files are untouched.' );
	}

	public function test_a_restore_puts_a_name_with_markup_characters_back_exactly(): void {
		$this->log_in_as( 'subscriber' ); // No unfiltered_html: WordPress would filter a plain title update.
		$name    = 'Tom & Jerry <3 "quotes"';
		$created = $this->dispatch(
			'POST',
			'/pp/v1/appadoos',
			array(
				'name'     => $name,
				'template' => 'space-station-alpha',
			)
		);
		$this->assertSame( 201, $created->get_status(), 'The Appadoo is created: ' . wp_json_encode( $created->get_data() ) );
		$id     = (int) $created->get_data()['appadoo']['id'];
		$backup = $this->backup( $id )['backup'];
		$this->assertSame( 200, $this->dispatch( 'PATCH', "/pp/v1/appadoos/{$id}", array( 'name' => 'Renamed' ) )->get_status(), 'The Appadoo is renamed.' );

		$restore = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backups/{$backup['id']}/restore" );

		$this->assertSame( 200, $restore->get_status(), 'The restore succeeds: ' . wp_json_encode( $restore->get_data() ) );
		$this->assertSame( $name, get_post( $id )->post_title, 'The archived name is back, not entity-encoded or stripped.' );
	}

	/**
	 * Paths an Appadoo may never hold.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function forbidden_paths(): array {
		return array(
			'Apache config'       => array( '.htaccess' ),
			'PHP ini in a folder' => array( 'js/.user.ini' ),
			'PHP script'          => array( 'shell.php' ),
			'upper-case'          => array( 'img/x.PHTML' ),
			'PHP archive'         => array( 'lib.phar' ),
			'numbered PHP'        => array( 'old.php5' ),
			'parent folder'       => array( '../escape.html' ),
			'absolute'            => array( '/etc/passwd' ),
			'inner PHP extension' => array( 'x.php.html' ),
			'trailing dot'        => array( 'x.php.' ),
			'trailing space'      => array( 'x.php ' ),
			'not an allowed type' => array( 'web.config' ),
			'no extension'        => array( 'LICENSE' ),
			'too long'            => array( str_repeat( 'a', 300 ) . '.png' ),
		);
	}

	/**
	 * @dataProvider forbidden_paths
	 *
	 * @param string $path Path.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'forbidden_paths' )]
	public function test_an_appadoo_never_holds_dot_files_or_server_scripts( string $path ): void {
		$this->expectException( RuntimeException::class );
		Appadoo_Files::safe_relative_path( $path );
	}

	public function test_an_appadoo_holds_the_files_of_a_web_activity(): void {
		foreach ( array( 'index.html', 'img/logo.png', 'v1.2/app.js', 'fonts/a.woff2', 'sounds/pop.mp3', 'i18n/messages.pl.json', 'css/x.module.css', 'game.wasm', 'video/intro.webm' ) as $path ) {
			$this->assertSame( $path, Appadoo_Files::safe_relative_path( $path ), "{$path} is a file an activity may hold." );
		}
	}

	public function test_a_backup_left_on_a_disconnected_provider_can_be_removed_from_the_list(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$id    = $this->create_appadoo( $owner );
		// A backup recorded on Dropbox while it was connected; the person has since disconnected it.
		$this->backup( $id );
		$entries                = get_post_meta( $id, Appadoo_Meta::BACKUPS, true );
		$entries[0]['provider'] = 'dropbox';
		update_post_meta( $id, Appadoo_Meta::BACKUPS, $entries );
		$this->assertSame( '', get_user_meta( $owner, Provider_Connections::META, true ), 'Dropbox is not connected.' );

		$response = $this->dispatch( 'DELETE', "/pp/v1/storage/appadoos/{$id}/backups/{$entries[0]['id']}" );

		$this->assertSame( 200, $response->get_status(), 'The delete succeeds: ' . wp_json_encode( $response->get_data() ) );
		$this->assertSame( array(), $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id}/backups" )->get_data()['backups'], 'The backup is no longer listed.' );
	}

	public function test_a_backup_finishing_while_another_holds_the_list_is_refused_and_leaves_no_file(): void {
		global $wpdb;
		$owner = $this->log_in_as( 'subscriber' );
		$id    = $this->create_appadoo( $owner );
		$this->backup( $id );
		// Another request holds this Appadoo's list (a second connection, as a parallel request would).
		$other = new \wpdb( DB_USER, DB_PASSWORD, DB_NAME, DB_HOST );
		$lock  = $wpdb->prefix . 'playpal_backups_' . $id;
		$this->assertSame( '1', (string) $other->get_var( $other->prepare( 'SELECT GET_LOCK( %s, 0 )', $lock ) ), 'The other connection holds the list.' );
		add_filter( 'playpal_backup_index_lock_seconds', '__return_zero' );

		try {
			$response = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backup" );
		} finally {
			$other->query( $other->prepare( 'SELECT RELEASE_LOCK( %s )', $lock ) );
			$other->close();
		}

		$this->assertSame( 502, $response->get_status(), 'The backup is refused rather than written over the other one.' );
		$this->assertSame( 'playpal_backup_failed', $response->get_data()['code'], 'With the backup failure code.' );
		$this->assertCount( 1, get_post_meta( $id, Appadoo_Meta::BACKUPS, true ), 'The list still holds exactly the first backup.' );
		$this->assertCount( 1, ( new Local_Provider( new Settings() ) )->names( $owner ), 'The refused backup\'s file was taken back off the provider.' );
	}
}
