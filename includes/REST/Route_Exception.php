<?php
/**
 * The refusal a route throws with its own HTTP status.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use PlayPal\Errors\Domain_Exception;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * A refusal only the REST layer makes (a method, a body, a route's own
 * check), so it may carry its HTTP status itself; Domain_Error_Map reads it
 * and answers it like every kind, in one place (Abstract_Route).
 */
final class Route_Exception extends Domain_Exception {

	/**
	 * Constructor.
	 *
	 * @param string               $error_code      Stable error code, e.g. 'playpal_invalid_color'.
	 * @param string               $message         Translated, human message.
	 * @param int                  $status          HTTP status.
	 * @param array<string, mixed> $additional_data Extra data for the response.
	 */
	public function __construct( string $error_code, string $message, private int $status = 400, array $additional_data = array() ) {
		parent::__construct( $error_code, $message, $additional_data );
	}

	/**
	 * Wraps a WP_Error (e.g. from validation), keeping its first code and all its messages.
	 *
	 * @param WP_Error $error   The error.
	 * @param int      $status  HTTP status to use.
	 */
	public static function from_error( WP_Error $error, int $status = 400 ): self {
		return new self( (string) $error->get_error_code(), implode( ' ', $error->get_error_messages() ), $status );
	}

	/**
	 * The HTTP status.
	 */
	public function get_status(): int {
		return $this->status;
	}
}
