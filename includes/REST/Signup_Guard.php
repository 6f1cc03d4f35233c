<?php
/**
 * Request guards and the error shape of POST pp/v1/interest.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use PlayPal\REST\Routes\Interest;
use PlayPal\Signups\Signup_Validator;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Two jobs around the interest route:
 *
 * - before WordPress parses the body: refuse bodies over 32 KB (413) and JSON
 *   bodies that are not an object (400), so no input reaches code that
 *   expects an object;
 * - after it answered: give every error the shape the forms read (SPEC §7:
 *   `success`, `error`) while keeping WordPress's `code`, `message` and
 *   `data.status`, and turn WordPress's generic argument errors into the
 *   field's own stable code and sentence.
 */
final class Signup_Guard {

	/** Largest body accepted, in bytes: every field at its limit fits, even with each character \\u-escaped. */
	public const MAX_BODY_BYTES = 32768;

	public function add_hooks(): void {
		add_filter( 'rest_pre_dispatch', array( $this, 'refuse_bad_bodies' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( $this, 'shape_error' ), 10, 3 );
	}

	/**
	 * Refuses oversized and non-object bodies before they are parsed.
	 *
	 * @param mixed           $result  A response another filter already chose, or null.
	 * @param WP_REST_Server  $server  Server.
	 * @param WP_REST_Request $request Request.
	 * @return mixed
	 */
	public function refuse_bad_bodies( mixed $result, WP_REST_Server $server, WP_REST_Request $request ): mixed { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		if ( null !== $result || ! $this->is_interest_request( $request ) ) {
			return $result;
		}
		$body = (string) $request->get_body();
		if ( strlen( $body ) > self::MAX_BODY_BYTES ) {
			return self::error_response(
				new WP_Error( 'playpal_interest_payload_too_large', __( 'That is more than the form can send. Please shorten your message and try again.', 'playpal' ), array( 'status' => 413 ) )
			);
		}
		if ( '' !== trim( $body ) && $request->is_json_content_type() ) {
			$decoded = json_decode( $body, true );
			if ( JSON_ERROR_NONE === json_last_error() && ! is_array( $decoded ) ) {
				return self::error_response( Domain_Error_Map::to_error( Signup_Validator::missing( 'body' ) ) );
			}
		}
		return $result;
	}

	/**
	 * Gives errors of the interest route the form's shape.
	 *
	 * @param WP_REST_Response|WP_Error|mixed $response Result of the handler (or of validation).
	 * @param array<string, mixed>            $handler  Matched handler.
	 * @param WP_REST_Request                 $request  Request.
	 * @return mixed
	 */
	public function shape_error( mixed $response, array $handler, WP_REST_Request $request ): mixed { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		$callback = $handler['callback'] ?? null;
		if ( ! is_wp_error( $response ) || ! is_array( $callback ) || ! ( $callback[0] ?? null ) instanceof Interest ) {
			return $response;
		}
		return self::error_response( self::field_error( $response ) );
	}

	/**
	 * `{success: false, error, code, message, data: {status}}` with the error's status.
	 *
	 * @param WP_Error $error The error.
	 */
	public static function error_response( WP_Error $error ): WP_REST_Response {
		$data   = (array) $error->get_error_data();
		$status = (int) ( $data['status'] ?? 400 );
		$status = $status >= 400 && $status < 600 ? $status : 400;
		$data   = array( 'status' => $status ) + array_intersect_key( $data, array_flip( array( 'params', 'retry_after' ) ) );

		$response = new WP_REST_Response(
			array(
				'success' => false,
				'error'   => $error->get_error_message(),
				'code'    => (string) $error->get_error_code(),
				'message' => $error->get_error_message(),
				'data'    => $data,
			),
			$status
		);
		if ( isset( $data['retry_after'] ) ) {
			$response->header( 'Retry-After', (string) (int) $data['retry_after'] );
		}
		return $response;
	}

	/**
	 * WordPress reports argument errors as `rest_missing_callback_param` or
	 * `rest_invalid_param` for all fields at once; the form shows one
	 * sentence, so this picks the first field in form order and returns its
	 * own error (stable code, plain sentence). Other errors pass unchanged.
	 *
	 * @param WP_Error $error The error WordPress or the route produced.
	 */
	private static function field_error( WP_Error $error ): WP_Error {
		$code = $error->get_error_code();
		$data = (array) $error->get_error_data();
		if ( 'rest_invalid_json' === $code ) {
			return Domain_Error_Map::to_error( Signup_Validator::missing( 'body' ) );
		}
		if ( 'rest_missing_callback_param' === $code ) {
			$missing = (array) ( $data['params'] ?? array() );
			foreach ( Signup_Validator::FIELDS as $field ) {
				if ( in_array( $field, $missing, true ) ) {
					return Domain_Error_Map::to_error( Signup_Validator::missing( $field ) );
				}
			}
			return Domain_Error_Map::to_error( Signup_Validator::missing( 'body' ) );
		}
		if ( 'rest_invalid_param' === $code ) {
			$details = (array) ( $data['details'] ?? array() );
			foreach ( Signup_Validator::FIELDS as $field ) {
				if ( isset( $details[ $field ]['code'], $details[ $field ]['message'] ) && str_starts_with( (string) $details[ $field ]['code'], 'playpal_' ) ) {
					return new WP_Error( (string) $details[ $field ]['code'], (string) $details[ $field ]['message'], array( 'status' => 400 ) );
				}
			}
			return Domain_Error_Map::to_error( Signup_Validator::missing( 'body' ) );
		}
		return $error;
	}

	/**
	 * Whether the request is a POST to the interest route (routes match case-insensitively).
	 *
	 * @param WP_REST_Request $request Request.
	 */
	private function is_interest_request( WP_REST_Request $request ): bool {
		return 0 === strcasecmp( untrailingslashit( $request->get_route() ), '/pp/v1/interest' );
	}
}
