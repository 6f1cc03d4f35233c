<?php
/**
 * Refused: the request clashes with what is stored now.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * E.g. a seventh child's profile when six is the most, or extra time asked
 * before a parent PIN is set: the request is well formed, but the state of
 * things must change first.
 */
final class Conflict extends Domain_Exception {
}
