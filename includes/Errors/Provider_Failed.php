<?php
/**
 * Failed: an outside storage provider refused or could not be reached.
 *
 * @package PlayPal
 */

namespace PlayPal\Errors;

defined( 'ABSPATH' ) || exit;

/**
 * Kept apart from Operation_Failed because the fault is the provider's, not
 * the site's; `data.reason` says which (a Provider_Error reason).
 */
final class Provider_Failed extends Domain_Exception {
}
