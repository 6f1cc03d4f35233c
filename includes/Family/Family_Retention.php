<?php
/**
 * How long children's play data is kept, and the daily purge.
 *
 * @package PlayPal
 */

namespace PlayPal\Family;

use PlayPal\Settings\Number_Settings;
use PlayPal\Time\Recurring_Event;
use PlayPal\Time\Site_Day;

defined( 'ABSPATH' ) || exit;

/**
 * The option `playpal_family_retention_months` (Settings → PlayPal and
 * `/wp/v2/settings`; whole months from 1 to 36, default 12) and the WP-Cron
 * event `playpal_family_daily` (scheduled on `init`, cleared on deactivation
 * and uninstall), which deletes play-time rows of site-local days before the
 * cut-off and saved state and progress untouched since then. Profiles stay
 * until the parent deletes them.
 */
final class Family_Retention {

	public const OPTION = 'playpal_family_retention_months';

	public const DEFAULT_MONTHS = 12;

	public const MAX_MONTHS = 36;

	public const HOOK = 'playpal_family_daily';

	public function __construct( private Play_Time_Ledger $ledger, private Child_Appadoo_State $states ) {
	}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'register' ) );
		add_action( 'rest_api_init', array( $this, 'register' ) );
		add_action( 'init', array( self::class, 'schedule' ) );
		add_action( self::HOOK, array( $this, 'run_daily' ) );
	}

	public function register(): void {
		Number_Settings::register(
			'integer',
			array(
				self::OPTION => array( __( 'Children\'s play data kept (months)', 'playpal' ), __( 'Children\'s play time, saved progress and last played Appadoos older than this are deleted every day.', 'playpal' ), self::DEFAULT_MONTHS, 1, self::MAX_MONTHS, array( self::class, 'sanitize' ) ),
			)
		);
	}

	/**
	 * Whole months from 1 to 36; anything else keeps the default.
	 *
	 * @param mixed $value As sent.
	 */
	public static function sanitize( mixed $value ): int {
		return Number_Settings::whole_number( $value, 1, self::MAX_MONTHS, self::DEFAULT_MONTHS );
	}

	/**
	 * The months kept.
	 */
	public static function months(): int {
		return self::sanitize( get_option( self::OPTION, self::DEFAULT_MONTHS ) );
	}

	/**
	 * Schedules the daily purge once.
	 */
	public static function schedule(): void {
		Recurring_Event::schedule( self::HOOK );
	}

	/**
	 * The cron event's callback (WordPress passes it an empty argument).
	 */
	public function run_daily(): void {
		$this->run( time() );
	}

	/**
	 * Deletes what is older than the retention period.
	 *
	 * @param int $now Current time.
	 * @return int Rows deleted.
	 */
	public function run( int $now ): int {
		$cut = Site_Day::months_before( $now, self::months() );
		// State rows are kept by when they last changed: the same cut-off, as a moment (site-local midnight).
		$cut_time = ( new \DateTimeImmutable( $cut, wp_timezone() ) )->getTimestamp();
		return $this->ledger->purge_before( $cut ) + $this->states->purge_before( $cut_time );
	}
}
