<?php
/**
 * Refused: the thing does not exist, or is someone else's.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Someone else's thing is reported exactly like a missing one, so ids cannot be probed.
 */
final class Not_Found extends Domain_Exception {
}
