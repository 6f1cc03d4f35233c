<?php
/**
 * The exception routes throw to answer with an error.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use Exception;
use WP_Error;

defined( 'ABSPATH' ) || exit;

/**
 * Carries a stable error code, a human message and an HTTP status.
 *
 * Routes throw it from anywhere in their call stack; Abstract_Route turns it
 * into a WP_Error in one place, so every error has the same shape.
 */
final class Route_Exception extends Exception {

	/**
	 * Stable, machine-readable error code, e.g. 'playpal_invalid_color'.
	 *
	 * @var string
	 */
	private string $error_code;

	/**
	 * Extra data for the error response (besides the status).
	 *
	 * @var array<string, mixed>
	 */
	private array $additional_data;

	/**
	 * Constructor.
	 *
	 * @param string               $error_code      Stable error code.
	 * @param string               $message         Translated, human message.
	 * @param int                  $status          HTTP status.
	 * @param array<string, mixed> $additional_data Extra data for the response.
	 */
	public function __construct( string $error_code, string $message, int $status = 400, array $additional_data = array() ) {
		parent::__construct( $message, $status );
		$this->error_code      = $error_code;
		$this->additional_data = $additional_data;
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
	 * The stable error code.
	 */
	public function get_error_code(): string {
		return $this->error_code;
	}

	/**
	 * The HTTP status.
	 */
	public function get_status(): int {
		return (int) $this->getCode();
	}

	/**
	 * Extra data for the response.
	 *
	 * @return array<string, mixed>
	 */
	public function get_additional_data(): array {
		return $this->additional_data;
	}

	/**
	 * The REST error: the code, the message, the extra data plus `status`.
	 */
	public function to_error(): WP_Error {
		return new WP_Error(
			$this->error_code,
			$this->getMessage(),
			array_merge( $this->additional_data, array( 'status' => $this->get_status() ) )
		);
	}
}
