<?php
/**
 * Refused: what was sent is not a type this place takes.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * E.g. an upload whose bytes are not a picture, or a body that is not JSON:
 * the person must send another kind of file or format, not another value.
 */
final class Unsupported_Type extends Domain_Exception {
}
