<?php
/**
 * Tests for the storage provider routes.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PlayPal\Backups\Providers\Provider_Connections;

/**
 * GET storage/providers, POST storage/providers/{id}/config, DELETE storage/providers/{id}.
 */
final class StorageProvidersTest extends StorageTestCase {

	/**
	 * Providers of an answer, by id.
	 *
	 * @param mixed $data Answer body.
	 * @return array<string, array<string, mixed>>
	 */
	private static function by_id( mixed $data ): array {
		return array_column( $data['providers'], null, 'id' );
	}

	public function test_guests_are_asked_to_sign_in(): void {
		foreach ( array( array( 'GET', '/pp/v1/storage/providers' ), array( 'POST', '/pp/v1/storage/providers/google/config' ), array( 'DELETE', '/pp/v1/storage/providers/google' ), array( 'GET', '/pp/v1/storage/appadoos' ), array( 'POST', '/pp/v1/storage/bulk-backup' ), array( 'GET', '/pp/v1/storage/export' ), array( 'POST', '/pp/v1/storage/cleanup' ) ) as list( $method, $route ) ) {
			$response = $this->dispatch( $method, $route );
			$this->assertSame( 401, $response->get_status(), "{$method} {$route} needs a signed-in person." );
			$this->assertSame( 'playpal_not_signed_in', $response->get_data()['code'], "{$method} {$route} says why." );
		}
	}

	public function test_a_new_user_sees_local_connected_and_the_cloud_providers_disconnected(): void {
		$this->log_in_as( 'subscriber' );
		$response  = $this->dispatch( 'GET', '/pp/v1/storage/providers' );
		$providers = self::by_id( $response->get_data() );

		$this->assertSame( 200, $response->get_status(), 'The list loads.' );
		$this->assertSame( 'private, no-store', $response->get_headers()['Cache-Control'] ?? '', 'The list is private.' );
		$this->assertTrue( $response->get_data()['success'], 'The answer says success.' );
		$this->assertSame( array( 'local', 'google', 'dropbox' ), array_keys( $providers ), 'The three providers, in order.' );
		$this->assertSame( array( 'Local Storage', 'Google Drive', 'Dropbox' ), array_column( $providers, 'name' ), 'Their names (SPEC).' );
		$this->assertTrue( $providers['local']['connected'], 'Local Storage is always connected.' );
		$this->assertFalse( $providers['google']['connected'], 'Google Drive starts disconnected.' );
		$this->assertFalse( $providers['dropbox']['connected'], 'Dropbox starts disconnected.' );
		$this->assertSame( array( 'used', 'total', 'unit' ), array_keys( $providers['local']['quota'] ), 'Quota shape.' );
		$this->assertSame( 'MB', $providers['local']['quota']['unit'], 'Local quota is in MB.' );
		$this->assertEquals( 50, $providers['local']['quota']['total'], 'The default local quota is 50 MB.' );
		$this->assertSame( 'GB', $providers['google']['quota']['unit'], 'Google quota is in GB.' );
		$this->assertSame( 'MB', $providers['dropbox']['quota']['unit'], 'Dropbox quota is in MB.' );
	}

	public function test_local_quota_counts_the_users_files_and_follows_the_setting(): void {
		$user = $this->log_in_as( 'subscriber' );
		$this->create_appadoo( $user, 'Big', array( 'big.bin' => str_repeat( 'x', 1048576 * 2 ) ) );
		update_option( 'playpal_settings', array( 'storage' => array( 'local_quota_mb' => 120 ) ) );

		$local = self::by_id( $this->dispatch( 'GET', '/pp/v1/storage/providers' )->get_data() )['local'];
		$this->assertEquals( 2, $local['quota']['used'], 'Two MB of files are counted.' );
		$this->assertEquals( 120, $local['quota']['total'], 'The total is the storage.local_quota_mb setting.' );
	}

	public function test_connecting_with_well_formed_credentials_stores_them_encrypted(): void {
		$user     = $this->log_in_as( 'subscriber' );
		$response = $this->dispatch( 'POST', '/pp/v1/storage/providers/google/config', self::GOOGLE );

		$this->assertSame( 200, $response->get_status(), 'Connecting succeeds.' );
		$this->assertTrue( $response->get_data()['provider']['connected'], 'The provider answers connected.' );
		$this->assertSame( 'Successfully connected to Google Drive!', $response->get_data()['message'], 'The SPEC §8 success text.' );
		$this->assertTrue( self::by_id( $this->dispatch( 'GET', '/pp/v1/storage/providers' )->get_data() )['google']['connected'], 'The list shows Google connected.' );

		global $wpdb;
		$stored = (string) $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->usermeta} WHERE user_id = %d AND meta_key = %s", $user, Provider_Connections::META ) );
		$this->assertNotSame( '', $stored, 'The connection is stored in user meta.' );
		foreach ( self::GOOGLE as $field => $secret ) {
			$this->assertStringNotContainsString( $secret, $stored, "The stored bytes do not contain {$field}." );
			$this->assertStringNotContainsString( substr( $secret, 0, 12 ), $stored, "The stored bytes do not contain part of {$field}." );
		}
		$this->assertSame( self::GOOGLE, ( new Provider_Connections() )->get( $user, 'google' ), 'The stored credentials open to what was sent.' );
	}

	public function test_credentials_of_the_wrong_shape_are_refused_with_the_spec_message(): void {
		$user  = $this->log_in_as( 'subscriber' );
		$cases = array(
			array( 'google', array() ),
			array( 'google', array( 'clientId' => self::GOOGLE['clientId'] ) ),
			array(
				'google',
				array(
					'clientId' => 'nope',
					'apiKey'   => self::GOOGLE['apiKey'],
				),
			),
			array(
				'google',
				array(
					'clientId' => self::GOOGLE['clientId'],
					'apiKey'   => 'AIza-too-short',
				),
			),
			array( 'google', self::GOOGLE + array( 'appKey' => 'pptestappkey42' ) ),
			array( 'dropbox', array( 'appKey' => 'UPPERCASEKEY42' ) ),
			array( 'dropbox', array( 'appKey' => 'short' ) ),
			array( 'dropbox', array( 'appKey' => str_repeat( 'a', 21 ) ) ),
			array( 'dropbox', self::GOOGLE ),
			array( 'local', array( 'appKey' => 'pptestappkey42' ) ),
		);
		foreach ( $cases as $i => list( $provider, $body ) ) {
			$response = $this->dispatch( 'POST', "/pp/v1/storage/providers/{$provider}/config", $body );
			$name     = array(
				'google'  => 'Google Drive',
				'dropbox' => 'Dropbox',
				'local'   => 'Local Storage',
			)[ $provider ];
			$this->assertSame( 400, $response->get_status(), "Case {$i} is refused." );
			$this->assertSame( 'playpal_invalid_credentials', $response->get_data()['code'], "Case {$i} has the stable code." );
			$this->assertSame( "Failed to connect to {$name}. Please check your credentials.", $response->get_data()['message'], "Case {$i} has the SPEC §8 text." );
		}
		$this->assertSame( '', get_user_meta( $user, Provider_Connections::META, true ), 'Nothing was stored.' );
	}

	public function test_credentials_of_the_wrong_type_are_400_never_500(): void {
		$this->log_in_as( 'subscriber' );
		foreach ( array( 42, true, null, array( 'x' ), 1.5 ) as $i => $value ) {
			$response = $this->dispatch( 'POST', '/pp/v1/storage/providers/dropbox/config', array( 'appKey' => $value ) );
			$this->assertSame( 400, $response->get_status(), "Case {$i}: a non-string key is refused." );
			$this->assertArrayHasKey( 'code', $response->get_data(), "Case {$i}: with a code." );
		}
	}

	public function test_an_unknown_provider_is_404(): void {
		$this->log_in_as( 'subscriber' );
		foreach ( array( array( 'POST', '/pp/v1/storage/providers/onedrive/config' ), array( 'DELETE', '/pp/v1/storage/providers/onedrive' ), array( 'DELETE', '/pp/v1/storage/providers/LOCAL' ) ) as list( $method, $route ) ) {
			$response = $this->dispatch( $method, $route, array( 'appKey' => 'pptestappkey42' ) );
			$this->assertSame( 404, $response->get_status(), "{$method} {$route} is not found." );
			$this->assertSame( 'playpal_unknown_provider', $response->get_data()['code'], "{$method} {$route} says which." );
		}
	}

	public function test_local_storage_cannot_be_disconnected(): void {
		$this->log_in_as( 'subscriber' );
		$response = $this->dispatch( 'DELETE', '/pp/v1/storage/providers/local' );
		$this->assertSame( 400, $response->get_status(), 'Disconnecting local is refused.' );
		$this->assertSame( 'playpal_local_provider_permanent', $response->get_data()['code'], 'With the stable code.' );
	}

	public function test_disconnecting_forgets_the_credentials(): void {
		$user = $this->log_in_as( 'subscriber' );
		$this->connect( 'dropbox', self::DROPBOX );
		$response = $this->dispatch( 'DELETE', '/pp/v1/storage/providers/dropbox' );

		$this->assertSame( 200, $response->get_status(), 'Disconnecting succeeds.' );
		$this->assertFalse( $response->get_data()['provider']['connected'], 'The provider answers disconnected.' );
		$this->assertSame( 'Successfully disconnected from Dropbox!', $response->get_data()['message'], 'The SPEC §8 text.' );
		$this->assertNull( ( new Provider_Connections() )->get( $user, 'dropbox' ), 'The credentials are gone.' );
		$this->assertSame( 200, $this->dispatch( 'DELETE', '/pp/v1/storage/providers/dropbox' )->get_status(), 'Disconnecting again is fine.' );
	}

	public function test_each_user_has_their_own_connections(): void {
		$this->log_in_as( 'subscriber' );
		$this->connect( 'google', self::GOOGLE );
		$this->log_in_as( 'subscriber' );

		$providers = self::by_id( $this->dispatch( 'GET', '/pp/v1/storage/providers' )->get_data() );
		$this->assertFalse( $providers['google']['connected'], "B does not see A's Google connection." );
		$this->connect( 'dropbox', self::DROPBOX );
		$this->assertFalse( self::by_id( $this->dispatch( 'GET', '/pp/v1/storage/providers' )->get_data() )['google']['connected'], 'B connecting Dropbox does not connect Google.' );
	}

	public function test_a_credential_that_no_longer_decrypts_reads_as_disconnected(): void {
		$this->log_in_as( 'subscriber' );
		$this->connect( 'google', self::GOOGLE );
		add_filter( 'playpal_secret_box_key_material', static fn(): string => 'the salts were changed' );

		$response = $this->dispatch( 'GET', '/pp/v1/storage/providers' );
		$this->assertSame( 200, $response->get_status(), 'The list still loads.' );
		$this->assertFalse( self::by_id( $response->get_data() )['google']['connected'], 'Google reads as not connected.' );
	}
}
