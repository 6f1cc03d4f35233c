<?php
/**
 * Refused: the thing exists but cannot be used as it is.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * E.g. a backup whose bytes changed at its provider, or that can no longer be decrypted: asking again will not help.
 */
final class Unusable extends Domain_Exception {
}
