<?php
/**
 * Refused: what was sent is not a valid value.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * E.g. a payout amount that is not a sum of money, or a date in the future:
 * the person can correct it and send again. `data.param` names the field.
 */
final class Invalid_Input extends Domain_Exception {
}
