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

	/**
	 * The refusal of one form field, named in `data.params` as WordPress names its own.
	 *
	 * @param string $field   Field name.
	 * @param string $code    Stable code.
	 * @param string $message Sentence for the person.
	 */
	public static function field( string $field, string $code, string $message ): self {
		return new self( $code, $message, array( 'params' => array( $field ) ) );
	}
}
