<?php
/**
 * The error an upload check throws.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use RuntimeException;

defined( 'ABSPATH' ) || exit;

/**
 * A refused or failed upload: a stable code, a human sentence, an HTTP status.
 */
final class Upload_Exception extends RuntimeException {

	/**
	 * @param string $error_code Stable code, e.g. 'playpal_upload_too_large'.
	 * @param string $message    Translated sentence.
	 * @param int    $status     HTTP status.
	 */
	public function __construct( private string $error_code, string $message, int $status = 400 ) {
		parent::__construct( $message, $status );
	}

	public function get_error_code(): string {
		return $this->error_code;
	}

	public function get_status(): int {
		return (int) $this->getCode();
	}
}
