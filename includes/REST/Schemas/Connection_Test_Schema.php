<?php
/**
 * Response schema of `POST pp/v1/referrals/test-connection`.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Schemas;

defined( 'ABSPATH' ) || exit;

/**
 * `{success, configured, message}`: whether the provider answered, and a
 * sentence for the settings screen (the failure's detail, never the key).
 */
final class Connection_Test_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-referral-connection-test';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'success'    => self::read_only( 'boolean', __( 'Whether the provider answered with the stored settings.', 'playpal' ) ),
			'configured' => self::read_only( 'boolean', __( 'Whether address, programme id and key are all set.', 'playpal' ) ),
			'message'    => self::read_only( 'string', __( 'What happened, for the site owner.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item null when the provider answered; false when not configured; else the failure's detail.
	 */
	public function get_item_response( mixed $item ): array {
		if ( null === $item ) {
			return array(
				'success'    => true,
				'configured' => true,
				'message'    => __( 'Connected: the referral provider answered.', 'playpal' ),
			);
		}
		if ( false === $item ) {
			return array(
				'success'    => false,
				'configured' => false,
				'message'    => __( 'Save the provider address, programme id and API key first.', 'playpal' ),
			);
		}
		return array(
			'success'    => false,
			'configured' => true,
			/* translators: %s: what went wrong, e.g. "GET /partners/{id}/stats: HTTP 500". */
			'message'    => sprintf( __( 'The referral provider did not answer as expected: %s', 'playpal' ), (string) $item ),
		);
	}
}
