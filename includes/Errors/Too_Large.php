<?php
/**
 * Refused: what was sent is larger than allowed.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * E.g. a saved state over its size limit; `data.maxBytes` says the limit,
 * so a client can tell the person (or the package author) how much fits.
 */
final class Too_Large extends Domain_Exception {
}
