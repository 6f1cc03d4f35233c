<?php
/**
 * Response schema of `pp/v1/family/consent`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{withdrawn: true}`: the parent withdrew their consent, and every child's
 * data, the consent, the PIN and the weekly summary choice are deleted.
 */
final class Family_Consent_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-family-consent';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'withdrawn' => self::read_only( 'boolean', __( 'Whether the consent was withdrawn and the family\'s data deleted.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item Whether it was withdrawn.
	 */
	public function get_item_response( mixed $item ): array {
		return array( 'withdrawn' => (bool) $item );
	}
}
