<?php
/**
 * Appadoos: everything the Appadoo portal issue adds, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * The post type, the clean-up that follows a deleted Appadoo, the portal's
 * routes and the owner's data going with a deleted user.
 * (The REST routes themselves are in Routes_Controller's map.)
 */
final class Appadoos_Module {

	/** User meta with a person's storage provider connections (docs/APPADOOS.md). */
	public const CONNECTIONS_META = '_playpal_storage_connections';

	/** The daily storage job (backups, retention). */
	public const DAILY_CRON_HOOK = 'playpal_storage_daily';

	public function add_hooks(): void {
		( new Appadoo_Post_Type() )->add_hooks();
		( new Appadoo_Repository() )->add_hooks();
		( new Portal_Routes() )->add_hooks();
	}
}
