<?php
/**
 * Base class of every pp/v1 route.
 *
 * @package PlayPal
 */

namespace PlayPal\REST\Routes;

use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Unsupported_Type;
use PlayPal\REST\Domain_Error_Map;
use PlayPal\REST\Route_Exception;
use PlayPal\REST\Schemas\Abstract_Schema;
use PlayPal\Settings\Settings;
use Throwable;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * A route is a declaration — its PATH, its METHODS and who may call them (ACCESS), the
 * args of its path and of each handler — that get_args() turns into
 * register_rest_route()'s handlers, and the code answering them:
 * get_route_response() (GET, HEAD), get_route_post_response() (POST),
 * get_route_update_response() (PUT, PATCH) and get_route_delete_response()
 * (DELETE); a method without its handler answers 405.
 *
 * This class is the one place that turns a refusal (an Errors kind, or a
 * Route_Exception) into a WP_Error, through Domain_Error_Map, and that adds
 * HTTP caching (Cache-Control, ETag, Last-Modified, 304) to public reads.
 *
 * @template-covariant TSchema of Abstract_Schema
 */
abstract class Abstract_Route {

	/**
	 * Key of the route in Routes_Controller's map.
	 */
	public const IDENTIFIER = '';

	/**
	 * Class of the response schema the route is built with; every route
	 * names its own (this base value is never instantiated).
	 *
	 * @var class-string<Abstract_Schema>
	 */
	public const SCHEMA = Abstract_Schema::class;

	/**
	 * The feature flag (Settings::FLAGS) that switches the route off, or ''
	 * for a route no flag switches. Routes_Controller registers it as a route
	 * option, which Settings\Feature_Flags reads.
	 */
	public const FEATURE_FLAG = '';

	/**
	 * Path under the pp/v1 namespace, e.g. '/storage/appadoos/(?P<id>\d+)';
	 * named groups are the path's parameters. Left empty, the route's address
	 * is its identifier: `pp/v1/{IDENTIFIER}`.
	 *
	 * @var ''|non-falsy-string
	 */
	public const PATH = '';

	/**
	 * The route's handlers, one per entry: a method (a WP_REST_Server
	 * constant) or a list of them such as 'PUT, PATCH'. Each handler takes
	 * path_args() and its handler_args(). A route is a read unless it says otherwise.
	 *
	 * @var list<string>
	 */
	protected const METHODS = array( WP_REST_Server::READABLE );

	/**
	 * Who may call the route (access() may tell a handler apart): the name of
	 * a permission method of the route, or ANYONE with the reason beside it.
	 * A route is for a signed-in person unless it says otherwise.
	 */
	protected const ACCESS = self::SIGNED_IN;

	/**
	 * Anyone: a public read, or a public write that guards itself (a reason beside it says how).
	 */
	protected const ANYONE = '__return_true';

	/**
	 * A signed-in person (Requires_Sign_In::check_signed_in()).
	 */
	protected const SIGNED_IN = 'check_signed_in';

	/**
	 * How long shared caches may keep a public read, in seconds; 0 makes them revalidate every time.
	 */
	protected const MAX_AGE = 60;

	/**
	 * Settings.
	 *
	 * @var Settings
	 */
	protected Settings $settings;

	/**
	 * Response schema.
	 *
	 * @var TSchema
	 */
	protected readonly Abstract_Schema $schema;

	/**
	 * Constructor.
	 *
	 * @param Settings        $settings Plugin settings.
	 * @param Abstract_Schema $schema   Response schema (an instance of static::SCHEMA).
	 * @phpstan-param TSchema $schema
	 */
	public function __construct( Settings $settings, Abstract_Schema $schema ) {
		$this->settings = $settings;
		$this->schema   = $schema;
	}

	/**
	 * Path under the pp/v1 namespace: PATH, or '/' and the identifier.
	 *
	 * @return non-falsy-string
	 */
	public function get_path(): string {
		// '/' and the identifier is never falsy; PHPStan types the join as a plain string.
		return '' === static::PATH ? '/' . static::IDENTIFIER : static::PATH; // @phpstan-ignore return.type
	}

	/**
	 * Handlers for register_rest_route(), one per entry of METHODS: methods,
	 * callback, permission_callback, args (the path's, then the handler's
	 * own), plus the schema.
	 *
	 * @return array<int|string, mixed>
	 */
	public function get_args(): array {
		$handlers = array();
		foreach ( static::METHODS as $methods ) {
			$access     = $this->access( $methods );
			$handlers[] = array(
				'methods'             => $methods,
				'callback'            => array( $this, 'get_response' ),
				'permission_callback' => self::ANYONE === $access ? $access : array( $this, $access ),
				'args'                => $this->path_args() + $this->handler_args( $methods ),
			);
		}
		$handlers['schema'] = array( $this->schema, 'get_item_schema' );
		return $handlers;
	}

	/**
	 * Who may call one handler (ACCESS unless the route tells its handlers apart).
	 *
	 * @param string $methods The handler's methods, as METHODS names them.
	 */
	protected function access( string $methods ): string {
		return static::ACCESS;
	}

	/**
	 * The path's parameters (JSON schema), first in every handler's args.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	protected function path_args(): array {
		return array();
	}

	/**
	 * One handler's query parameters or body fields (JSON schema); WordPress
	 * validates them and answers 400 `rest_invalid_param` before the handler runs.
	 *
	 * @param string $methods The handler's methods, as METHODS names them.
	 * @return array<string, array<string, mixed>>
	 */
	protected function handler_args( string $methods ): array {
		return array();
	}

	/**
	 * Answers a GET (and HEAD) request; routes that register a read override it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception To answer with an error (405 unless overridden).
	 */
	protected function get_route_response( WP_REST_Request $request ): WP_REST_Response {
		$this->refuse_method( $request );
	}

	/**
	 * Answers a POST request; routes that register one override it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception To answer with an error (405 unless overridden).
	 */
	protected function get_route_post_response( WP_REST_Request $request ): WP_REST_Response {
		$this->refuse_method( $request );
	}

	/**
	 * Answers a PUT or PATCH request; routes that register one override it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception To answer with an error (405 unless overridden).
	 */
	protected function get_route_update_response( WP_REST_Request $request ): WP_REST_Response {
		$this->refuse_method( $request );
	}

	/**
	 * Answers a DELETE request; routes that register one override it.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception To answer with an error (405 unless overridden).
	 */
	protected function get_route_delete_response( WP_REST_Request $request ): WP_REST_Response {
		$this->refuse_method( $request );
	}

	/**
	 * The answer to a method the route has no handler for. WordPress only
	 * calls a route with the methods its get_args() registers, so this is
	 * reached only when a route registers a method it does not answer.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Route_Exception Always: 405 `playpal_rest_method_not_allowed`.
	 */
	private function refuse_method( WP_REST_Request $request ): never {
		throw new Route_Exception(
			'playpal_rest_method_not_allowed',
			/* translators: %s: HTTP method, e.g. DELETE. */
			sprintf( __( 'This address does not accept %s requests.', 'playpal' ), $request->get_method() ),
			405
		);
	}

	/**
	 * The callback of every handler: one handler per method (as WooCommerce's
	 * Store API routes), errors converted in one place, cache headers on reads.
	 *
	 * @param WP_REST_Request $request Request.
	 */
	public function get_response( WP_REST_Request $request ): WP_REST_Response|WP_Error {
		$is_read = in_array( $request->get_method(), array( 'GET', 'HEAD' ), true );
		try {
			$response = match ( $request->get_method() ) {
				'POST'           => $this->get_route_post_response( $request ),
				'PUT', 'PATCH'   => $this->get_route_update_response( $request ),
				'DELETE'         => $this->get_route_delete_response( $request ),
				'GET', 'HEAD'    => $this->get_route_response( $request ),
				default          => $this->refuse_method( $request ),
			};
		} catch ( Domain_Exception $exception ) {
			// The one place a refusal (an Errors kind or a Route_Exception) becomes its answer.
			return Domain_Error_Map::to_error( $exception );
		}

		return $is_read ? $this->add_cache_headers( $response, $request ) : $response;
	}

	/**
	 * Runs a step that writes or builds something: a refusal travels on (with
	 * $refusal_data added, e.g. the field a form shows it on), and any other
	 * failure is answered as $failed. The one catch the routes share, so each
	 * route only says what a failure is called.
	 *
	 * @template T
	 * @param callable(): T        $step         The step.
	 * @param Domain_Exception     $failed       The answer to a failure (Unavailable, Operation_Failed…).
	 * @param array<string, mixed> $refusal_data Figures added to a refusal.
	 * @return T What the step returned.
	 * @throws Throwable The step's refusal (a Domain_Exception), or $failed.
	 */
	protected static function or_fail( callable $step, Domain_Exception $failed, array $refusal_data = array() ): mixed {
		try {
			return $step();
		} catch ( Throwable $error ) {
			// A refusal travels on; a failure is told as what the route calls it, never as a stack trace.
			throw $error instanceof Domain_Exception ? $error->add_data( $refusal_data ) : $failed;
		}
	}

	/**
	 * An answer no browser or proxy may keep: the person's own data, or an
	 * answer that depends on who asks.
	 *
	 * @param array<string, mixed> $data   Body.
	 * @param int                  $status HTTP status.
	 */
	protected function private_response( array $data, int $status = 200 ): WP_REST_Response {
		$response = new WP_REST_Response( $data, $status );
		$response->header( 'Cache-Control', 'private, no-store' );
		return $response;
	}

	/**
	 * The schema's answer for one item, private (private_response()).
	 *
	 * @param mixed $item   What the schema shapes.
	 * @param int   $status HTTP status.
	 */
	protected function private_item( mixed $item, int $status = 200 ): WP_REST_Response {
		return $this->private_response( $this->schema->get_item_response( $item ), $status );
	}

	/**
	 * Makes a successful read cacheable by browsers and shared caches, unless
	 * the route already chose its own Cache-Control (e.g. private data), and
	 * answers 304 when the client's copy is current.
	 *
	 * @param WP_REST_Response $response Response.
	 * @param WP_REST_Request  $request  Request.
	 */
	private function add_cache_headers( WP_REST_Response $response, WP_REST_Request $request ): WP_REST_Response {
		if ( 200 !== $response->get_status() || isset( $response->get_headers()['Cache-Control'] ) ) {
			return $response;
		}

		$headers = $response->get_headers();
		// A route that knows its ETag (e.g. from a cached response) saves encoding the body again.
		$etag = $headers['ETag'] ?? '"' . md5( (string) wp_json_encode( $response->get_data() ) ) . '"';
		$response->header( 'ETag', $etag );
		$response->header( 'Cache-Control', static::MAX_AGE > 0 ? 'public, max-age=' . static::MAX_AGE : 'public, no-cache' );

		$if_none_match = (string) $request->get_header( 'If-None-Match' );
		// If-None-Match wins over If-Modified-Since when both are sent (RFC 9110 §13.2.2).
		$current = '' !== $if_none_match
			? $this->client_has( $etag, $if_none_match )
			: $this->unmodified_since( (string) ( $headers['Last-Modified'] ?? '' ), (string) $request->get_header( 'If-Modified-Since' ) );
		if ( $current ) {
			$response->set_status( 304 );
			$response->set_data( null );
		}
		return $response;
	}

	/**
	 * Whether the client's copy (If-Modified-Since) is at least as new as the
	 * route's Last-Modified; routes that send no Last-Modified never match.
	 *
	 * @param string $last_modified     Last-Modified the route set, an HTTP date, or ''.
	 * @param string $if_modified_since If-Modified-Since header, or ''.
	 */
	private function unmodified_since( string $last_modified, string $if_modified_since ): bool {
		if ( '' === $last_modified || '' === $if_modified_since ) {
			return false;
		}
		$modified = strtotime( $last_modified );
		$since    = strtotime( $if_modified_since );
		return false !== $modified && false !== $since && $since >= $modified;
	}

	/**
	 * Whether an If-None-Match header names the ETag (weak or strong) or is '*'.
	 *
	 * @param string $etag          Current ETag, quoted.
	 * @param string $if_none_match Header value, possibly a comma-separated list.
	 */
	private function client_has( string $etag, string $if_none_match ): bool {
		foreach ( explode( ',', $if_none_match ) as $candidate ) {
			$candidate = preg_replace( '#^W/#', '', trim( $candidate ) );
			if ( '*' === $candidate || $candidate === $etag ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The request body: a JSON object whose keys are all allowed, or nothing.
	 *
	 * @param WP_REST_Request $request    Request.
	 * @param string[]        $allowed    Field names the route accepts.
	 * @param string          $error_code Code for unknown fields and non-objects.
	 * @param string|null     $message    Message for those, or null for the generic one.
	 * @return array<string, mixed>
	 * @throws Route_Exception 415 for a body that is not JSON, 400 for a non-object or unknown fields.
	 */
	protected function body( WP_REST_Request $request, array $allowed, string $error_code = 'playpal_invalid_body', ?string $message = null ): array {
		$raw = trim( (string) $request->get_body() );
		if ( '' === $raw ) {
			return array();
		}
		self::require_json( $request );
		$decoded = json_decode( $raw, true );
		$unknown = is_array( $decoded ) ? array_diff( array_map( 'strval', array_keys( $decoded ) ), $allowed ) : array();
		if ( ! is_array( $decoded ) || ( $decoded && array_is_list( $decoded ) ) || $unknown ) {
			$message = $message ?? ( $allowed
				/* translators: %s: comma-separated field names. */
				? sprintf( __( 'The request body must be a JSON object with only these fields: %s.', 'playpal' ), implode( ', ', $allowed ) )
				: __( 'This request takes no body.', 'playpal' ) );
			throw new Route_Exception( $error_code, $message, 400, $unknown ? array( 'params' => array_values( $unknown ) ) : array() );
		}
		return $decoded;
	}

	/**
	 * Refuses a body sent as anything but JSON.
	 *
	 * @param WP_REST_Request $request Request.
	 * @throws Unsupported_Type 415 `playpal_json_required`.
	 */
	protected static function require_json( WP_REST_Request $request ): void {
		if ( ! $request->is_json_content_type() ) {
			throw new Unsupported_Type( 'playpal_json_required', __( 'Send the request body as JSON (Content-Type: application/json).', 'playpal' ) );
		}
	}
}
