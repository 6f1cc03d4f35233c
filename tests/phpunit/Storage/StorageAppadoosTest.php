<?php
/**
 * Tests for GET storage/appadoos and PUT storage/appadoos/{id}.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PlayPal\Appadoos\Appadoo_Meta;

/**
 * The storage settings of Appadoos: who sees which, and every rule of a change.
 */
final class StorageAppadoosTest extends StorageTestCase {

	public function test_the_list_shows_my_appadoos_with_their_storage_settings(): void {
		$me    = $this->log_in_as( 'subscriber' );
		$mine  = $this->create_appadoo(
			$me,
			'Mine',
			array(
				'index.html' => '12345',
				'img/a.png'  => 'abc',
			)
		);
		$other = $this->create_appadoo( $this->log_in_as( 'subscriber' ), 'Theirs' );
		wp_set_current_user( $me );

		$response = $this->dispatch( 'GET', '/pp/v1/storage/appadoos' );
		$items    = $response->get_data()['appadoos'];
		$this->assertSame( 200, $response->get_status(), 'The list loads.' );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '', 'The list is private.' );
		$this->assertSame( array( $mine ), array_column( $items, 'id' ), "Only my Appadoos, not #{$other}." );
		$this->assertSame(
			array(
				'id'                 => $mine,
				'name'               => 'Mine',
				'storageProvider'    => 'local',
				'storageUsed'        => 8,
				'fileCount'          => 2,
				'autoBackup'         => false,
				'compressionEnabled' => true,
				'retentionDays'      => 30,
				'encryptionEnabled'  => false,
				'lastBackup'         => null,
				'owner'              => array(
					'id'   => $me,
					'name' => get_userdata( $me )->display_name,
				),
			),
			$items[0],
			'The StorageAppadoo shape with the defaults.'
		);
	}

	public function test_scope_all_is_for_site_managers_only(): void {
		$a        = $this->create_appadoo( $this->log_in_as( 'subscriber' ) );
		$response = $this->dispatch( 'GET', '/pp/v1/storage/appadoos', array( 'scope' => 'all' ) );
		$this->assertSame( 403, $response->get_status(), 'A subscriber may not list everyone\'s.' );
		$this->assertSame( 'playpal_forbidden_scope', $response->get_data()['code'], 'With the stable code.' );

		$this->log_in_as( 'administrator' );
		$ids = array_column( $this->dispatch( 'GET', '/pp/v1/storage/appadoos', array( 'scope' => 'all' ) )->get_data()['appadoos'], 'id' );
		$this->assertContains( $a, $ids, 'An administrator sees everyone\'s Appadoos.' );
		$this->assertSame( 400, $this->dispatch( 'GET', '/pp/v1/storage/appadoos', array( 'scope' => 'everyone' ) )->get_status(), 'An unknown scope is 400.' );
	}

	public function test_a_partial_change_keeps_the_other_settings(): void {
		$id       = $this->create_appadoo( $this->log_in_as( 'subscriber' ) );
		$response = $this->dispatch(
			'PUT',
			"/pp/v1/storage/appadoos/{$id}",
			array(
				'retentionDays' => 0,
				'autoBackup'    => true,
			)
		);
		$item     = $response->get_data()['appadoo'];
		$this->assertSame( 200, $response->get_status(), 'The change is accepted.' );
		$this->assertSame( 0, $item['retentionDays'], 'retentionDays changed.' );
		$this->assertTrue( $item['autoBackup'], 'autoBackup changed.' );
		$this->assertTrue( $item['compressionEnabled'], 'compressionEnabled kept.' );
		$this->assertSame( 'local', $item['storageProvider'], 'storageProvider kept.' );

		$item = $this->dispatch(
			'PUT',
			"/pp/v1/storage/appadoos/{$id}",
			array(
				'encryptionEnabled'  => true,
				'compressionEnabled' => false,
				'retentionDays'      => 3650,
			)
		)->get_data()['appadoo'];
		$this->assertTrue( $item['encryptionEnabled'], 'encryptionEnabled changed.' );
		$this->assertFalse( $item['compressionEnabled'], 'compressionEnabled changed.' );
		$this->assertSame( 3650, $item['retentionDays'], 'The largest retention is accepted.' );
		$this->assertTrue( $item['autoBackup'], 'The earlier change stays.' );
	}

	public function test_every_bad_value_is_400_and_changes_nothing(): void {
		$id     = $this->create_appadoo( $this->log_in_as( 'subscriber' ) );
		$before = get_post_meta( $id, Appadoo_Meta::STORAGE, true );
		$cases  = array(
			array( 'retentionDays' => -1 ),
			array( 'retentionDays' => 1.5 ),
			array( 'retentionDays' => 'abc' ),
			array( 'retentionDays' => array( 30 ) ),
			array( 'retentionDays' => '30' ),
			array( 'retentionDays' => null ),
			array( 'retentionDays' => 3651 ),
			array( 'retentionDays' => true ),
			array( 'autoBackup' => 'true' ),
			array( 'autoBackup' => 1 ),
			array( 'compressionEnabled' => '1' ),
			array( 'encryptionEnabled' => null ),
			array( 'encryptionEnabled' => array( true ) ),
			array( 'storageProvider' => 'onedrive' ),
			array( 'storageProvider' => 7 ),
			array( 'storageProvider' => array( 'local' ) ),
			array( 'storageProvider' => null ),
			array( 'name' => 'Renamed' ),
			array(
				'retentionDays' => 5,
				'autoBackup'    => 'yes',
			),
		);
		foreach ( $cases as $i => $body ) {
			$response = $this->dispatch( 'PUT', "/pp/v1/storage/appadoos/{$id}", $body );
			$this->assertSame( 400, $response->get_status(), "Case {$i} (" . wp_json_encode( $body ) . ') is refused.' );
			$this->assertIsString( $response->get_data()['code'] ?? null, "Case {$i} has a code." );
		}
		foreach ( array( '[1,2]', '"text"', '42', 'true' ) as $i => $raw ) {
			$response = $this->dispatch_raw( 'PUT', "/pp/v1/storage/appadoos/{$id}", $raw );
			$this->assertSame( 400, $response->get_status(), "Raw case {$i} ({$raw}) is refused." );
		}
		$this->assertSame( 415, $this->dispatch_raw( 'PUT', "/pp/v1/storage/appadoos/{$id}", 'autoBackup=1', 'text/plain' )->get_status(), 'A non-JSON body is 415.' );
		$this->assertSame( $before, get_post_meta( $id, Appadoo_Meta::STORAGE, true ), 'Nothing was saved.' );
	}

	public function test_a_provider_must_be_connected_by_the_owner(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$id    = $this->create_appadoo( $owner );

		$response = $this->dispatch( 'PUT', "/pp/v1/storage/appadoos/{$id}", array( 'storageProvider' => 'dropbox' ) );
		$this->assertSame( 400, $response->get_status(), 'An unconnected provider is refused.' );
		$this->assertSame( 'playpal_provider_not_connected', $response->get_data()['code'], 'With the stable code.' );

		$this->connect( 'dropbox', self::DROPBOX );
		$response = $this->dispatch( 'PUT', "/pp/v1/storage/appadoos/{$id}", array( 'storageProvider' => 'dropbox' ) );
		$this->assertSame( 'dropbox', $response->get_data()['appadoo']['storageProvider'] ?? null, 'A connected provider is accepted.' );

		// An administrator acting on the Appadoo: the owner's connections count, not theirs.
		$this->log_in_as( 'administrator' );
		$this->connect( 'google', self::GOOGLE );
		$response = $this->dispatch( 'PUT', "/pp/v1/storage/appadoos/{$id}", array( 'storageProvider' => 'google' ) );
		$this->assertSame( 'playpal_provider_not_connected', $response->get_data()['code'] ?? null, 'The owner has not connected Google.' );
		$this->assertSame( 200, $this->dispatch( 'PUT', "/pp/v1/storage/appadoos/{$id}", array( 'storageProvider' => 'local' ) )->get_status(), 'An administrator may change anyone\'s Appadoo.' );
	}
}
