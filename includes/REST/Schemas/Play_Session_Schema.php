<?php
/**
 * Response schema of `POST pp/v1/appadoos/{key}/sessions`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{success: true}`: the report was counted. Nothing about the Appadoo or
 * its usage comes back to the (public) reporter.
 */
final class Play_Session_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-play-session';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'success' => self::read_only( 'boolean', __( 'Whether the report was counted.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Unused.
	 */
	public function get_item_response( mixed $item ): array {
		unset( $item );
		return array( 'success' => true );
	}
}
