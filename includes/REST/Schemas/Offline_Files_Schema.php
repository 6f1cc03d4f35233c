<?php
/**
 * Response schema of `GET pp/v1/appadoos/{appadoo}/offline-files`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * `{id, key, name, openUrl, expiresAt, files: [{url, fetchUrl, bytes}], bytes, count}`:
 * what the offline library saves to play an Appadoo with no network. Each
 * file is stored under `url` (what the browser asks for offline), fetched
 * from `fetchUrl` (the same, but for the host page: `?offline={token}`
 * makes it frame the saved files' token).
 */
final class Offline_Files_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-offline-files';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'id'        => self::read_only( 'integer', __( 'Appadoo id.', 'playpal' ) ),
			'key'       => self::read_only( 'string', __( 'The Appadoo\'s public key (its player address).', 'playpal' ) ),
			'name'      => self::read_only( 'string', __( 'Name.', 'playpal' ) ),
			'openUrl'   => self::read_only( 'string', __( 'Where the saved Appadoo opens: its player host page.', 'playpal' ), array( 'format' => 'uri' ) ),
			'expiresAt' => self::read_only( 'string', __( 'When the token in the file addresses stops working online (ISO 8601, UTC); offline the saved bytes are served.', 'playpal' ) ),
			'files'     => self::read_only_object_list(
				__( 'Every address to save: the host page first, then the runtime and the package files.', 'playpal' ),
				array(
					'url'      => self::field( 'string', __( 'The address the browser asks for; the saved copy is stored under it.', 'playpal' ), array( 'format' => 'uri' ) ),
					'fetchUrl' => self::field( 'string', __( 'The address to fetch the copy from.', 'playpal' ), array( 'format' => 'uri' ) ),
					'bytes'    => self::field( 'integer', __( 'Size in bytes.', 'playpal' ) ),
				)
			),
			'bytes'     => self::read_only( 'integer', __( 'Total size of the files in bytes.', 'playpal' ) ),
			'count'     => self::read_only( 'integer', __( 'Number of files.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{post, expires, open_url, files: [{url, fetch_url, bytes}]}` (Player::offline_files() and the post).
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		$post = $item['post'];
		assert( $post instanceof WP_Post );
		$files = array();
		$total = 0;
		foreach ( (array) $item['files'] as $file ) {
			$files[] = array(
				'url'      => (string) $file['url'],
				'fetchUrl' => (string) $file['fetch_url'],
				'bytes'    => (int) $file['bytes'],
			);
			$total  += (int) $file['bytes'];
		}
		return array(
			'id'        => (int) $post->ID,
			'key'       => (string) $post->post_name,
			'name'      => (string) $post->post_title,
			'openUrl'   => (string) $item['open_url'],
			'expiresAt' => gmdate( 'Y-m-d\TH:i:s\Z', (int) $item['expires'] ),
			'files'     => $files,
			'bytes'     => $total,
			'count'     => count( $files ),
		);
	}
}
