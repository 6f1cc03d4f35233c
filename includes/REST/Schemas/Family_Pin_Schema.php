<?php
/**
 * Response schema of `pp/v1/family/pin`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{pinSet: bool}`: whether the parent has a PIN; the answer of a PUT adds
 * `parentMode: {open, expiresAt, idleSeconds}` (setting the first PIN opens
 * it). The PIN and its hash are never part of any answer.
 */
final class Family_Pin_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-family-pin';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'pinSet'     => self::read_only( 'boolean', __( 'Whether a parent PIN is set.', 'playpal' ) ),
			'parentMode' => self::read_only( 'object', __( 'Parent mode after setting or changing the PIN (PUT only).', 'playpal' ) ) + array(
				'properties' => Family_Parent_Mode_Schema::mode_properties(),
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Whether a PIN is set, or `{pinSet, parentMode}` (a PUT's answer).
	 */
	public function get_item_response( mixed $item ): array {
		if ( ! is_array( $item ) ) {
			return array( 'pinSet' => (bool) $item );
		}
		return array(
			'pinSet'     => (bool) ( $item['pinSet'] ?? false ),
			'parentMode' => (array) ( $item['parentMode'] ?? array() ),
		);
	}
}
