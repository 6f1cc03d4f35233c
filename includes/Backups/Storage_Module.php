<?php
/**
 * Storage and backups, wired in one place.
 *
 * @package PlayPal
 */

namespace PlayPal\Backups;

use PlayPal\Settings\Settings;
use PlayPal\Storage\Providers\Provider_Registry;
use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * The daily job, the clean-up when an Appadoo is deleted, the serving of zip
 * answers, and a guard refusing JSON bodies that are not objects on the
 * storage routes before WordPress parses them (its parameter sanitizer warns
 * on a scalar body). (The storage REST routes are in Routes_Controller's map.)
 */
final class Storage_Module {

	private Backup_Service $backups;

	/**
	 * Constructor.
	 *
	 * @param Backup_Service|null $backups Backups; built from the site's settings when omitted.
	 */
	public function __construct( ?Backup_Service $backups = null ) {
		$this->backups = $backups ?? new Backup_Service( new Provider_Registry( new Settings() ) );
	}

	public function add_hooks(): void {
		( new Storage_Daily_Job( $this->backups ) )->add_hooks();
		add_action( 'before_delete_post', array( $this->backups, 'remember_index' ), 10, 2 );
		add_action( 'playpal_appadoo_deleted', array( $this->backups, 'remove_backups_of' ), 10, 2 );
		add_filter( 'rest_pre_serve_request', array( Zip_Response::class, 'serve' ), 10, 4 );
		add_filter( 'rest_pre_dispatch', array( self::class, 'refuse_scalar_bodies' ), 10, 3 );
	}

	/**
	 * Answers 400 to a storage request whose JSON body is a string, number,
	 * boolean or null (`rest_pre_dispatch`). Invalid JSON is left to WordPress
	 * (400 `rest_invalid_json`), arrays to the routes.
	 *
	 * @param mixed           $result  A response another filter already chose, or null.
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public static function refuse_scalar_bodies( mixed $result, WP_REST_Server $server, WP_REST_Request $request ): mixed { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundInExtendedClassBeforeLastUsed, Generic.CodeAnalysis.UnusedFunctionParameter.FoundBeforeLastUsed -- Filter signature.
		if ( null !== $result || ! str_starts_with( $request->get_route(), '/pp/v1/storage/' ) || ! $request->is_json_content_type() ) {
			return $result;
		}
		$body = trim( (string) $request->get_body() );
		if ( '' === $body ) {
			return $result;
		}
		$decoded = json_decode( $body, true );
		if ( JSON_ERROR_NONE === json_last_error() && ! is_array( $decoded ) ) {
			return new WP_Error( 'playpal_invalid_body', __( 'The request body must be a JSON object.', 'playpal' ), array( 'status' => 400 ) );
		}
		return $result;
	}
}
