<?php
/**
 * Backups in the user's Google Drive.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups\Providers;

use PlayPal\Backups\Providers\Abstract_Remote_Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Google Drive API v3 over wp_remote_request():
 *
 * - put: `POST {base}/upload/drive/v3/files?uploadType=multipart` (multipart/related: JSON metadata, then the bytes);
 * - get: `GET {base}/drive/v3/files/{id}?alt=media`;
 * - delete: `DELETE {base}/drive/v3/files/{id}`;
 * - quota: `GET {base}/drive/v3/about?fields=storageQuota`, shown in GB.
 *
 * `{base}` is filterable (`playpal_storage_google_api_base`); the tests point
 * it at tests/doubles/storage-stub. Credentials the Connect dialog collects:
 * `clientId` (an OAuth client id: digits, a dash, lowercase letters and
 * digits, ending `.apps.googleusercontent.com`) and `apiKey` (`AIza` followed
 * by 35 letters, digits, `_` or `-`). Only their shape is checked.
 */
final class Google_Drive_Provider extends Abstract_Remote_Provider {

	public const ID = 'google';

	protected const CREDENTIAL_FIELDS = array( 'clientId', 'apiKey' );

	public const CLIENT_ID_PATTERN = '/^[0-9]{1,40}-[a-z0-9]{1,64}\.apps\.googleusercontent\.com$/';

	public const API_KEY_PATTERN = '/^AIza[0-9A-Za-z_-]{35}$/';

	public function name(): string {
		return __( 'Google Drive', 'playpal' );
	}

	public function clean_credentials( array $fields ): ?array {
		if ( array() !== array_diff( array_keys( $fields ), $this->credential_fields() ) ) {
			return null;
		}
		$client_id = $fields['clientId'] ?? null;
		$api_key   = $fields['apiKey'] ?? null;
		if ( ! is_string( $client_id ) || ! is_string( $api_key ) ) {
			return null;
		}
		$client_id = trim( $client_id );
		$api_key   = trim( $api_key );
		if ( ! preg_match( self::CLIENT_ID_PATTERN, $client_id ) || ! preg_match( self::API_KEY_PATTERN, $api_key ) ) {
			return null;
		}
		return array(
			'clientId' => $client_id,
			'apiKey'   => $api_key,
		);
	}

	public function put( int $user_id, string $name, string $bytes ): string {
		$boundary = 'playpal-' . bin2hex( random_bytes( 12 ) );
		$metadata = wp_json_encode(
			array(
				'name'     => $name,
				'mimeType' => 'application/octet-stream',
			)
		);
		$body     = "--{$boundary}\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n{$metadata}\r\n"
			. "--{$boundary}\r\nContent-Type: application/octet-stream\r\n\r\n{$bytes}\r\n--{$boundary}--\r\n";
		$answer   = $this->request(
			'POST',
			$this->api_base() . '/upload/drive/v3/files?uploadType=multipart&fields=id',
			array( 'Content-Type' => 'multipart/related; boundary=' . $boundary ),
			$body,
			$user_id
		);
		return $this->uploaded( $user_id, $answer, 'id', 'Google Drive did not return a file id.' );
	}

	public function get( int $user_id, string $remote_id ): string {
		return $this->request( 'GET', $this->file_url( $remote_id ) . '?alt=media', array(), null, $user_id )['body'];
	}

	public function delete( int $user_id, string $remote_id ): void {
		$this->delete_remote( 'DELETE', $this->file_url( $remote_id ), array(), null, $user_id );
	}

	protected function unit(): string {
		return 'GB';
	}

	protected function fetch_quota_bytes( int $user_id ): array {
		$answer = $this->request( 'GET', $this->api_base() . '/drive/v3/about?fields=storageQuota', array(), null, $user_id, self::QUOTA_TIMEOUT );
		$quota  = $this->json( $answer['body'] )['storageQuota'] ?? array();
		return array( (int) ( $quota['usage'] ?? 0 ), (int) ( $quota['limit'] ?? 0 ) );
	}

	protected function key_credential( array $credentials ): string {
		return $credentials['apiKey'];
	}

	/**
	 * Address of one file.
	 *
	 * @param string $remote_id Drive file id.
	 */
	private function file_url( string $remote_id ): string {
		return $this->api_base() . '/drive/v3/files/' . rawurlencode( $remote_id );
	}

	/**
	 * The API's base address.
	 */
	private function api_base(): string {
		/**
		 * Filters the Google APIs base address (tests point it at a stub).
		 *
		 * @param string $base Default https://www.googleapis.com.
		 */
		return self::base( 'playpal_storage_google_api_base', 'https://www.googleapis.com' );
	}
}
