<?php
/**
 * Response schema of `pp/v1/family/parent-mode`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{open, expiresAt, idleSeconds, pinSet}`: whether parent mode is open for
 * this signed-in browser, when it ends unless a gated request moves it
 * (ISO 8601 UTC, null when closed), how long
 * it lasts idle, and whether a PIN is set (never the PIN).
 */
final class Family_Parent_Mode_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-family-parent-mode';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return self::mode_properties() + array(
			'pinSet' => self::read_only( 'boolean', __( 'Whether a parent PIN is set.', 'playpal' ) ),
		);
	}

	/**
	 * The properties of parent mode (also the `parentMode` of PUT pp/v1/family/pin).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public static function mode_properties(): array {
		return array(
			'open'        => self::read_only( 'boolean', __( 'Whether parent mode is open for this signed-in browser.', 'playpal' ) ),
			'expiresAt'   => self::read_only( array( 'string', 'null' ), __( 'When parent mode ends unless the parent changes something first (ISO 8601, UTC), or null.', 'playpal' ) ),
			'idleSeconds' => self::read_only( 'integer', __( 'How long parent mode stays open without a change, in seconds.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `{open, expiresAt, idleSeconds, pinSet}`.
	 */
	public function get_item_response( mixed $item ): array {
		$item = (array) $item;
		return array(
			'open'        => (bool) ( $item['open'] ?? false ),
			'expiresAt'   => isset( $item['expiresAt'] ) ? (string) $item['expiresAt'] : null,
			'idleSeconds' => (int) ( $item['idleSeconds'] ?? 0 ),
			'pinSet'      => (bool) ( $item['pinSet'] ?? false ),
		);
	}
}
