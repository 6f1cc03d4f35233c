<?php
/**
 * Activation and deactivation.
 *
 * @package PlayPal
 */

namespace PlayPal;

use PlayPal\Backups\Storage_Daily_Job;
use PlayPal\Settings\Settings;
use PlayPal\Storage\Schema;

defined( 'ABSPATH' ) || exit;

/**
 * What happens when the plugin is switched on or off.
 */
final class Lifecycle {

	/**
	 * 'yes' while rewrite rules wait to be flushed. Always present and
	 * autoloaded, so checking it costs no query.
	 */
	public const FLUSH_OPTION = 'playpal_flush_rewrite_rules';

	/**
	 * Registers the deferred flush (call once, from the composition root).
	 */
	public static function add_hooks(): void {
		// Late on init, after every rewrite rule has been added.
		add_action( 'init', array( self::class, 'maybe_flush_rewrite_rules' ), 999 );
	}

	/**
	 * Stores the default settings (an existing owner's settings are kept) and
	 * asks for a rewrite flush on the next request: during activation, the
	 * plugin's rules are not all registered yet.
	 */
	public static function activate(): void {
		add_option( Settings::OPTION, Settings::defaults() );
		Schema::install();
		update_option( self::FLUSH_OPTION, 'yes', true );
	}

	/**
	 * Forgets rewrite rules the plugin may have added and stops its scheduled
	 * jobs (a switched-off plugin must not leave work in wp_cron).
	 */
	public static function deactivate(): void {
		flush_rewrite_rules( false );
		wp_clear_scheduled_hook( Storage_Daily_Job::HOOK );
	}

	/**
	 * Flushes the rewrite rules once after activation.
	 */
	public static function maybe_flush_rewrite_rules(): void {
		if ( 'yes' === get_option( self::FLUSH_OPTION ) ) {
			update_option( self::FLUSH_OPTION, 'no', true );
			flush_rewrite_rules( false );
		}
	}
}
