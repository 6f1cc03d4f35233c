<?php
/**
 * GET and PUT pp/v1/family/pin
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Family\Clock;
use PlayPal\REST\Schemas\Family_Pin_Schema;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Whether the parent has a PIN (GET `{pinSet}`), and setting or changing it
 * (PUT `{pin: "4–8 digits", currentPin?, accountPassword?}` → `{pinSet: true, parentMode}`).
 * Setting the first PIN opens parent mode at once; it is free only while the
 * parent has no children, else it needs `accountPassword` (the WordPress
 * account's password, a counted check like a PIN). Changing one needs parent
 * mode and the current PIN (a counted check). Only a hash is stored; no
 * answer holds the PIN.
 *
 * Errors: 400 `playpal_family_pin_invalid`, `playpal_family_current_pin_required`,
 * `playpal_invalid_body`; 403 `playpal_family_parent_mode_required`,
 * `playpal_family_pin_wrong`, `playpal_family_account_password_required`,
 * `playpal_family_account_password_wrong`; 429 `playpal_family_pin_rate_limited`
 * (`retry_after`); 503 `playpal_family_busy`.
 *
 * @extends Abstract_Family_Route<Family_Pin_Schema>
 */
final class Family_Pin extends Abstract_Family_Route {

	public const IDENTIFIER = 'family-pin';

	public const PATH = '/family/pin';

	protected const METHODS = array( WP_REST_Server::READABLE, 'PUT' );

	public const SCHEMA = Family_Pin_Schema::class;

	/**
	 * {@inheritDoc}
	 *
	 * @param string $methods The handler's methods.
	 */
	protected function handler_args( string $methods ): array {
		if ( 'PUT' !== $methods ) {
			return array();
		}
		$pin = static fn( string $description, bool $required ): array => array(
			'description' => $description,
			'type'        => 'string',
			'pattern'     => '^[0-9]{4,8}$',
			'required'    => $required,
		);
		return array(
			'pin'             => $pin( __( 'The new PIN: 4 to 8 digits.', 'playpal' ), true ),
			'currentPin'      => $pin( __( 'The current PIN, to change one already set.', 'playpal' ), false ),
			'accountPassword' => array(
				'description' => __( 'The WordPress account password, to set the first PIN once the family has children.', 'playpal' ),
				'type'        => 'string',
				'minLength'   => 1,
				'maxLength'   => 4096,
			),
		);
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->private_item( $this->family->pin->is_set( $this->signed_in_user() ) );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		$parent_id = $this->signed_in_user();
		$fields    = $this->body( $request, array( 'pin', 'currentPin', 'accountPassword' ) );
		$now       = Clock::now();
		// A PIN already set changes only in parent mode (checked under the PIN's lock, so a PIN set
		// by a parallel request is not taken for "none yet"); the first one opens it, and is free
		// only while there are no children (else it takes the account password).
		$first = $this->family->pin->set(
			$parent_id,
			$fields['pin'] ?? null,
			$fields['currentPin'] ?? null,
			$now,
			fn() => $this->require_parent_mode( $parent_id ),
			$fields['accountPassword'] ?? null
		);
		if ( $first ) {
			$this->family->parent_mode->open( $parent_id, $now );
		}
		return $this->private_item(
			array(
				'pinSet'     => true,
				'parentMode' => $this->parent_mode_status( $parent_id ),
			)
		);
	}
}
