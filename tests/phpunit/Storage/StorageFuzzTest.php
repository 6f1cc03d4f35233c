<?php
/**
 * Fuzz test of the storage write routes.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Storage;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Backups\Providers\Provider_Connections;
use PlayPal\Tests\RandomBodies;
use WP_REST_Request;

/**
 * Hundreds of seeded malformed bodies at POST storage/providers/{id}/config,
 * PUT storage/appadoos/{id} and POST storage/appadoos/{id}/backup: each gets
 * a 4xx JSON error with a code (never a 500, notice or warning: PHPUnit fails
 * on those), and no stored data changes.
 */
final class StorageFuzzTest extends StorageTestCase {

	use RandomBodies;

	private const CASES = 420;

	/**
	 * Strings near the valid ones for these fields.
	 *
	 * @return string[]
	 */
	protected static function domain_strings(): array {
		return array(
			'local ',
			'GOOGLE',
			'local',
			'dropbox',
			'1.5',
			'abc',
		);
	}

	/**
	 * A value that surely breaks a storage setting.
	 *
	 * @param string $field Field.
	 */
	private static function breaking_setting( string $field ): mixed {
		$options = array(
			'storageProvider'    => array( 'onedrive', 'LOCAL', '', 'google', 'dropbox ', 1, true, null, array( 'local' ) ),
			'retentionDays'      => array( -1, 1.5, 'abc', '30', 3651, PHP_INT_MAX, null, true, array( 1 ), -0.5 ),
			'autoBackup'         => array( 'true', 1, 0, '1', null, array( true ), 'yes' ),
			'compressionEnabled' => array( 'false', 0, '', null, 2 ),
			'encryptionEnabled'  => array( 'on', 1.0, null, array() ),
		);
		$value   = $options[ $field ][ array_rand( $options[ $field ] ) ];
		$junk    = static::junk();
		$breaks  = match ( $field ) {
			'storageProvider' => ! is_string( $junk ) || ! in_array( $junk, array( 'local', 'dropbox' ), true ),
			'retentionDays' => ! is_int( $junk ) || $junk < 0 || $junk > 3650,
			default => ! is_bool( $junk ),
		};
		return ( 0 === mt_rand( 0, 2 ) && $breaks ) ? $junk : $value;
	}

	/**
	 * A malformed body for a target.
	 *
	 * @param string $target config-google, config-dropbox, config-local, put or backup.
	 * @param int    $i      Case number.
	 * @return array{0: string, 1: string} Body and content type.
	 */
	private static function malformed( string $target, int $i ): array {
		$raw = array( '{', '{"a":', '[', '"text"', '42', 'true', 'null', '[1,2,3]', '[{"autoBackup":true}]', str_repeat( '[', 600 ) . str_repeat( ']', 600 ), "\xFF\xFE", '{"retentionDays":1e999}' );
		if ( 0 === $i % 6 ) {
			$body = $raw[ intdiv( $i, 6 ) % count( $raw ) ];
			if ( 'backup' === $target && in_array( $body, array( 'null' ), true ) ) {
				$body = '{"x":null}';
			}
			return array( $body, 0 === $i % 4 ? 'text/plain' : 'application/json' );
		}
		switch ( $target ) {
			case 'config-google':
				$body           = array(
					'clientId' => '123-abc.apps.googleusercontent.com',
					'apiKey'   => 'AIza' . str_repeat( 'k', 35 ),
				);
				$field          = array( 'clientId', 'apiKey', 'appKey', 'extra' )[ mt_rand( 0, 3 ) ];
				$body[ $field ] = 'clientId' === $field ? array( 'nope', 'abc.apps.googleusercontent.com', '123-ABC.apps.googleusercontent.com', static::junk() )[ mt_rand( 0, 3 ) ] : ( 'apiKey' === $field ? array( 'AIza', 'AIza' . str_repeat( 'k', 34 ), 'BIza' . str_repeat( 'k', 35 ), static::junk() )[ mt_rand( 0, 3 ) ] : static::junk() );
				if ( 'clientId' === $field && is_string( $body[ $field ] ) && preg_match( '/^[0-9]+-[a-z0-9]+\.apps\.googleusercontent\.com$/', trim( $body[ $field ] ) ) ) {
					$body['apiKey'] = 'short';
				}
				if ( 'apiKey' === $field && is_string( $body[ $field ] ) && preg_match( '/^AIza[0-9A-Za-z_-]{35}$/', trim( $body[ $field ] ) ) ) {
					$body['clientId'] = 'nope';
				}
				break;
			case 'config-dropbox':
				$body = 0 === mt_rand( 0, 1 ) ? array( 'appKey' => array( 'Short', 'UPPER1234567', str_repeat( 'a', 21 ), 'has space 1234', '', static::junk() )[ mt_rand( 0, 5 ) ] ) : array(
					'appKey' => 'validkey1234',
					'extra'  => static::junk(),
				);
				if ( isset( $body['appKey'] ) && is_string( $body['appKey'] ) && preg_match( '/^[a-z0-9]{10,20}$/', trim( $body['appKey'] ) ) && ! isset( $body['extra'] ) ) {
					$body['appKey'] = 'X';
				}
				break;
			case 'config-local':
				$body = array( array( 'appKey', 'clientId', 'x' )[ mt_rand( 0, 2 ) ] => static::junk() );
				break;
			case 'put':
				$fields = array( 'storageProvider', 'retentionDays', 'autoBackup', 'compressionEnabled', 'encryptionEnabled' );
				$body   = array();
				foreach ( $fields as $field ) {
					if ( 0 === mt_rand( 0, 1 ) ) {
						$body[ $field ] = array(
							'storageProvider'    => 'local',
							'retentionDays'      => mt_rand( 0, 3650 ),
							'autoBackup'         => true,
							'compressionEnabled' => false,
							'encryptionEnabled'  => true,
						)[ $field ];
					}
				}
				$broken          = $fields[ mt_rand( 0, 4 ) ];
				$body[ $broken ] = self::breaking_setting( $broken );
				if ( 0 === mt_rand( 0, 4 ) ) {
					$body['name'] = static::junk();
				}
				break;
			default:
				$body = array( array( 'force', 'provider', 'retentionDays', '0' )[ mt_rand( 0, 3 ) ] => static::junk() );
		}
		$json = wp_json_encode( $body, JSON_INVALID_UTF8_SUBSTITUTE | JSON_PARTIAL_OUTPUT_ON_ERROR );
		return array( false === $json ? '{' : $json, 'application/json' );
	}

	public function test_hundreds_of_malformed_bodies_get_only_4xx_json_errors_and_change_nothing(): void {
		$owner = $this->log_in_as( 'subscriber' );
		$this->connect( 'dropbox', self::DROPBOX );
		$id = $this->create_appadoo( $owner );
		$this->backup( $id );
		$snapshot = fn(): array => array(
			'connections' => get_user_meta( $owner, Provider_Connections::META, true ),
			'meta'        => get_post_meta( $id ),
			'backups'     => get_post_meta( $id, Appadoo_Meta::BACKUPS, true ),
			'title'       => get_post( $id )->post_title,
		);
		$before   = $snapshot();

		mt_srand( 20260601 ); // phpcs:ignore WordPress.WP.AlternativeFunctions.rand_seeding_mt_srand -- Reproducible cases.
		$targets  = array(
			'config-google'  => '/pp/v1/storage/providers/google/config',
			'config-dropbox' => '/pp/v1/storage/providers/dropbox/config',
			'config-local'   => '/pp/v1/storage/providers/local/config',
			'put'            => "/pp/v1/storage/appadoos/{$id}",
			'backup'         => "/pp/v1/storage/appadoos/{$id}/backup",
		);
		$statuses = array();
		for ( $i = 0; $i < self::CASES; $i++ ) {
			$target              = array_keys( $targets )[ $i % count( $targets ) ];
			list( $body, $type ) = self::malformed( $target, $i );
			$request             = new WP_REST_Request( 'put' === $target ? 'PUT' : 'POST', $targets[ $target ] );
			$request->set_header( 'Content-Type', $type );
			$request->set_body( $body );
			$response = rest_ensure_response( rest_get_server()->dispatch( $request ) );
			$status   = $response->get_status();
			$data     = $response->get_data();
			$excerpt  = $target . ' ' . substr( $body, 0, 100 );

			$this->assertGreaterThanOrEqual( 400, $status, "Case {$i} ({$excerpt}) must not succeed." );
			$this->assertLessThan( 500, $status, "Case {$i} ({$excerpt}) must not be a server error." );
			$this->assertIsArray( $data, "Case {$i} answers a JSON object." );
			$this->assertIsString( $data['code'] ?? null, "Case {$i} carries a code." );
			$this->assertNotSame( '', (string) ( $data['message'] ?? '' ), "Case {$i} carries a message." );
			$this->assertNotFalse( wp_json_encode( $data ), "Case {$i}'s answer encodes as JSON." );
			$statuses[ $status ] = ( $statuses[ $status ] ?? 0 ) + 1;
		}

		$this->assertSame( $before, $snapshot(), 'No malformed body changed the connections, the Appadoo\'s meta or its backups.' );
		$this->assertSame( self::CASES, array_sum( $statuses ), 'Every case was sent.' );
		$this->assertArrayHasKey( 400, $statuses, 'The cases include invalid fields.' );
		$this->assertArrayHasKey( 415, $statuses, 'The cases include non-JSON bodies.' );
	}
}
