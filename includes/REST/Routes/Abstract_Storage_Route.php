<?php
/**
 * Base of the storage and backup routes.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Access;
use PlayPal\Appadoos\Appadoo_Files;
use PlayPal\Backups\Backup_Service;
use PlayPal\Backups\Providers\Provider_Registry;
use PlayPal\Backups\Providers\Storage_Provider;
use PlayPal\Errors\Domain_Exception;
use PlayPal\REST\Domain_Error_Map;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\REST\Schemas\Backup_Schema;
use PlayPal\REST\Schemas\Storage_Appadoo_Schema;
use PlayPal\REST\Schemas\Storage_Provider_Schema;
use PlayPal\Settings\Settings;
use WP_Error;
use WP_Post;
use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/**
 * What every `pp/v1/storage/*` route shares (docs/APPADOOS.md, Storage):
 *
 * - a signed-in person (permission_callback: guests get 401 `playpal_not_signed_in`);
 *   writes need WordPress's REST nonce, which cookie authentication checks;
 * - ownership through Appadoo_Access only (someone else's Appadoo is 404);
 * - bodies are a JSON object with known fields only, values of exact types
 *   (a boolean is `true`/`false`, never `"1"`), else 400 (415 for non-JSON);
 * - every answer private: `Cache-Control: private, no-store`.
 *
 * Each route has one method and answers in respond().
 */
abstract class Abstract_Storage_Route extends Abstract_Route {

	/** The one HTTP method of the route. */
	protected const METHODS = 'GET';

	protected Appadoo_Access $access;

	protected Provider_Registry $providers;

	protected Backup_Service $backups;

	protected Appadoo_Files $files;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings               $settings  Plugin settings.
	 * @param Abstract_Schema        $schema    Response schema.
	 * @param Appadoo_Access|null    $access    Ownership checks.
	 * @param Provider_Registry|null $providers Storage providers.
	 * @param Backup_Service|null    $backups   Backups.
	 */
	public function __construct(
		Settings $settings,
		Abstract_Schema $schema,
		?Appadoo_Access $access = null,
		?Provider_Registry $providers = null,
		?Backup_Service $backups = null
	) {
		parent::__construct( $settings, $schema );
		$this->access    = $access ?? new Appadoo_Access();
		$this->providers = $providers ?? new Provider_Registry( $settings );
		$this->backups   = $backups ?? new Backup_Service( $this->providers );
		$this->files     = new Appadoo_Files();
	}

	/**
	 * Answers the request (the route's one method).
	 *
	 * @param WP_REST_Request $request Request, its args validated.
	 * @throws Route_Exception To answer with an error.
	 */
	abstract protected function respond( WP_REST_Request $request ): WP_REST_Response;

	/**
	 * The route's request fields (path and query parameters, body fields).
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function fields(): array {
		return array();
	}

	/**
	 * {@inheritDoc}
	 */
	public function get_args(): array {
		return array(
			array(
				'methods'             => static::METHODS,
				'callback'            => array( $this, 'get_response' ),
				'permission_callback' => array( $this, 'check_signed_in' ),
				'args'                => $this->fields(),
			),
			'schema' => array( $this->schema, 'get_item_schema' ),
		);
	}

	/**
	 * Permission: a signed-in person.
	 *
	 * @return true|WP_Error
	 */
	public function check_signed_in(): bool|WP_Error {
		try {
			$this->access->require_user();
			return true;
		} catch ( Domain_Exception $exception ) {
			return Domain_Error_Map::to_error( $exception );
		}
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->respond( $request );
	}

	/**
	 * {@inheritDoc}
	 *
	 * @param WP_REST_Request $request Request.
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		return $this->respond( $request );
	}

	/**
	 * A private JSON answer.
	 *
	 * @param array<string, mixed> $data   Body.
	 * @param int                  $status HTTP status.
	 */
	protected function answer( array $data, int $status = 200 ): WP_REST_Response {
		$response = new WP_REST_Response( $data, $status );
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}

	/**
	 * The signed-in user's id.
	 *
	 * @throws Route_Exception 401 for guests.
	 */
	protected function user(): int {
		return $this->access->require_user();
	}

	/**
	 * The Appadoo named by the `id` path parameter, if the user may touch it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 when missing or someone else's.
	 */
	protected function appadoo( WP_REST_Request $request ): WP_Post {
		return $this->access->find( (int) $request->get_param( 'id' ), $this->user() );
	}

	/**
	 * A provider by id.
	 *
	 * @param string $id Provider id.
	 * @throws Route_Exception 404 `playpal_unknown_provider`.
	 */
	protected function provider( string $id ): Storage_Provider {
		$provider = $this->providers->get( $id );
		if ( null === $provider ) {
			throw new Route_Exception( 'playpal_unknown_provider', __( 'There is no such storage provider.', 'playpal' ), 404 );
		}
		return $provider;
	}

	/**
	 * A provider as answers show it to the user.
	 *
	 * @param Storage_Provider $provider Provider.
	 * @param int              $user_id  User.
	 * @return array<string, mixed>
	 */
	protected function provider_item( Storage_Provider $provider, int $user_id ): array {
		return ( new Storage_Provider_Schema() )->get_item_response( array( $provider, $user_id ) );
	}

	/**
	 * An Appadoo's storage settings as answers show them.
	 *
	 * @param WP_Post $post The Appadoo.
	 * @return array<string, mixed>
	 */
	protected function storage_item( WP_Post $post ): array {
		$post = get_post( $post->ID ) ?? $post; // Fresh: a restore changes the title.
		return ( new Storage_Appadoo_Schema() )->get_item_response(
			array(
				'post'     => $post,
				'settings' => $this->backups->settings()->get( $post->ID ),
				'usage'    => $this->files->usage( $post->ID ),
			)
		);
	}

	/**
	 * A backup as answers show it.
	 *
	 * @param array<string, mixed> $entry      Index entry.
	 * @param int                  $appadoo_id Appadoo id.
	 * @return array<string, mixed>
	 */
	protected function backup_item( array $entry, int $appadoo_id ): array {
		return ( new Backup_Schema() )->get_item_response( array( 'appadooId' => $appadoo_id ) + $entry );
	}

	/**
	 * Args validator: a real boolean (JSON true/false), then the schema.
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Name.
	 * @return true|WP_Error
	 */
	public static function validate_boolean( mixed $value, WP_REST_Request $request, string $param ): bool|WP_Error {
		/* translators: %s: field name. */
		return is_bool( $value ) ? rest_validate_request_arg( $value, $request, $param ) : new WP_Error( 'rest_invalid_type', sprintf( __( '%s must be true or false.', 'playpal' ), $param ), array( 'param' => $param ) );
	}

	/**
	 * Args validator: a real integer (not "3", not 3.5), then the schema (bounds).
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Name.
	 * @return true|WP_Error
	 */
	public static function validate_integer( mixed $value, WP_REST_Request $request, string $param ): bool|WP_Error {
		/* translators: %s: field name. */
		return is_int( $value ) ? rest_validate_request_arg( $value, $request, $param ) : new WP_Error( 'rest_invalid_type', sprintf( __( '%s must be a whole number.', 'playpal' ), $param ), array( 'param' => $param ) );
	}

	/**
	 * Args validator: a string, then the schema (enum, length).
	 *
	 * @param mixed           $value   Value.
	 * @param WP_REST_Request $request Request.
	 * @param string          $param   Name.
	 * @return true|WP_Error
	 */
	public static function validate_string( mixed $value, WP_REST_Request $request, string $param ): bool|WP_Error {
		/* translators: %s: field name. */
		return is_string( $value ) ? rest_validate_request_arg( $value, $request, $param ) : new WP_Error( 'rest_invalid_type', sprintf( __( '%s must be a string.', 'playpal' ), $param ), array( 'param' => $param ) );
	}

	/**
	 * The `id` path parameter of the Appadoo routes.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function appadoo_id_field(): array {
		return array(
			'id' => array(
				'description' => __( 'Appadoo id.', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 1,
			),
		);
	}

	/**
	 * The `backupId` path parameter.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected static function backup_id_field(): array {
		return array(
			'backupId' => array(
				'description' => __( 'Backup id.', 'playpal' ),
				'type'        => 'string',
				'maxLength'   => 64,
			),
		);
	}
}
