<?php
/**
 * Refuses JSON bodies that are a bare string, number or boolean, on every pp/v1 write.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use WP_Error;
use WP_REST_Request;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * WordPress parses a JSON body of `"text"`, `42` or `true` into a scalar and
 * then loops over it as if it were a map of parameters, which raises a PHP
 * warning and reaches no argument rule. Every pp/v1 write takes a JSON
 * object, so such bodies are refused first with WordPress's own
 * `rest_invalid_json` (400). A list (`[...]`) is an array to WordPress: it
 * goes on to the argument rules, which find none of their fields in it.
 *
 * Routes with their own body guard (Signups\Signup_Guard, priority 10)
 * answer first; this one runs after them.
 */
final class Json_Body_Guard {

	public const PRIORITY = 20;

	public function add_hooks(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'refuse_non_objects' ), self::PRIORITY, 3 );
	}

	/**
	 * Refuses a pp/v1 write whose JSON body is a bare string, number or boolean.
	 *
	 * @param mixed           $result  A response another filter already chose, or null.
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function refuse_non_objects( mixed $result, WP_REST_Server $server, WP_REST_Request $request ): mixed { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		if ( null !== $result
			|| in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true )
			|| ! str_starts_with( strtolower( $request->get_route() ), '/' . Routes_Controller::REST_NAMESPACE . '/' )
			|| ! $request->is_json_content_type() ) {
			return $result;
		}
		$body = trim( (string) $request->get_body() );
		if ( '' === $body ) {
			return $result;
		}
		$decoded = json_decode( $body, true );
		// Broken JSON is WordPress's to report (also rest_invalid_json); `null` reads as no body.
		if ( JSON_ERROR_NONE !== json_last_error() || ! is_scalar( $decoded ) ) {
			return $result;
		}
		return new WP_Error( 'rest_invalid_json', __( 'The request body must be a JSON object.', 'playpal' ), array( 'status' => 400 ) );
	}
}
