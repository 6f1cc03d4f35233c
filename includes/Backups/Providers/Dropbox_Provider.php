<?php
/**
 * Backups in the user's Dropbox.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups\Providers;

use PlayPal\Backups\Providers\Abstract_Remote_Provider;

defined( 'ABSPATH' ) || exit;

/**
 * Dropbox API v2 over wp_remote_request():
 *
 * - put: `POST {content}/files/upload` (bytes; `Dropbox-API-Arg` names `/PlayPal/{name}`);
 * - get: `POST {content}/files/download`;
 * - delete: `POST {api}/files/delete_v2`;
 * - quota: `POST {api}/users/get_space_usage`, shown in MB.
 *
 * `{api}` and `{content}` are filterable (`playpal_storage_dropbox_api_base`,
 * `playpal_storage_dropbox_content_base`). The remote id is the file's
 * lower-case path, which every call accepts. Credential the Connect dialog
 * collects: `appKey`, 10 to 20 lowercase letters and digits (shape only).
 */
final class Dropbox_Provider extends Abstract_Remote_Provider {

	public const ID = 'dropbox';

	protected const CREDENTIAL_FIELDS = array( 'appKey' );

	public const APP_KEY_PATTERN = '/^[a-z0-9]{10,20}$/';

	/** Folder the backups go in. */
	private const FOLDER = '/PlayPal';

	public function name(): string {
		return __( 'Dropbox', 'playpal' );
	}

	public function clean_credentials( array $fields ): ?array {
		if ( array( 'appKey' ) !== array_keys( $fields ) || ! is_string( $fields['appKey'] ) ) {
			return null;
		}
		$app_key = trim( $fields['appKey'] );
		return preg_match( self::APP_KEY_PATTERN, $app_key ) ? array( 'appKey' => $app_key ) : null;
	}

	public function put( int $user_id, string $name, string $bytes ): string {
		$answer = $this->request(
			'POST',
			$this->content_base() . '/files/upload',
			array(
				'Content-Type'    => 'application/octet-stream',
				'Dropbox-API-Arg' => self::arg(
					array(
						'path'       => self::FOLDER . '/' . $name,
						'mode'       => 'add',
						'autorename' => true,
						'mute'       => true,
					)
				),
			),
			$bytes,
			$user_id
		);
		return $this->uploaded( $user_id, $answer, 'path_lower', 'Dropbox did not return a file path.' );
	}

	public function get( int $user_id, string $remote_id ): string {
		return $this->request(
			'POST',
			$this->content_base() . '/files/download',
			array(
				'Content-Type'    => 'text/plain',
				'Dropbox-API-Arg' => self::arg( array( 'path' => $remote_id ) ),
			),
			'',
			$user_id
		)['body'];
	}

	public function delete( int $user_id, string $remote_id ): void {
		$this->delete_remote(
			'POST',
			$this->api_base() . '/files/delete_v2',
			array( 'Content-Type' => 'application/json' ),
			(string) wp_json_encode( array( 'path' => $remote_id ) ),
			$user_id
		);
	}

	protected function unit(): string {
		return 'MB';
	}

	protected function fetch_quota_bytes( int $user_id ): array {
		$answer = $this->request( 'POST', $this->api_base() . '/users/get_space_usage', array( 'Content-Type' => 'application/json' ), 'null', $user_id, self::QUOTA_TIMEOUT );
		$data   = $this->json( $answer['body'] );
		return array( (int) ( $data['used'] ?? 0 ), (int) ( $data['allocation']['allocated'] ?? 0 ) );
	}

	protected function key_credential( array $credentials ): string {
		return $credentials['appKey'];
	}

	/**
	 * A `Dropbox-API-Arg` header value: JSON with every non-ASCII character escaped, as Dropbox requires.
	 *
	 * @param array<string, mixed> $arg Argument.
	 */
	private static function arg( array $arg ): string {
		return (string) wp_json_encode( $arg, JSON_UNESCAPED_SLASHES );
	}

	/**
	 * The RPC base address.
	 */
	private function api_base(): string {
		/**
		 * Filters Dropbox's RPC base address (tests point it at a stub).
		 *
		 * @param string $base Default https://api.dropboxapi.com/2.
		 */
		return self::base( 'playpal_storage_dropbox_api_base', 'https://api.dropboxapi.com/2' );
	}

	/**
	 * The content (upload, download) base address.
	 */
	private function content_base(): string {
		/**
		 * Filters Dropbox's content base address (tests point it at a stub).
		 *
		 * @param string $base Default https://content.dropboxapi.com/2.
		 */
		return self::base( 'playpal_storage_dropbox_content_base', 'https://content.dropboxapi.com/2' );
	}
}
