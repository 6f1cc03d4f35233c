<?php
/**
 * No read answer ever carries a stored credential.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

/**
 * Connects both cloud providers with known secrets, then reads every storage
 * route and searches the bodies.
 */
final class CredentialLeakTest extends StorageTestCase {

	public function test_no_get_answer_contains_a_stored_credential(): void {
		$owner = $this->log_in_as( 'administrator' );
		$this->connect( 'google', self::GOOGLE );
		$this->connect( 'dropbox', self::DROPBOX );
		$id     = $this->create_appadoo( $owner );
		$backup = $this->backup( $id )['backup']['id'];

		$bodies = array();
		foreach ( array(
			array( '/pp/v1/storage/providers', array() ),
			array( '/pp/v1/storage/appadoos', array() ),
			array( '/pp/v1/storage/appadoos', array( 'scope' => 'all' ) ),
			array( "/pp/v1/storage/appadoos/{$id}/backups", array() ),
			array( "/pp/v1/storage/appadoos/{$id}/backups/{$backup}/download", array() ),
			array( '/pp/v1/storage/export', array() ),
		) as list( $route, $query ) ) {
			$response = $this->dispatch( 'GET', $route, $query );
			$this->assertSame( 200, $response->get_status(), "{$route} answers." );
			$data             = $response->get_data();
			$bodies[ $route ] = is_string( $data ) ? $data : (string) wp_json_encode( $data );
			if ( is_string( $data ) ) {
				$bodies[ $route ] .= implode( '', $this->unzip( $data ) );
			}
		}
		foreach ( array(
			'POST'   => '/pp/v1/storage/providers/google/config',
			'DELETE' => '/pp/v1/storage/providers/dropbox',
		) as $method => $route ) {
			$bodies[ "{$method} {$route}" ] = (string) wp_json_encode( $this->dispatch( $method, $route, 'POST' === $method ? self::GOOGLE : array() )->get_data() );
		}

		foreach ( $bodies as $route => $body ) {
			foreach ( array_merge( self::GOOGLE, self::DROPBOX ) as $field => $secret ) {
				$this->assertStringNotContainsString( $secret, $body, "{$route} does not carry {$field}." );
			}
			$this->assertStringNotContainsString( 'pp1:', $body, "{$route} does not carry sealed values either." );
		}
	}
}
