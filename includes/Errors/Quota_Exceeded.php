<?php
/**
 * Refused: the write would take the owner past their storage quota.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Thrown before anything is written; `data` carries the figures in bytes (usedBytes, quotaBytes, neededBytes).
 */
final class Quota_Exceeded extends Domain_Exception {
}
