<?php
/**
 * Failed: the site could not finish the work just now.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Nothing is left half-written when this is thrown; the person may try again.
 */
final class Operation_Failed extends Domain_Exception {
}
