<?php
/**
 * Backup, download, unzip, restore: everything comes back exactly.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Backups;

use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Backups\Providers\Local_Provider;
use PlayPal\REST\Zip_Response;
use PlayPal\Settings\Settings;
use PlayPal\Tests\Storage\StorageTestCase;
use ZipArchive;

/**
 * Local backups with compression on and off, and encrypted.
 */
final class BackupRoundTripTest extends StorageTestCase {

	/**
	 * Compression and encryption combinations.
	 *
	 * @return array<string, array{0: bool, 1: bool}>
	 */
	public static function modes(): array {
		return array(
			'deflated'           => array( true, false ),
			'stored'             => array( false, false ),
			'deflated+encrypted' => array( true, true ),
			'stored+encrypted'   => array( false, true ),
		);
	}

	/**
	 * @dataProvider modes
	 *
	 * @param bool $compress Compression on.
	 * @param bool $encrypt  Encryption on.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'modes' )]
	public function test_a_restore_brings_back_name_settings_and_files_exactly( bool $compress, bool $encrypt ): void {
		$owner = $this->log_in_as( 'subscriber' );
		$files = array(
			'index.html'       => str_repeat( '<p>Play!</p>', 200 ),
			'img/logo.png'     => random_bytes( 2048 ),
			'js/deep/app.js'   => "console.log('hi');\n",
			'ünïcode name.txt' => 'ok',
		);
		ksort( $files );
		$id = $this->create_appadoo(
			$owner,
			'Dino "Dig" & Co',
			$files,
			array(
				'compressionEnabled' => $compress,
				'encryptionEnabled'  => $encrypt,
				'retentionDays'      => 12,
			)
		);
		update_post_meta(
			$id,
			Appadoo_Meta::SETTINGS,
			array(
				'timeLimit'    => 'unlimited',
				'hdgFilter'    => false,
				'printEnabled' => true,
			)
		);
		update_post_meta( $id, '_playpal_note', 'back\\slash' );
		$before_meta = $this->playpal_meta( $id );
		$name        = get_post( $id )->post_title; // As WordPress stored it (kses turns & into &amp; for users without unfiltered_html).

		$created = $this->backup( $id );
		$backup  = $created['backup'];
		$this->assertSame( array( 'id', 'appadooId', 'provider', 'size', 'createdAt', 'compressed', 'encrypted' ), array_keys( $backup ), 'The Backup shape.' );
		$this->assertSame( array( $compress, $encrypt, 'local', $id ), array( $backup['compressed'], $backup['encrypted'], $backup['provider'], $backup['appadooId'] ), 'The backup records how it was made.' );
		$this->assertSame( $backup['createdAt'], $created['appadoo']['lastBackup'], 'lastBackup is the backup\'s time.' );
		$this->assertSame( 'Backup created successfully!', $created['message'], 'The SPEC §8 text.' );

		$stored = ( new Local_Provider( new Settings() ) )->get( $owner, (string) get_post_meta( $id, Appadoo_Meta::BACKUPS, true )[0]['remoteId'] );
		$this->assertSame( $backup['size'], strlen( $stored ), 'The size is the stored size.' );
		$this->assertSame( $encrypt, ! str_starts_with( $stored, "PK\x03\x04" ), $encrypt ? 'The stored bytes are not a readable zip.' : 'The stored bytes are a zip.' );

		$download = $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id}/backups/{$backup['id']}/download" );
		$headers  = $download->get_headers();
		$this->assertInstanceOf( Zip_Response::class, $download, 'The download is a zip answer.' );
		$this->assertSame( 'application/zip', $headers['Content-Type'], 'Sent as application/zip.' );
		$this->assertStringStartsWith( 'attachment; filename="appadoo-' . $id . '-backup-', $headers['Content-Disposition'], 'Sent as an attachment.' );
		$this->assertSame( 'private, no-store', $headers['Cache-Control'], 'Never cached.' );
		$this->assertSame( (string) strlen( $download->get_data() ), $headers['Content-Length'], 'With its exact length.' );

		$entries = $this->unzip( $download->get_data() );
		$this->assertSame( array_merge( array( 'appadoo.json' ), array_map( static fn( $p ) => 'files/' . $p, array_keys( $files ) ) ), array_keys( $entries ), 'The archive holds the record and every file.' );
		foreach ( $files as $path => $bytes ) {
			$this->assertSame( $bytes, $entries[ 'files/' . $path ], "{$path} is archived byte for byte." );
		}
		$record = json_decode( $entries['appadoo.json'], true );
		$this->assertSame( $name, $record['appadoo']['title'], 'The record holds the name.' );
		$this->assertArrayNotHasKey( Appadoo_Meta::BACKUPS, $record['meta'], 'The record leaves the backup index out.' );
		$this->assert_compression( $download->get_data(), $compress );

		// Change everything, then restore.
		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'Renamed',
			)
		);
		update_post_meta( $id, Appadoo_Meta::SETTINGS, Appadoo_Meta::default_settings() );
		update_post_meta( $id, Appadoo_Meta::STATUS, 'deployed' );
		update_post_meta( $id, '_playpal_added_later', 'x' );
		delete_post_meta( $id, '_playpal_note' );
		$this->dispatch(
			'PUT',
			"/pp/v1/storage/appadoos/{$id}",
			array(
				'retentionDays' => 99,
				'autoBackup'    => true,
			)
		);
		( new Appadoo_Files() )->replace_all( $id, array( 'other.html' => 'new' ) );
		$second = $this->backup( $id )['backup'];

		$response = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backups/{$backup['id']}/restore" );
		$this->assertSame( 200, $response->get_status(), 'The restore succeeds: ' . wp_json_encode( $response->get_data() ) );
		$this->assertSame( $name, $response->get_data()['appadoo']['name'], 'The answer shows the restored name.' );
		$this->assertSame( $name, get_post( $id )->post_title, 'The name is back.' );

		$files_now = array();
		foreach ( ( new Appadoo_Files() )->list( $id ) as $path ) {
			$files_now[ $path ] = ( new Appadoo_Files() )->get( $id, $path );
		}
		$this->assertSame( $files, $files_now, 'The files are back exactly, and the later file is gone.' );

		$after_meta = $this->playpal_meta( $id );
		$this->assertSame( $second['createdAt'], $after_meta[ Appadoo_Meta::STORAGE ][0]['lastBackup'], 'lastBackup still names the newest backup.' );
		$before_meta[ Appadoo_Meta::STORAGE ][0]['lastBackup'] = $second['createdAt'];
		// The deployment stays as it is now (Appadoo_Deployment): a restore neither publishes nor takes down.
		$before_meta[ Appadoo_Meta::STATUS ] = array( 'deployed' );
		$this->assertSame( $before_meta, $after_meta, 'Every _playpal_ meta is back exactly (lastBackup and the deployment aside).' );
		$this->assertSame( array( $backup['id'], $second['id'] ), array_column( get_post_meta( $id, Appadoo_Meta::BACKUPS, true ), 'id' ), 'The backup index is kept.' );
		$this->assertSame( array( $second['id'], $backup['id'] ), array_column( $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id}/backups" )->get_data()['backups'], 'id' ), 'Both backups are listed, newest first.' );
	}

	public function test_deleting_a_backup_removes_its_file_and_entry(): void {
		$owner  = $this->log_in_as( 'subscriber' );
		$id     = $this->create_appadoo( $owner );
		$backup = $this->backup( $id )['backup']['id'];
		$local  = new Local_Provider( new Settings() );
		$this->assertCount( 1, $local->names( $owner ), 'One local backup file.' );

		$response = $this->dispatch( 'DELETE', "/pp/v1/storage/appadoos/{$id}/backups/{$backup}" );
		$this->assertSame( array( 'success' => true ), $response->get_data(), 'The delete succeeds.' );
		$this->assertSame( array(), $local->names( $owner ), 'The file is gone.' );
		$this->assertSame( array(), $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id}/backups" )->get_data()['backups'], 'The list is empty.' );
	}

	public function test_an_encrypted_backup_whose_key_changed_is_refused_not_restored(): void {
		$id     = $this->create_appadoo( $this->log_in_as( 'subscriber' ), 'Sealed', array( 'a.txt' => 'a' ), array( 'encryptionEnabled' => true ) );
		$backup = $this->backup( $id )['backup']['id'];
		add_filter( 'playpal_secret_box_key_material', static fn(): string => 'new salts' );

		$response = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backups/{$backup}/restore" );
		$this->assertSame( 422, $response->get_status(), 'The restore is refused.' );
		$this->assertSame( 'playpal_backup_unreadable', $response->get_data()['code'], 'With the stable code.' );
		$this->assertSame( 'Sealed', get_post( $id )->post_title, 'Nothing changed.' );
	}

	public function test_a_backup_over_the_local_quota_is_refused_and_not_recorded(): void {
		update_option( 'playpal_settings', array( 'storage' => array( 'local_quota_mb' => 1 ) ) );
		$id       = $this->create_appadoo( $this->log_in_as( 'subscriber' ), 'Big', array( 'noise.bin' => random_bytes( 700000 ) ), array( 'compressionEnabled' => false ) );
		$response = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backup" );

		$this->assertSame( 502, $response->get_status(), 'The backup fails.' );
		$this->assertSame( 'Failed to create backup. Please try again.', $response->get_data()['message'], 'With the SPEC §8 text.' );
		$this->assertSame( 'quota', $response->get_data()['data']['reason'], 'The reason says the quota.' );
		$this->assertSame( '', get_post_meta( $id, Appadoo_Meta::BACKUPS, true ), 'Nothing is recorded.' );
	}

	public function test_bulk_backup_backs_up_all_my_appadoos_and_export_zips_them(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$one   = $this->create_appadoo( $owner, 'One', array( 'one.html' => '1' ) );
		$two   = $this->create_appadoo( $owner, 'Two', array( 'two.html' => '2' ) );

		$bulk = $this->dispatch( 'POST', '/pp/v1/storage/bulk-backup' );
		$this->assertSame( 200, $bulk->get_status(), 'The bulk backup answers.' );
		$this->assertEqualsCanonicalizing( array( $one, $two ), array_column( $bulk->get_data()['backups'], 'appadooId' ), 'One backup per Appadoo.' );
		$this->assertSame( array(), $bulk->get_data()['failed'], 'None failed.' );

		$export  = $this->dispatch( 'GET', '/pp/v1/storage/export' );
		$entries = $this->unzip( $export->get_data() );
		$this->assertSame( 'application/zip', $export->get_headers()['Content-Type'], 'The export is a zip.' );
		$this->assertSame( '1', $entries[ "appadoos/{$one}/files/one.html" ] ?? null, 'The export holds the first Appadoo\'s files.' );
		$this->assertSame( 'Two', json_decode( $entries[ "appadoos/{$two}/appadoo.json" ] ?? '', true )['appadoo']['title'] ?? null, 'The export holds the second Appadoo\'s record.' );
	}

	public function test_deleting_an_appadoo_removes_its_backups(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$id    = $this->create_appadoo( $owner );
		$keep  = $this->create_appadoo( $owner, 'Keep' );
		$this->backup( $id );
		$this->backup( $keep );
		$post = get_post( $id );
		wp_delete_post( $id, true );
		do_action( 'playpal_appadoo_deleted', $id, $post );

		$names = ( new Local_Provider( new Settings() ) )->names( $owner );
		$this->assertCount( 1, $names, 'Only the other Appadoo\'s backup is left.' );
		$this->assertSame( get_post_meta( $keep, Appadoo_Meta::BACKUPS, true )[0]['remoteId'], $names[0], 'It is the kept Appadoo\'s.' );
	}

	/**
	 * Every `_playpal_*` meta but the index, unserialized.
	 *
	 * @param int $id Appadoo id.
	 * @return array<string, array<int, mixed>>
	 */
	private function playpal_meta( int $id ): array {
		$meta = array();
		foreach ( get_post_meta( $id ) as $key => $values ) {
			if ( str_starts_with( $key, '_playpal_' ) && Appadoo_Meta::BACKUPS !== $key ) {
				$meta[ $key ] = array_map( 'maybe_unserialize', $values );
			}
		}
		ksort( $meta );
		return $meta;
	}

	/**
	 * Checks every entry's compression method.
	 *
	 * @param string $zip_bytes Zip.
	 * @param bool   $deflated  Expect deflate (else store).
	 */
	private function assert_compression( string $zip_bytes, bool $deflated ): void {
		$path = (string) tempnam( get_temp_dir(), 'playpal-test-zip-' );
		file_put_contents( $path, $zip_bytes );
		$zip = new ZipArchive();
		$zip->open( $path );
		$count = $zip->count();
		for ( $i = 0; $i < $count; $i++ ) {
			$stat = $zip->statIndex( $i );
			$this->assertSame( $deflated ? ZipArchive::CM_DEFLATE : ZipArchive::CM_STORE, $stat['comp_method'], "{$stat['name']} is " . ( $deflated ? 'deflated.' : 'stored.' ) );
		}
		$zip->close();
		wp_delete_file( $path );
	}
}
