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
			'id'        => array(
				'description' => __( 'Appadoo id.', 'playpal' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
			'key'       => array(
				'description' => __( 'The Appadoo\'s public key (its player address).', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
			'name'      => array(
				'description' => __( 'Name.', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
			'openUrl'   => array(
				'description' => __( 'Where the saved Appadoo opens: its player host page.', 'playpal' ),
				'type'        => 'string',
				'format'      => 'uri',
				'readonly'    => true,
			),
			'expiresAt' => array(
				'description' => __( 'When the token in the file addresses stops working online (ISO 8601, UTC); offline the saved bytes are served.', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
			'files'     => array(
				'description' => __( 'Every address to save: the host page first, then the runtime and the package files.', 'playpal' ),
				'type'        => 'array',
				'readonly'    => true,
				'items'       => array(
					'type'       => 'object',
					'properties' => array(
						'url'      => array(
							'description' => __( 'The address the browser asks for; the saved copy is stored under it.', 'playpal' ),
							'type'        => 'string',
							'format'      => 'uri',
						),
						'fetchUrl' => array(
							'description' => __( 'The address to fetch the copy from.', 'playpal' ),
							'type'        => 'string',
							'format'      => 'uri',
						),
						'bytes'    => array(
							'description' => __( 'Size in bytes.', 'playpal' ),
							'type'        => 'integer',
						),
					),
				),
			),
			'bytes'     => array(
				'description' => __( 'Total size of the files in bytes.', 'playpal' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
			'count'     => array(
				'description' => __( 'Number of files.', 'playpal' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
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
