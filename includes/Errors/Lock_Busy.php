<?php
/**
 * A named lock that stayed taken.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown by Storage\Named_Lock when another request held the lock for the whole wait
 * (or the database refused it). A RuntimeException, so callers that answer
 * "busy, try again" for any storage failure keep doing so.
 */
final class Lock_Busy extends RuntimeException {

	public function __construct() {
		parent::__construct( 'A PlayPal lock stayed busy.' );
	}
}
