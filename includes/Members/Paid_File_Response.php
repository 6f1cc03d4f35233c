<?php
/**
 * A REST answer that is a paid file, streamed from disk.
 *
 * @package PlayPal
 */

namespace PlayPal\Members;

use PlayPal\Appadoos\Quiet_Io;
use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Carries the file's path; serve() (on `rest_pre_serve_request`) prints the
 * file instead of JSON. The REST server has already sent the status and these
 * headers by then: the type from the file name, attachment with the file's
 * name (so a browser saves it and never renders it on the site's origin),
 * nosniff, `private, no-store` and the exact length.
 */
final class Paid_File_Response extends WP_REST_Response {

	/**
	 * The file. Kept out of the data: an answer wrapped by `_envelope` or
	 * changed by a filter must not print a server path as JSON.
	 *
	 * @var string
	 */
	private string $path;

	/**
	 * Constructor.
	 *
	 * @param string $path Real path of the file (Paid_File::local_path()).
	 */
	public function __construct( string $path ) {
		$name       = (string) preg_replace( '/[^A-Za-z0-9._-]/', '-', basename( $path ) );
		$type       = wp_check_filetype( $name );
		$this->path = $path;
		parent::__construct(
			null,
			200,
			array(
				'Content-Type'           => is_string( $type['type'] ) && '' !== $type['type'] ? $type['type'] : 'application/octet-stream',
				'Content-Disposition'    => 'attachment; filename="' . ltrim( $name, '.' ) . '"',
				'Content-Length'         => (string) (int) Quiet_Io::run( static fn() => filesize( $path ) ),
				'Cache-Control'          => 'private, no-store',
				'X-Content-Type-Options' => 'nosniff',
			)
		);
	}

	/**
	 * Prints a Paid_File_Response's file (`rest_pre_serve_request`).
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
		Quiet_Io::run( static fn() => readfile( $response->path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_readfile -- Streams the file without holding it in memory; a file gone since the check warns with its path, never into a log.
		return true;
	}
}
