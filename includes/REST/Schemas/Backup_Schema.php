<?php
/**
 * Shape of a backup in answers.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `Backup` of docs/APPADOOS.md: `{id, appadooId, provider, size, createdAt, compressed, encrypted}`.
 * The provider's own file id stays on the server.
 */
final class Backup_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-backup';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$boolean = array(
			'type'     => 'boolean',
			'readonly' => true,
		);
		return array(
			'id'         => array(
				'type'     => 'string',
				'readonly' => true,
			),
			'appadooId'  => array(
				'type'     => 'integer',
				'readonly' => true,
			),
			'provider'   => array(
				'type'     => 'string',
				'readonly' => true,
			),
			'size'       => array(
				'description' => __( 'Size of the stored backup, in bytes.', 'playpal' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
			'createdAt'  => array(
				'description' => __( 'When the backup was made (ISO 8601, UTC).', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
			'compressed' => $boolean,
			'encrypted'  => $boolean,
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item An index entry with appadooId.
	 */
	public function get_item_response( mixed $item ): array {
		return array(
			'id'         => (string) $item['id'],
			'appadooId'  => (int) $item['appadooId'],
			'provider'   => (string) $item['provider'],
			'size'       => (int) $item['size'],
			'createdAt'  => (string) $item['createdAt'],
			'compressed' => (bool) $item['compressed'],
			'encrypted'  => (bool) $item['encrypted'],
		);
	}
}
