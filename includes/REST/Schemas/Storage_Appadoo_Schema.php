<?php
/**
 * Shape of an Appadoo's storage settings in answers.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `StorageAppadoo` of docs/APPADOOS.md.
 */
final class Storage_Appadoo_Schema extends Abstract_Schema {

	use Appadoo_Envelopes;

	protected const TITLE = 'playpal-storage-appadoo';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$boolean = self::read_only( 'boolean' );
		$integer = self::read_only( 'integer' );
		return array(
			'id'                 => $integer,
			'name'               => self::read_only( 'string' ),
			'storageProvider'    => self::read_only( 'string', __( 'Where backups of this Appadoo go.', 'playpal' ) ),
			'storageUsed'        => self::read_only( 'integer', __( 'Bytes of the Appadoo\'s files.', 'playpal' ) ),
			'fileCount'          => $integer,
			'autoBackup'         => $boolean,
			'compressionEnabled' => $boolean,
			'retentionDays'      => self::read_only( 'integer', __( 'Days backups are kept; 0 keeps them all.', 'playpal' ) ),
			'encryptionEnabled'  => $boolean,
			'lastBackup'         => self::read_only( array( 'string', 'null' ), __( 'When the last backup was made (ISO 8601), or null.', 'playpal' ) ),
			'owner'              => self::read_only( 'object' ) + array(
				'properties' => array(
					'id'   => $integer,
					'name' => self::read_only( 'string' ),
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item array{post: \WP_Post, settings: array<string, mixed>, usage: array{bytes: int, count: int}}.
	 */
	public function get_item_response( mixed $item ): array {
		$post     = $item['post'];
		$settings = $item['settings'];
		$owner    = get_userdata( (int) $post->post_author );
		return array(
			'id'                 => (int) $post->ID,
			'name'               => (string) $post->post_title,
			'storageProvider'    => (string) $settings['storageProvider'],
			'storageUsed'        => (int) $item['usage']['bytes'],
			'fileCount'          => (int) $item['usage']['count'],
			'autoBackup'         => (bool) $settings['autoBackup'],
			'compressionEnabled' => (bool) $settings['compressionEnabled'],
			'retentionDays'      => (int) $settings['retentionDays'],
			'encryptionEnabled'  => (bool) $settings['encryptionEnabled'],
			'lastBackup'         => $settings['lastBackup'],
			'owner'              => array(
				'id'   => (int) $post->post_author,
				'name' => $owner ? (string) $owner->display_name : '',
			),
		);
	}
}
