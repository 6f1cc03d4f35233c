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
		$number = self::read_only( 'number' );
		return array(
			'id'        => self::read_only( 'string', __( 'Provider id.', 'playpal' ) ),
			'name'      => self::read_only( 'string', __( 'Provider name.', 'playpal' ) ),
			'type'      => self::read_only( 'string', __( 'Provider type: local, google or dropbox.', 'playpal' ) ),
			'connected' => self::read_only( 'boolean', __( 'Whether the signed-in person has connected this provider.', 'playpal' ) ),
			'quota'     => self::read_only( 'object', __( 'Space used and available, in the given unit.', 'playpal' ) ) + array(
				'properties' => array(
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

	/**
	 * `{success: true, providers}`: every provider as the user sees it.
	 *
	 * @param Storage_Provider[] $providers Providers.
	 * @param int                $user_id   The user they are shown to.
	 * @return array<string, mixed>
	 */
	public function collection_response( array $providers, int $user_id ): array {
		return array(
			'success'   => true,
			'providers' => array_map( fn( Storage_Provider $provider ): array => $this->get_item_response( array( $provider, $user_id ) ), array_values( $providers ) ),
		);
	}

	/**
	 * `{success: true, provider, message}`: the answer to connecting or disconnecting a provider.
	 *
	 * @param Storage_Provider $provider The provider.
	 * @param int              $user_id  The user it is shown to.
	 * @param string           $message  What happened, for the person.
	 * @return array<string, mixed>
	 */
	public function connection_response( Storage_Provider $provider, int $user_id, string $message ): array {
		return array(
			'success'  => true,
			'provider' => $this->get_item_response( array( $provider, $user_id ) ),
			'message'  => $message,
		);
	}
}
