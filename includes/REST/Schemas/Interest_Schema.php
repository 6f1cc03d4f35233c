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
 * on the list (SPEC §7), or `confirmationSent: true` when, with double opt-in
 * on, the sign-up waits for the person to follow the emailed link. Errors carry `success: false` and `error` (see
 * Signups\Signup_Guard).
 */
final class Interest_Schema extends Abstract_Schema {

	protected const TITLE = 'playpal-interest';

	/**
	 * {@inheritDoc}
	 */
	public function get_properties(): array {
		return array(
			'success'           => self::read_only( 'boolean', __( 'Whether the person is on the list.', 'playpal' ) ),
			'alreadySubscribed' => self::read_only( 'boolean', __( 'Present and true when the email was already on the list.', 'playpal' ) ),
			'confirmationSent'  => self::read_only( 'boolean', __( 'Present and true when a confirmation email was sent and the sign-up waits for its link.', 'playpal' ) ),
			'error'             => self::read_only( 'string', __( 'On failure, a sentence explaining what went wrong.', 'playpal' ) ),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param mixed $item `already` (the email was already on the list and
	 *                    confirmed), `confirmation_sent` (it waits for the
	 *                    emailed link) or anything else for a new sign-up.
	 */
	public function get_item_response( mixed $item ): array {
		return match ( $item ) {
			'already'           => array(
				'success'           => true,
				'alreadySubscribed' => true,
			),
			'confirmation_sent' => array(
				'success'          => true,
				'confirmationSent' => true,
			),
			default             => array( 'success' => true ),
		};
	}
}
