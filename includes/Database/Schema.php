<?php
/**
 * PlayPal's own tables and their schema version.
 *
 * @package PlayPal
 */

namespace PlayPal\Database;

use PlayPal\Content\Response_Cache;

defined( 'ABSPATH' ) || exit;

/**
 * Creates and upgrades `{prefix}playpal_signups`, `{prefix}playpal_rate_limits`,
 * `{prefix}playpal_share_codes`, `{prefix}playpal_play_sessions`,
 * `{prefix}playpal_membership_grants`, `{prefix}playpal_commissions`,
 * `{prefix}playpal_payouts` and the family tables (`{prefix}playpal_children`,
 * `{prefix}playpal_play_time`, `{prefix}playpal_child_appadoos`) with dbDelta, and records the schema version it installed in an option, so
 * the per-request check is one comparison against an autoloaded option.
 */
final class Schema {

	/**
	 * Bump when a table definition below changes; dbDelta then brings existing
	 * sites up to date on their next request.
	 */
	public const VERSION = '11';

	public const VERSION_OPTION = 'playpal_db_version';

	/**
	 * Sign-ups, one row per (list, normalised email).
	 */
	public static function signups_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_signups';
	}

	/**
	 * Fixed-window hit counters of the public write endpoints.
	 */
	public static function rate_limits_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_rate_limits';
	}

	/**
	 * Play It Forward share codes, one row per code (Referrals\Share_Codes_Repository).
	 */
	public static function share_codes_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_share_codes';
	}

	/**
	 * Play sessions started and not yet ended, a bounded number per Appadoo (Appadoos\Play_Sessions).
	 */
	public static function play_sessions_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_play_sessions';
	}

	/**
	 * The membership ledger, one row per membership line of an order (Members\Membership_Ledger).
	 */
	public static function membership_grants_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_membership_grants';
	}

	/**
	 * The creators' commission ledger: entries only ever added, one sale or
	 * reversal each (Creators\Commission_Ledger).
	 */
	public static function commissions_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_commissions';
	}

	/**
	 * Payouts to creators the site owner recorded (Creators\Payout_Ledger).
	 */
	public static function payouts_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_payouts';
	}

	/**
	 * Children's profiles, one row per child, keyed by the parent's user id (Family\Child_Repository).
	 */
	public static function children_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_children';
	}

	/**
	 * The play-time ledger: one row per (child, play session or extra-time grant), on a site-local day
	 * (Family\Play_Time_Ledger).
	 */
	public static function play_time_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_play_time';
	}

	/**
	 * Saved state, progress and last play of one child in one Appadoo (Family\Child_Appadoo_State).
	 */
	public static function child_appadoos_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'playpal_child_appadoos';
	}

	/**
	 * Installs or upgrades the tables when the stored version differs (cheap:
	 * the option is autoloaded). Hooked on `init`, so upgrading the plugin by
	 * copying files (no activation) also upgrades the tables.
	 */
	public static function maybe_upgrade(): void {
		if ( self::VERSION !== get_option( self::VERSION_OPTION ) ) {
			self::install();
		}
	}

	/**
	 * Creates or alters the tables, then records the version. The version is
	 * only stored when every table exists, so a failed CREATE is retried on
	 * the next request instead of being forgotten.
	 */
	public static function install(): void {
		global $wpdb;
		require_once ABSPATH . 'wp-admin/includes/upgrade.php';
		// dbDelta compares each table with what DESCRIBE shows: on a lagging read replica that is
		// the layout before another request's upgrade, so the upgrade reads the primary.
		Primary_Reads::pin();

		$charset = $wpdb->get_charset_collate();
		$signups = self::signups_table();
		$limits  = self::rate_limits_table();
		$shares  = self::share_codes_table();
		$plays   = self::play_sessions_table();
		$earned  = self::commissions_table();
		$payouts = self::payouts_table();
		$grants  = self::membership_grants_table();
		$kids    = self::children_table();
		$time    = self::play_time_table();
		$states  = self::child_appadoos_table();

		// dbDelta's format: two spaces after PRIMARY KEY, one definition per line.
		dbDelta(
			"CREATE TABLE {$signups} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  kind varchar(20) NOT NULL,
  email varchar(254) NOT NULL,
  email_normalized varchar(254) NOT NULL,
  first_name varchar(100) NOT NULL DEFAULT '',
  last_name varchar(100) NOT NULL DEFAULT '',
  message text NOT NULL,
  source_page varchar(255) NOT NULL DEFAULT '',
  consent_text text NOT NULL,
  ip_hash char(64) NOT NULL DEFAULT '',
  referral_code varchar(64) NOT NULL DEFAULT '',
  confirmed tinyint(1) unsigned NOT NULL DEFAULT 1,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY kind_email (kind,email_normalized),
  KEY email_normalized (email_normalized),
  KEY created_at (created_at),
  KEY confirmed_created (confirmed,created_at)
) {$charset};
CREATE TABLE {$limits} (
  bucket char(64) NOT NULL,
  window_start int(10) unsigned NOT NULL,
  expires_at int(10) unsigned NOT NULL DEFAULT 0,
  hits int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (bucket,window_start),
  KEY window_start (window_start),
  KEY expires_at (expires_at)
) {$charset};
CREATE TABLE {$shares} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  code varchar(32) NOT NULL,
  appadoo_id bigint(20) unsigned NOT NULL,
  user_id bigint(20) unsigned NOT NULL,
  created_at datetime NOT NULL,
  expires_at datetime NOT NULL,
  usage_limit int(10) unsigned NOT NULL,
  uses int(10) unsigned NOT NULL DEFAULT 0,
  conversions int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  UNIQUE KEY code (code),
  KEY user_id (user_id),
  KEY appadoo_id (appadoo_id)
) {$charset};
CREATE TABLE {$plays} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  appadoo_id bigint(20) unsigned NOT NULL,
  session char(32) NOT NULL,
  started_at int(10) unsigned NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY appadoo_session (appadoo_id,session),
  KEY started_at (started_at)
) {$charset};
CREATE TABLE {$grants} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  user_id bigint(20) unsigned NOT NULL,
  order_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  membership varchar(32) NOT NULL,
  kind varchar(16) NOT NULL,
  unit_days int(10) unsigned NOT NULL,
  quantity int(10) unsigned NOT NULL DEFAULT 1,
  days int(10) unsigned DEFAULT NULL,
  status varchar(16) NOT NULL,
  granted_at int(10) unsigned NOT NULL,
  reminded_at int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  UNIQUE KEY order_item (order_id,item_id,membership),
  KEY user_kind (user_id,kind),
  KEY status (status)
) {$charset};
CREATE TABLE {$earned} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  creator_id bigint(20) unsigned NOT NULL,
  order_id bigint(20) unsigned NOT NULL,
  item_id bigint(20) unsigned NOT NULL,
  product_id bigint(20) unsigned NOT NULL,
  customer_id bigint(20) unsigned NOT NULL DEFAULT 0,
  kind varchar(16) NOT NULL,
  reason varchar(32) NOT NULL,
  base bigint(20) NOT NULL,
  amount bigint(20) NOT NULL,
  rate_bp smallint(5) unsigned NOT NULL,
  currency char(3) NOT NULL,
  decimals tinyint(3) unsigned NOT NULL DEFAULT 2,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY creator_created (creator_id,created_at),
  KEY item_id (item_id),
  KEY order_id (order_id)
) {$charset};
CREATE TABLE {$payouts} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  creator_id bigint(20) unsigned NOT NULL,
  amount bigint(20) NOT NULL,
  currency char(3) NOT NULL,
  decimals tinyint(3) unsigned NOT NULL DEFAULT 2,
  paid_on date NOT NULL,
  reference varchar(100) NOT NULL DEFAULT '',
  recorded_by bigint(20) unsigned NOT NULL,
  created_at datetime NOT NULL,
  PRIMARY KEY  (id),
  KEY creator_paid (creator_id,paid_on)
) {$charset};
CREATE TABLE {$kids} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  public_id char(32) NOT NULL,
  parent_id bigint(20) unsigned NOT NULL,
  nickname varchar(191) NOT NULL,
  avatar varchar(32) NOT NULL,
  age_band varchar(16) NOT NULL DEFAULT '',
  weekday_minutes smallint(5) unsigned DEFAULT NULL,
  weekend_minutes smallint(5) unsigned DEFAULT NULL,
  created_at int(10) unsigned NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY public_id (public_id),
  KEY parent_id (parent_id)
) {$charset};
CREATE TABLE {$time} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  child_id bigint(20) unsigned NOT NULL,
  appadoo_id bigint(20) unsigned NOT NULL DEFAULT 0,
  session char(32) NOT NULL,
  kind varchar(8) NOT NULL,
  day date NOT NULL,
  seconds int(10) unsigned NOT NULL DEFAULT 0,
  updated_at int(10) unsigned NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY child_session_day (child_id,session,day),
  KEY child_day (child_id,day),
  KEY day (day)
) {$charset};
CREATE TABLE {$states} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  child_id bigint(20) unsigned NOT NULL,
  appadoo_id bigint(20) unsigned NOT NULL,
  state mediumtext NULL,
  score double DEFAULT NULL,
  completed tinyint(1) unsigned NOT NULL DEFAULT 0,
  last_played int(10) unsigned NOT NULL DEFAULT 0,
  updated_at int(10) unsigned NOT NULL,
  revision int(10) unsigned NOT NULL DEFAULT 0,
  PRIMARY KEY  (id),
  UNIQUE KEY child_appadoo (child_id,appadoo_id),
  KEY appadoo_id (appadoo_id),
  KEY updated_at (updated_at)
) {$charset};"
		);

		// Schema 3 added `confirmed` (double opt-in): earlier sign-ups default to confirmed, as they were taken.
		// Schema 4 added the open play sessions (they were transients; those still open end uncounted).
		// Schemas 5 to 7 added the creators' commission ledger, their payouts and the membership ledger
		// (grants before it were recorded in user meta only).
		// Schema 8 added the family tables (children's profiles, play time, state per Appadoo).
		// Schema 9 keys play time by (child, session, day), so a session past midnight counts on both days:
		// dbDelta adds the new key but never drops the old one, whose uniqueness would refuse the second day.
		// The version is stored only once the old key is gone: a drop that failed is tried again next time.
		// Schema 10 records each payout's minor unit (`decimals`): rows before it hold cents of the typed amount
		// whatever the currency (default 2), and Creators\Money_Units_Upgrade rewrites them to ISO 4217 units.
		// It also added the membership ledger's `days` (what a partly refunded line still grants; NULL: its full term).
		// Schema 11 added each saved state's `revision` (Child_Appadoo_State): rows before it start at 0, which is
		// what a host that has not read the row yet sends, so its first save after the upgrade is taken.
		$old_key_gone = true;
		if ( $wpdb->get_var( $wpdb->prepare( "SHOW INDEX FROM {$time} WHERE Key_name = %s", 'child_session' ) ) ) { // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery
			$old_key_gone = false !== $wpdb->query( "ALTER TABLE {$time} DROP INDEX child_session" ); // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared,WordPress.DB.DirectDatabaseQuery,WordPress.DB.DirectDatabaseQuery.SchemaChange
		}
		// Versions before schema 2 cached content responses in option rows.
		Response_Cache::remove_all();

		if ( $old_key_gone && self::tables_exist() ) {
			update_option( self::VERSION_OPTION, self::VERSION, true );
		}
	}

	/**
	 * Whether every table is present.
	 */
	public static function tables_exist(): bool {
		global $wpdb;
		foreach ( array( self::signups_table(), self::rate_limits_table(), self::share_codes_table(), self::play_sessions_table(), self::membership_grants_table(), self::commissions_table(), self::payouts_table(), self::children_table(), self::play_time_table(), self::child_appadoos_table() ) as $table ) {
			$found = $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $table ) ) ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery
			if ( $found !== $table ) {
				return false;
			}
		}
		return true;
	}
}
