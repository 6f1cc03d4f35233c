<?php
/**
 * Base of the public writes a playing page sends about one Appadoo.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Appadoos\Appadoo_Repository;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\Settings\Settings;
use WP_Post;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A public POST to `appadoos/{key}/…` from a page that plays an Appadoo
 * (play sessions, play leases): a Live Appadoo's visitors and a share link's
 * guests are signed out, so the route's own credential guards it (a renewal
 * key, a session token). What both share: a small JSON object with only the
 * route's FIELDS, and the Appadoo by its public key (404). The `portals`
 * flag switches them off.
 *
 * @template-covariant TSchema of Abstract_Schema
 * @extends Abstract_Route<TSchema>
 */
abstract class Abstract_Play_Write_Route extends Abstract_Route {

	public const FEATURE_FLAG = 'portals';

	protected const METHODS = array( WP_REST_Server::CREATABLE );

	/** Largest body, in bytes: every field at its longest fits in a third of it. */
	public const MAX_BODY_BYTES = 512;

	/**
	 * The body fields the route takes.
	 *
	 * @var list<string>
	 */
	protected const FIELDS = array();

	protected Appadoo_Repository $appadoos;

	/**
	 * Constructor. Routes_Controller passes settings and schema; tests may pass the rest.
	 *
	 * @param Settings                $settings Plugin settings.
	 * @param Abstract_Schema         $schema   Response schema.
	 * @phpstan-param TSchema $schema
	 * @param Appadoo_Repository|null $appadoos Appadoos.
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema, ?Appadoo_Repository $appadoos = null ) {
		parent::__construct( $settings, $schema );
		$this->appadoos = $appadoos ?? new Appadoo_Repository();
	}

	/**
	 * {@inheritDoc}
	 */
	protected function path_args(): array {
		return array(
			'key' => array(
				'description' => __( 'The Appadoo\'s public key (as in /play/{key}/).', 'playpal' ),
				'type'        => 'string',
			),
		);
	}

	/**
	 * The Appadoo the address names by its public key.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception 404 `playpal_appadoo_not_found`.
	 */
	protected function appadoo_by_key( WP_REST_Request $request ): WP_Post {
		$post = $this->appadoos->find_by_key( (string) $request->get_param( 'key' ) );
		if ( null === $post ) {
			throw new Route_Exception( 'playpal_appadoo_not_found', __( 'That Appadoo could not be found.', 'playpal' ), 404 );
		}
		return $post;
	}

	/**
	 * Refuses bodies that are too large, not JSON, or carry fields the route does not take.
	 *
	 * @param WP_REST_Request $request        Request.
	 * @param string          $too_large_code Code of the 413.
	 * @param string          $too_large      Message of the 413.
	 * @throws Route_Exception 413, 415 or 400.
	 */
	protected function refuse_bad_body( WP_REST_Request $request, string $too_large_code, string $too_large ): void {
		if ( strlen( (string) $request->get_body() ) > static::MAX_BODY_BYTES ) {
			throw new Route_Exception( $too_large_code, $too_large, 413 );
		}
		self::require_json( $request );
		// get_json_params() answers null (or a scalar) for a body that is not a JSON object, whatever its stub says.
		$body    = $request->get_json_params();
		$unknown = is_array( $body ) ? array_diff( array_map( 'strval', array_keys( $body ) ), static::FIELDS ) : array( '' ); // @phpstan-ignore function.alreadyNarrowedType
		if ( $unknown || array_is_list( (array) $body ) ) {
			throw new Route_Exception(
				'playpal_invalid_body',
				/* translators: %s: comma-separated field names. */
				sprintf( __( 'The request body must be a JSON object with only these fields: %s.', 'playpal' ), implode( ', ', static::FIELDS ) ),
				400
			);
		}
	}
}
