<?php
/**
 * A REST answer that is a file to download, not JSON.
 *
 * @package PlayPal
 */

namespace PlayPal\Http;

use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

defined( 'ABSPATH' ) || exit;

/**
 * Bytes made for the answer (its data; each kind is a subclass: REST\Zip_Response,
 * REST\Csv_Response) or a file on disk (of_file(): a paid or private file,
 * streamed). serve(), on `rest_pre_serve_request` (hooked once, by
 * REST\Routes_Controller), prints them instead of JSON. The REST server has
 * already sent the status and these headers by then: the type, attachment with
 * a file name (so a browser saves it and never renders it on the site's
 * origin), `private, no-store`, nosniff and the exact length.
 */
class File_Response extends WP_REST_Response {

	/**
	 * The file on disk, '' when the bytes are the data. Kept out of the data: an answer
	 * wrapped by `_envelope` or changed by a filter must not print a server path as JSON.
	 *
	 * @var string
	 */
	private string $path = '';

	/**
	 * Constructor.
	 *
	 * @param string|null $bytes        The file (null: of_file() streams it).
	 * @param string      $filename     Download file name (ASCII letters, digits, `.`, `-`, `_`; anything else becomes `-`).
	 * @param string      $content_type Its media type.
	 * @param int|null    $length       Its length in bytes (null: the bytes' length).
	 */
	protected function __construct( ?string $bytes, string $filename, string $content_type, ?int $length = null ) {
		parent::__construct(
			$bytes,
			200,
			array(
				'Content-Type'           => $content_type,
				'Content-Disposition'    => 'attachment; filename="' . preg_replace( '/[^A-Za-z0-9._-]/', '-', $filename ) . '"',
				'Content-Length'         => (string) ( $length ?? strlen( (string) $bytes ) ),
				'Cache-Control'          => 'private, no-store',
				'X-Content-Type-Options' => 'nosniff',
			)
		);
	}

	/**
	 * A file on disk, typed from its name.
	 *
	 * @param string $path Real path of a readable file (e.g. Members\Paid_Download::local_path()).
	 */
	public static function of_file( string $path ): self {
		$name           = (string) preg_replace( '/[^A-Za-z0-9._-]/', '-', basename( $path ) );
		$type           = wp_check_filetype( $name );
		$response       = new self(
			null,
			ltrim( $name, '.' ),
			is_string( $type['type'] ) && '' !== $type['type'] ? $type['type'] : 'application/octet-stream',
			(int) self::quietly( static fn() => filesize( $path ) )
		);
		$response->path = $path;
		return $response;
	}

	/**
	 * Prints a File_Response's bytes or file (`rest_pre_serve_request`).
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
		if ( '' === $response->path ) {
			echo $response->get_data(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- The file's bytes, sent with their own type and nosniff.
			return true;
		}
		self::quietly( static fn() => readfile( $response->path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_readfile -- Streams the file without holding it in memory.
		return true;
	}

	/**
	 * Runs a file call whose warning would name the file's path: a file gone since the check warns into no log.
	 *
	 * @param callable $operation The call.
	 */
	private static function quietly( callable $operation ): mixed {
		set_error_handler( static fn(): bool => true, E_WARNING | E_NOTICE ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_set_error_handler -- Only this call's warnings, restored below.
		try {
			return $operation();
		} finally {
			restore_error_handler();
		}
	}
}
