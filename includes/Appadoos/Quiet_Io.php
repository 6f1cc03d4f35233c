<?php
/**
 * File operations that never print or log a warning.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * PHP's file and zip functions report failures as warnings whose text holds
 * the full path (`fopen(/…/playpal-appadoos/{token}/…): Failed to open
 * stream`), and WP_DEBUG_LOG writes them to a log that many hosts serve. The
 * store's operations run through here instead: a failure is only the
 * function's `false`, which the caller turns into a stable error code.
 */
final class Quiet_Io {

	/**
	 * Runs $operation with warnings and notices swallowed.
	 *
	 * @param callable $operation Called without arguments.
	 * @return mixed What it returned.
	 */
	public static function run( callable $operation ): mixed {
		set_error_handler( static fn(): bool => true, E_WARNING | E_NOTICE | E_USER_WARNING | E_USER_NOTICE | E_DEPRECATED ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- Only this call's warnings, restored below.
		try {
			return $operation();
		} finally {
			restore_error_handler();
		}
	}
}
