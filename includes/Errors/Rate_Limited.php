<?php
/**
 * Refused: a rate limit is used up.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Always carries `retry_after` (seconds until the window ends), so every
 * caller can tell the person, and the REST answer the client, when to come back.
 */
final class Rate_Limited extends Domain_Exception {

	/**
	 * Constructor.
	 *
	 * @param string $error_code  Stable code, e.g. 'playpal_interest_rate_limited'.
	 * @param string $message     Translated message for the person.
	 * @param int    $retry_after Seconds until the limit's window ends.
	 */
	public function __construct( string $error_code, string $message, int $retry_after ) {
		parent::__construct( $error_code, $message, array( 'retry_after' => $retry_after ) );
	}
}
