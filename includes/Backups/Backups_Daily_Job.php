<?php
/**
 * The daily storage job: automatic backups, then retention.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Errors\Domain_Exception;
use PlayPal\Time\Recurring_Event;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * WP-Cron event `playpal_storage_daily`, scheduled on `init` when missing:
 * backs up every Appadoo whose `autoBackup` is on, then removes every backup
 * older than its Appadoo's `retentionDays`. One failing Appadoo never stops
 * the others. (Uninstall clears the event.)
 */
final class Backups_Daily_Job {

	public const HOOK = 'playpal_storage_daily';

	/**
	 * Constructor.
	 *
	 * @param Backup_Service $backups Backups.
	 * @param Appadoo_Access $access  Appadoo lists.
	 */
	public function __construct( private Backup_Service $backups, private Appadoo_Access $access = new Appadoo_Access() ) {
	}

	public function add_hooks(): void {
		add_action( 'init', array( $this, 'schedule' ) );
		add_action( self::HOOK, array( $this, 'run' ) );
	}

	/**
	 * Schedules the event once a day, first run in an hour.
	 */
	public function schedule(): void {
		Recurring_Event::schedule( self::HOOK );
	}

	/**
	 * Runs the job.
	 *
	 * @return array{backedUp: int[], failed: int[], removed: int}
	 */
	public function run(): array {
		$ids       = $this->access->ids( null );
		$backed_up = array();
		$failed    = array();
		foreach ( $ids as $appadoo_id ) {
			$post = get_post( $appadoo_id );
			if ( ! $post instanceof WP_Post || ! $this->backups->settings()->get( $appadoo_id )['autoBackup'] ) {
				continue;
			}
			try {
				$this->backups->create( $post );
				$backed_up[] = $appadoo_id;
			} catch ( Domain_Exception $exception ) {
				$failed[] = $appadoo_id;
			}
		}
		return array(
			'backedUp' => $backed_up,
			'failed'   => $failed,
			'removed'  => $this->backups->cleanup( $ids ),
		);
	}
}
