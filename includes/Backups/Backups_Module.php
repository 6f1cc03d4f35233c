<?php
/**
 * Storage and backups, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups;

use PlayPal\Backups\Providers\Provider_Registry;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The daily job, the clean-up when an Appadoo is deleted, and the serving of
 * zip answers. Bodies that are not JSON objects are refused for every pp/v1
 * write by REST\Json_Body_Guard. (The storage REST routes are in
 * Routes_Controller's map.)
 */
final class Backups_Module {

	private Backup_Service $backups;

	/**
	 * Constructor.
	 *
	 * @param Settings            $settings Plugin settings, the one Plugin builds.
	 * @param Backup_Service|null $backups  Backups; built from those settings when omitted.
	 */
	public function __construct( Settings $settings, ?Backup_Service $backups = null ) {
		$this->backups = $backups ?? new Backup_Service( new Provider_Registry( $settings ) );
	}

	public function add_hooks(): void {
		( new Backups_Daily_Job( $this->backups ) )->add_hooks();
		add_action( 'before_delete_post', array( $this->backups, 'remember_index' ), 10, 2 );
		add_action( 'playpal_appadoo_deleted', array( $this->backups, 'remove_backups_of' ), 10, 2 );
	}
}
