<?php
/**
 * Response schema of `POST pp/v1/interest`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{success: true}`, plus `alreadySubscribed: true` when the email was already
 * on the list (SPEC §7). Errors carry `success: false` and `error` (see
 * Signups\Interest_Guard).
 */
final class Interest_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-interest';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'success'           => array(
				'description' => __( 'Whether the person is on the list.', 'playpal' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
			'alreadySubscribed' => array(
				'description' => __( 'Present and true when the email was already on the list.', 'playpal' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
			'error'             => array(
				'description' => __( 'On failure, a sentence explaining what went wrong.', 'playpal' ),
				'type'        => 'string',
				'readonly'    => true,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item True when the email was already on the list.
	 */
	public function get_item_response( mixed $item ): array {
		return true === $item ? array(
			'success'           => true,
			'alreadySubscribed' => true,
		) : array( 'success' => true );
	}
}
