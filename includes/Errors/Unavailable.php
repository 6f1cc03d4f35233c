<?php
/**
 * Refused for now: a counter or a lock could not be taken.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * The site is busy or its database refused; nothing was done and the same request may succeed in a moment.
 */
final class Unavailable extends Domain_Exception {
}
