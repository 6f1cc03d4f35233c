<?php
/**
 * The signed-in check of the private routes.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Errors\Not_Signed_In;
use PlayPal\REST\Domain_Error_Map;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * The one signed-in check: the permission callback of every private handler
 * (`check_signed_in`) and the handlers' own reading of who asks
 * (signed_in_user()) refuse a guest alike, 401 `playpal_not_signed_in`, in
 * the words of the route's area (sign_in_message()).
 *
 * Writes need WordPress's REST nonce: for cookie sign-ins, WordPress itself
 * treats a request without a valid `X-WP-Nonce` as a guest's.
 */
trait Requires_Sign_In {

	/**
	 * What a guest is told, naming the area the route belongs to
	 * (e.g. "Please sign in to use the Appadoo portal.").
	 */
	abstract protected function sign_in_message(): string;

	/**
	 * Permission callback: a signed-in person, or 401.
	 *
	 * @return true|WP_Error
	 */
	public function check_signed_in(): bool|WP_Error {
		return Domain_Error_Map::answering( fn(): bool => $this->signed_in_user() > 0 )();
	}

	/**
	 * The signed-in person's id.
	 *
	 * @throws Not_Signed_In `playpal_not_signed_in` for guests.
	 */
	protected function signed_in_user(): int {
		$user_id = get_current_user_id();
		if ( $user_id <= 0 ) {
			throw new Not_Signed_In( 'playpal_not_signed_in', $this->sign_in_message() );
		}
		return $user_id;
	}
}
