<?php
/**
 * Backups to Google Drive and Dropbox, through the storage stub.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Backups;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Tests\Storage\StorageStub;
use PlayPal\Tests\Storage\StorageTestCase;

/**
 * Real HTTP to tests/doubles/storage-stub on 127.0.0.1.
 */
final class RemoteBackupTest extends StorageTestCase {

	private static ?StorageStub $stub = null;

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		self::$stub = new StorageStub();
	}

	public static function tearDownAfterClass(): void {
		self::$stub?->stop();
		self::$stub = null;
		parent::tearDownAfterClass();
	}

	protected function setUp(): void {
		parent::setUp();
		self::$stub->control( 'reset' );
		self::$stub->hook();
	}

	protected function tearDown(): void {
		self::$stub->unhook();
		parent::tearDown();
	}

	/**
	 * The cloud providers and their credentials.
	 *
	 * @return array<string, array{0: string, 1: array<string, string>, 2: string}>
	 */
	public static function providers(): array {
		return array(
			'google'  => array( 'google', self::GOOGLE, self::GOOGLE['apiKey'] ),
			'dropbox' => array( 'dropbox', self::DROPBOX, self::DROPBOX['appKey'] ),
		);
	}

	/**
	 * @dataProvider providers
	 *
	 * @param string               $provider    Provider id.
	 * @param array<string,string> $credentials Credentials.
	 * @param string               $token       What the adapter sends as the bearer token.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'providers' )]
	public function test_a_backup_goes_to_the_provider_and_comes_back( string $provider, array $credentials, string $token ): void {
		$this->log_in_as( 'subscriber' );
		$this->connect( $provider, $credentials );
		$id = $this->create_appadoo(
			get_current_user_id(),
			'Cloudy',
			array(
				'index.html' => 'cloud',
				'b.bin'      => random_bytes( 5000 ),
			),
			array( 'encryptionEnabled' => 'google' === $provider )
		);
		$this->assertSame( 200, $this->dispatch( 'PUT', "/pp/v1/storage/appadoos/{$id}", array( 'storageProvider' => $provider ) )->get_status(), 'The Appadoo moves to the provider.' );

		$backup = $this->backup( $id )['backup'];
		$state  = self::$stub->control( 'state' );
		$this->assertSame( $provider, $backup['provider'], 'The backup names its provider.' );
		$this->assertSame( 1, $state[ $provider ], 'The stub holds one file.' );
		$this->assertSame( 'Bearer ' . $token, $state['lastAuth'], 'The stored credential is sent as the bearer token.' );

		$quota = array_column( $this->dispatch( 'GET', '/pp/v1/storage/providers' )->get_data()['providers'], null, 'id' )[ $provider ]['quota'];
		$this->assertGreaterThan( 0, $quota['total'], 'The quota comes from the provider.' );

		$zip = $this->dispatch( 'GET', "/pp/v1/storage/appadoos/{$id}/backups/{$backup['id']}/download" )->get_data();
		$this->assertSame( 'cloud', $this->unzip( $zip )['files/index.html'] ?? null, 'The download is the zip from the provider.' );

		wp_update_post(
			array(
				'ID'         => $id,
				'post_title' => 'Changed',
			)
		);
		$this->assertSame( 200, $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backups/{$backup['id']}/restore" )->get_status(), 'The restore reads from the provider.' );
		$this->assertSame( 'Cloudy', get_post( $id )->post_title, 'The name is back.' );

		$this->assertSame( 200, $this->dispatch( 'DELETE', "/pp/v1/storage/appadoos/{$id}/backups/{$backup['id']}" )->get_status(), 'The delete succeeds.' );
		$this->assertSame( 0, self::$stub->control( 'state' )[ $provider ], 'The file is deleted at the provider.' );
	}

	/**
	 * @dataProvider providers
	 *
	 * @param string               $provider    Provider id.
	 * @param array<string,string> $credentials Credentials.
	 */
	#[\PHPUnit\Framework\Attributes\DataProvider( 'providers' )]
	public function test_a_failed_remote_write_is_502_and_records_nothing( string $provider, array $credentials ): void {
		$this->log_in_as( 'subscriber' );
		$this->connect( $provider, $credentials );
		$id          = $this->create_appadoo( get_current_user_id(), 'Fails', array( 'a.html' => 'a' ), array( 'storageProvider' => $provider ) );
		$temp_before = self::backup_temp_files();
		$storage     = get_post_meta( $id, Appadoo_Meta::STORAGE, true );
		self::$stub->control( 'fail-next-write' );

		$response = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backup" );
		$this->assertSame( 502, $response->get_status(), 'A failed write is 502.' );
		$this->assertSame( 'playpal_backup_failed', $response->get_data()['code'], 'With the stable code.' );
		$this->assertSame( 'Failed to create backup. Please try again.', $response->get_data()['message'], 'With the SPEC §8 text.' );
		$this->assertSame( '', get_post_meta( $id, Appadoo_Meta::BACKUPS, true ), 'No index entry.' );
		$this->assertSame( $storage, get_post_meta( $id, Appadoo_Meta::STORAGE, true ), 'lastBackup is unchanged.' );
		$this->assertSame( $temp_before, self::backup_temp_files(), 'No temporary file is left.' );
		$this->assertSame( 0, self::$stub->control( 'state' )[ $provider ], 'The provider holds nothing.' );

		$this->assertSame( 201, $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backup" )->get_status(), 'The next try works.' );
	}

	public function test_a_disconnected_provider_fails_the_backup_without_a_request(): void {
		$this->log_in_as( 'subscriber' );
		$this->connect( 'dropbox', self::DROPBOX );
		$id = $this->create_appadoo( get_current_user_id(), 'Orphan', array( 'a.html' => 'a' ), array( 'storageProvider' => 'dropbox' ) );
		$this->dispatch( 'DELETE', '/pp/v1/storage/providers/dropbox' );

		$response = $this->dispatch( 'POST', "/pp/v1/storage/appadoos/{$id}/backup" );
		$this->assertSame( 502, $response->get_status(), 'The backup fails.' );
		$this->assertSame( 'not_connected', $response->get_data()['data']['reason'], 'Because Dropbox is not connected.' );
	}
}
