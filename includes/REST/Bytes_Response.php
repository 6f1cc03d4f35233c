<?php
/**
 * A REST answer that is a file to download, not JSON.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Carries the file's bytes as its data; serve() (on `rest_pre_serve_request`,
 * hooked once by Routes_Controller) prints them as they are instead of JSON.
 * The REST server has already sent the status and these headers by then: the
 * type, attachment with a file name, `private, no-store`, nosniff and the
 * exact length. Each kind of file is a subclass (Zip_Response, Csv_Response).
 */
abstract class Bytes_Response extends WP_REST_Response {

	/**
	 * Constructor.
	 *
	 * @param string $bytes        The file.
	 * @param string $filename     Download file name (ASCII letters, digits, `.`, `-`, `_`; anything else becomes `-`).
	 * @param string $content_type Its media type.
	 */
	protected function __construct( string $bytes, string $filename, string $content_type ) {
		$filename = preg_replace( '/[^A-Za-z0-9._-]/', '-', $filename );
		parent::__construct(
			$bytes,
			200,
			array(
				'Content-Type'           => $content_type,
				'Content-Disposition'    => 'attachment; filename="' . $filename . '"',
				'Content-Length'         => (string) strlen( $bytes ),
				'Cache-Control'          => 'private, no-store',
				'X-Content-Type-Options' => 'nosniff',
			)
		);
	}

	/**
	 * Prints a Bytes_Response's bytes (`rest_pre_serve_request`).
	 *
	 * @param mixed            $served   Whether another filter already served the request.
	 * @param WP_HTTP_Response $response The response.
	 * @param WP_REST_Request  $request  The request.
	 * @param WP_REST_Server   $server   The server.
	 * @return mixed
	 */
	public static function serve( mixed $served, WP_HTTP_Response $response, WP_REST_Request $request, WP_REST_Server $server ): mixed { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Filter signature.
		if ( $served || ! $response instanceof self || 'HEAD' === $request->get_method() ) {
			return $served || $response instanceof self;
		}
		echo $response->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- The file's bytes, sent with their own type and nosniff.
		return true;
	}
}
