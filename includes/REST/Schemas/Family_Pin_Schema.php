<?php
/**
 * Response schema of `pp/v1/family/pin`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{pinSet: bool}`: whether the parent has a PIN. The PIN and its hash are
 * never part of any answer.
 */
final class Family_Pin_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-family-pin';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'pinSet' => array(
				'description' => __( 'Whether a parent PIN is set.', 'playpal' ),
				'type'        => 'boolean',
				'readonly'    => true,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Whether a PIN is set.
	 */
	public function get_item_response( mixed $item ): array {
		return array( 'pinSet' => (bool) $item );
	}
}
