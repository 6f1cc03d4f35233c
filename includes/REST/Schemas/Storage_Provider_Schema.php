<?php
/**
 * Shape of a storage provider in answers.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use PlayPal\Backups\Providers\Storage_Provider;

defined( 'ABSPATH' ) || exit;

/**
 * `Provider` of docs/APPADOOS.md: `{id, name, type, connected, quota: {used, total, unit}}`.
 * Never carries credentials.
 */
final class Storage_Provider_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-storage-provider';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		$number = array(
			'type'     => 'number',
			'readonly' => true,
		);
		return array(
			'id'        => array(
				'description' => __( 'Provider id.', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
			'name'      => array(
				'description' => __( 'Provider name.', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
			'type'      => array(
				'description' => __( 'Provider type: local, google or dropbox.', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
			'connected' => array(
				'description' => __( 'Whether the signed-in person has connected this provider.', 'playpal' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
			'quota'     => array(
				'description' => __( 'Space used and available, in the given unit.', 'playpal' ),
				'type'        => 'object',
				'readonly'    => true,
				'properties'  => array(
					'used'  => $number,
					'total' => $number,
					'unit'  => array(
						'type'     => 'string',
						'enum'     => array( 'MB', 'GB' ),
						'readonly' => true,
					),
				),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item array{0: Storage_Provider, 1: int}: the provider and the user it is shown to.
	 */
	public function get_item_response( mixed $item ): array {
		list( $provider, $user_id ) = $item;
		$connected                  = $provider->is_connected( $user_id );
		$quota                      = $connected ? $provider->quota( $user_id ) : null;
		return array(
			'id'        => $provider->id(),
			'name'      => $provider->name(),
			'type'      => $provider->type(),
			'connected' => $connected,
			'quota'     => array(
				'used'  => (float) ( $quota['used'] ?? 0 ),
				'total' => (float) ( $quota['total'] ?? 0 ),
				'unit'  => (string) ( $quota['unit'] ?? ( 'google' === $provider->type() ? 'GB' : 'MB' ) ),
			),
		);
	}
}
