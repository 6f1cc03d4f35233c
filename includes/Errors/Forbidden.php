<?php
/**
 * Refused: the person is signed in but may not do this.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown when the person is known but lacks the right (e.g. a non-manager asking for everyone's Appadoos).
 */
final class Forbidden extends Domain_Exception {
}
