<?php
/**
 * A refused or failed conversion.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * Carries a stable error code, an HTTP status and a translated message; the
 * convert route turns it into its answer (docs/APPADOOS.md, Converter).
 */
final class Conversion_Error extends RuntimeException {

	/**
	 * Constructor.
	 *
	 * @param string $error_code Stable code, e.g. `playpal_upload_too_large`.
	 * @param string $message    Translated message for the person.
	 * @param int    $status     HTTP status (4xx for refusals, 500 for failures).
	 */
	public function __construct( private string $error_code, string $message, private int $status ) {
		parent::__construct( $message );
	}

	public function get_error_code(): string {
		return $this->error_code;
	}

	public function get_status(): int {
		return $this->status;
	}
}
