<?php
/**
 * A REST answer that is a zip file.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use PlayPal\Http\File_Response;

defined( 'ABSPATH' ) || exit;

/**
 * A backup, an export or an offline package, as `application/zip`.
 */
final class Zip_Response extends File_Response {

	/**
	 * Constructor.
	 *
	 * @param string $bytes    The zip.
	 * @param string $filename Download file name.
	 */
	public function __construct( string $bytes, string $filename ) {
		parent::__construct( $bytes, $filename, 'application/zip' );
	}
}
