<?php
/**
 * Response schema of `GET pp/v1/me`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

use WP_User;

defined( 'ABSPATH' ) || exit;

/**
 * Who is asking: `{loggedIn: false}` for a guest, otherwise
 * `{loggedIn: true, id, name, canManageAllAppadoos}`.
 */
final class Me_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-me';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'loggedIn'             => array(
				'description' => __( 'Whether the person is signed in.', 'playpal' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
			'id'                   => array(
				'description' => __( 'User id (signed in only).', 'playpal' ),
				'type'        => 'integer',
				'readonly'    => true,
			),
			'name'                 => array(
				'description' => __( 'Display name (signed in only).', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
			'canManageAllAppadoos' => array(
				'description' => __( 'Whether the person may see and change everyone\'s Appadoos (signed in only).', 'playpal' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{user: WP_User|null, can_manage_all: bool}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		$user = $item['user'] ?? null;
		if ( ! $user instanceof WP_User || ! $user->exists() ) {
			return array( 'loggedIn' => false );
		}
		return array(
			'loggedIn'             => true,
			'id'                   => (int) $user->ID,
			'name'                 => (string) $user->display_name,
			'canManageAllAppadoos' => (bool) ( $item['can_manage_all'] ?? false ),
		);
	}
}
