<?php
/**
 * Response schema of `pp/v1/family/summary-email`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{weekly: bool}`: whether the parent gets the weekly play summary by e-mail.
 */
final class Family_Summary_Email_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-family-summary-email';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'weekly' => self::read_only( 'boolean', __( 'Whether the weekly play summary is e-mailed to the parent.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Whether the summary is on.
	 */
	public function get_item_response( mixed $item ): array {
		return array( 'weekly' => (bool) $item );
	}
}
