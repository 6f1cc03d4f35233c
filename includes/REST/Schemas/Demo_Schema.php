<?php
/**
 * Response schema of `pp/v1/demo`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * A friendly message the app shows to prove it reaches the server.
 */
final class Demo_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-demo';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'message' => self::read_only( 'string', __( 'A greeting from the server.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item The message (string).
	 */
	public function get_item_response( mixed $item ): array {
		return array( 'message' => (string) $item );
	}
}
