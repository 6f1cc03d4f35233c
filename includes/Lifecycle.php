<?php
/**
 * Activation and deactivation.
 *
 * @package PlayPal
 */

namespace PlayPal;

use PlayPal\Appadoos\Store_Layout_Upgrade;
use PlayPal\Backups\Backups_Daily_Job;
use PlayPal\Content\Content_Version;
use PlayPal\Content\Response_Cache;
use PlayPal\Family\Family_Retention;
use PlayPal\Family\Weekly_Summary_Job;
use PlayPal\Members\Membership_Daily_Job;
use PlayPal\Security\Moderation_Capability;
use PlayPal\Settings\Settings;
use PlayPal\Signups\Unconfirmed_Purge;
use PlayPal\Database\Atomic_Counter;
use PlayPal\Database\Schema;

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
	 * The settings Plugin builds. WordPress calls activate() statically, from
	 * the main file's activation hook, but only after the main file has built
	 * Plugin, so the one Settings is known by then.
	 *
	 * @var Settings|null
	 */
	private static ?Settings $settings = null;

	/**
	 * Registers the deferred flush and keeps the settings for activate()
	 * (call once, from the composition root).
	 *
	 * @param Settings $settings Plugin settings.
	 */
	public static function add_hooks( Settings $settings ): void {
		self::$settings = $settings;
		// Late on init, after every rewrite rule has been added.
		add_action( 'init', array( self::class, 'maybe_flush_rewrite_rules' ), 999 );
	}

	/**
	 * Stores the default settings (an existing owner's settings are kept),
	 * gives administrators and editors the moderation capability and asks
	 * for a rewrite flush on the next request: during activation, the
	 * plugin's rules are not all registered yet.
	 */
	public static function activate(): void {
		add_option( Settings::OPTION, Settings::defaults() );
		Schema::install();
		Moderation_Capability::install();
		Store_Layout_Upgrade::maybe_upgrade();
		// Stored now, so no visitor's read ever has to write it.
		Content_Version::current();
		// Unconfirmed_Purge schedules itself on init too; the activating request has run init already.
		if ( self::$settings?->double_opt_in() ) {
			Unconfirmed_Purge::schedule();
		}
		update_option( self::FLUSH_OPTION, 'yes', true );
	}

	/**
	 * Forgets rewrite rules the plugin may have added, stops its scheduled
	 * jobs (a switched-off plugin must not leave work in wp_cron) and removes
	 * what only a running plugin needs: cached responses and rate-limit
	 * counters. Sign-ups and settings stay.
	 */
	public static function deactivate(): void {
		flush_rewrite_rules( false );
		wp_clear_scheduled_hook( Backups_Daily_Job::HOOK );
		wp_clear_scheduled_hook( Unconfirmed_Purge::HOOK );
		wp_clear_scheduled_hook( Membership_Daily_Job::HOOK );
		wp_clear_scheduled_hook( Family_Retention::HOOK );
		wp_clear_scheduled_hook( Weekly_Summary_Job::HOOK );
		self::remove_caches();
	}

	/**
	 * Removes cached responses (a new content version makes any entry a
	 * cache without group flushing still holds unreachable) and every
	 * rate-limit counter. Deactivation and uninstall both run it.
	 */
	public static function remove_caches(): void {
		Response_Cache::remove_all();
		Content_Version::bump();
		Atomic_Counter::clear_all();
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
