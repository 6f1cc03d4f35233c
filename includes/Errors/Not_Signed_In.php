<?php
/**
 * Refused: the action needs a signed-in person.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown when a guest asks for something that belongs to a person (their Appadoos, their storage).
 */
final class Not_Signed_In extends Domain_Exception {
}
