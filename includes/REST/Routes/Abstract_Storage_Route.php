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
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\Settings\Settings;
use WP_Error;
use WP_Post;
use WP_REST_Request;

defined( 'ABSPATH' ) || exit;

/**
 * What every `pp/v1/storage/*` route shares (docs/APPADOOS.md, Storage):
 *
 * - a signed-in person (Requires_Sign_In: guests get 401 `playpal_not_signed_in`);
 *   writes need WordPress's REST nonce, which cookie authentication checks;
 * - ownership through Appadoo_Access only (Appadoo_Portal_Route: someone else's Appadoo is 404);
 * - bodies are a JSON object with known fields only, values of exact types
 *   (a boolean is `true`/`false`, never `"1"`), else 400 (415 for non-JSON);
 * - every answer private (`Cache-Control: private, no-store`) and shaped by the route's schema.
 *
 * Each route declares its one method (METHODS, a read unless it says
 * otherwise) and answers it in that method's handler.
 *
 * @template-covariant TSchema of Abstract_Schema
 * @extends Abstract_Route<TSchema>
 */
abstract class Abstract_Storage_Route extends Abstract_Route {

	use Requires_Sign_In;
	use Appadoo_Portal_Route;

	public const FEATURE_FLAG = 'portals';

	protected Provider_Registry $providers;

	protected Backup_Service $backups;

	protected Appadoo_Files $files;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings               $settings  Plugin settings.
	 * @param Abstract_Schema        $schema    Response schema.
	 * @phpstan-param TSchema $schema
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
	 * {@inheritDoc} An Appadoo's routes (`…/appadoos/{id}…`) name its id, a
	 * backup's routes (`…/backups/{backupId}…`) the backup's too.
	 */
	protected function path_args(): array {
		$args = array();
		if ( str_contains( $this->get_path(), '/appadoos/(?P<id>' ) ) {
			$args['id'] = array(
				'description' => __( 'Appadoo id.', 'playpal' ),
				'type'        => 'integer',
				'minimum'     => 1,
			);
		}
		if ( str_contains( $this->get_path(), '(?P<backupId>' ) ) {
			$args['backupId'] = array(
				'description' => __( 'Backup id.', 'playpal' ),
				'type'        => 'string',
				'maxLength'   => 64,
			);
		}
		return $args;
	}

	/**
	 * The ids of the signed-in person's Appadoos, for a write about all of them that takes no body.
	 *
	 * @param WP_REST_Request $request Request.
	 * @return int[]
	 * @throws Route_Exception 401 for guests, 400/415 for a body.
	 */
	protected function own_ids_without_body( WP_REST_Request $request ): array {
		$user_id = $this->signed_in_user();
		$this->body( $request, array() );
		return $this->access->ids( $user_id );
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
	 * What Storage_Appadoo_Schema shapes for an Appadoo: the post, its storage
	 * settings and its files' usage.
	 *
	 * @param WP_Post $post The Appadoo.
	 * @return array{post: WP_Post, settings: array<string, mixed>, usage: array{bytes: int, count: int}}
	 */
	protected function storage_record( WP_Post $post ): array {
		$post = get_post( $post->ID ) ?? $post; // Fresh: a restore changes the title.
		return array(
			'post'     => $post,
			'settings' => $this->backups->settings()->get( $post->ID ),
			'usage'    => $this->files->usage( $post->ID ),
		);
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
}
