<?php
/**
 * A data upgrade that runs once per site, whichever request gets there first.
 *
 * @package PlayPal
 */

namespace PlayPal\Database;

use PlayPal\Errors\Lock_Busy;

defined( 'ABSPATH' ) || exit;

/**
 * The frame every upgrade step shares: a version in an autoloaded option says
 * whether it ran; the first request that finds it older takes a site-wide
 * named lock without waiting (any other request goes on at once), reads the
 * option again under the lock — the request that held it may just have
 * finished — runs the step, and records the version only when the step says
 * it finished (false: a later request tries again).
 */
final class One_Time_Step {

	/**
	 * Runs the step unless its version is recorded.
	 *
	 * @param string           $option  Option holding the version.
	 * @param string           $version The step's version.
	 * @param string           $lock    The named lock (within PlayPal's lock names).
	 * @param callable(): bool $step   The step; whether it finished.
	 */
	public static function run( string $option, string $version, string $lock, callable $step ): void {
		if ( get_option( $option ) === $version ) {
			return;
		}
		try {
			Named_Lock::run(
				$lock,
				0,
				static function () use ( $option, $version, $step ): void {
					wp_cache_delete( $option, 'options' );
					wp_cache_delete( 'alloptions', 'options' );
					if ( get_option( $option ) !== $version && $step() ) {
						update_option( $option, $version, true );
					}
				}
			);
		} catch ( Lock_Busy ) {
			return; // Another request is running it.
		}
	}
}
