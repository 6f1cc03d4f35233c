<?php
/**
 * Checks the uploaded file before anything is unpacked or stored.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

defined( 'ABSPATH' ) || exit;

/**
 * Type by content, size by bytes. The upload is PHP's temporary file, which
 * PHP deletes when the request ends, so nothing of a refused upload stays.
 *
 * (DESIGN §7 also names a shared `Uploads/` helper; it is being written for
 * story submissions in parallel. This class keeps the converter's rules in one
 * place so the two can be merged without changing the converter's answers.)
 */
final class Upload_Intake {

	/** Largest upload, bytes (10 MB). */
	public const MAX_UPLOAD = 10 * 1024 * 1024;

	/** What the converter takes, by extension. */
	private const MIMES = array(
		'html' => 'text/html',
		'htm'  => 'text/html',
		'zip'  => 'application/zip',
	);

	/**
	 * Checks `$_FILES['file']` as WordPress hands it over.
	 *
	 * @param mixed $file The `file` entry of the request's file parameters.
	 * @return array{path: string, name: string, kind: string, size: int} kind `html` or `zip`.
	 * @throws Conversion_Error 400/413/415 with a stable code.
	 */
	public function check( mixed $file ): array {
		if ( ! is_array( $file ) || ! isset( $file['tmp_name'], $file['name'], $file['error'] ) ) {
			throw new Conversion_Error( 'playpal_upload_missing', __( 'Please choose an HTML file or a .zip to convert.', 'playpal' ), 400 );
		}
		if ( is_array( $file['tmp_name'] ) || is_array( $file['name'] ) || is_array( $file['error'] ) ) {
			throw new Conversion_Error( 'playpal_upload_missing', __( 'Please send exactly one file in the field "file".', 'playpal' ), 400 );
		}
		$error = (int) $file['error'];
		if ( UPLOAD_ERR_INI_SIZE === $error || UPLOAD_ERR_FORM_SIZE === $error ) {
			throw $this->too_large();
		}
		if ( UPLOAD_ERR_NO_FILE === $error ) {
			throw new Conversion_Error( 'playpal_upload_missing', __( 'Please choose an HTML file or a .zip to convert.', 'playpal' ), 400 );
		}
		$path = (string) $file['tmp_name'];
		if ( UPLOAD_ERR_OK !== $error || '' === $path || ! $this->is_upload( $path ) || ! is_file( $path ) ) {
			throw new Conversion_Error( 'playpal_upload_failed', __( 'The file did not arrive completely. Please try again.', 'playpal' ), 400 );
		}
		$size = (int) filesize( $path );
		if ( $size > self::MAX_UPLOAD ) {
			throw $this->too_large();
		}
		if ( 0 === $size ) {
			throw $this->wrong_type();
		}

		$name = sanitize_file_name( wp_basename( str_replace( '\\', '/', (string) $file['name'] ) ) );
		$ext  = strtolower( pathinfo( $name, PATHINFO_EXTENSION ) );
		if ( ! isset( self::MIMES[ $ext ] ) ) {
			throw $this->wrong_type();
		}
		$kind = 'zip' === $ext ? 'zip' : 'html';
		if ( ! $this->content_is( $kind, $path, $name ) ) {
			throw $this->wrong_type();
		}
		return array(
			'path' => $path,
			'name' => $name,
			'kind' => $kind,
			'size' => $size,
		);
	}

	/**
	 * Whether the bytes are what the name says: WordPress's check
	 * (wp_check_filetype_and_ext(), which reads the content with finfo) with
	 * the converter's own list of types, and for pages also no NUL bytes and
	 * at least one tag. finfo calls a page without a doctype `text/plain`,
	 * which WordPress then refuses for an `.html` name; such a page passes on
	 * the other two checks alone.
	 *
	 * @param string $kind `html` or `zip`.
	 * @param string $path Temporary file.
	 * @param string $name File name.
	 */
	private function content_is( string $kind, string $path, string $name ): bool {
		// WordPress allows HTML uploads only to users with unfiltered_html, because the media library
		// serves them on the site's own origin. The converter serves them sandboxed under its own CSP,
		// so for this one check its own list is the allowed list.
		$allow = static fn( array $mimes ): array => $mimes + self::MIMES;
		add_filter( 'upload_mimes', $allow, PHP_INT_MAX );
		try {
			$checked = wp_check_filetype_and_ext( $path, $name, self::MIMES );
		} finally {
			remove_filter( 'upload_mimes', $allow, PHP_INT_MAX );
		}
		$real = function_exists( 'finfo_open' ) ? (string) ( new \finfo( FILEINFO_MIME_TYPE ) )->file( $path ) : '';
		if ( 'zip' === $kind ) {
			return 'application/zip' === $real && false !== $checked['type'];
		}
		if ( ! in_array( $real, array( 'text/html', 'text/plain', 'text/xml', 'application/xhtml+xml' ), true ) ) {
			return false;
		}
		$text = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local temporary file.
		return ! str_contains( $text, "\0" ) && Html_Rewriter::has_markup( $text )
			&& ( false !== $checked['type'] || 'text/plain' === $real || 'text/xml' === $real );
	}

	/**
	 * Whether the path is a file PHP received with this request. Tests, which
	 * have no HTTP upload, say yes through the filter.
	 *
	 * @param string $path Temporary file.
	 */
	private function is_upload( string $path ): bool {
		/**
		 * Whether a file stands for an HTTP upload of this request (tests only).
		 *
		 * @param bool   $is_upload is_uploaded_file() for the path.
		 * @param string $path      Temporary file.
		 */
		return (bool) apply_filters( 'playpal_converter_is_uploaded_file', is_uploaded_file( $path ), $path );
	}

	private function too_large(): Conversion_Error {
		return new Conversion_Error( 'playpal_upload_too_large', __( 'The file is larger than 10 MB. Please upload a smaller file.', 'playpal' ), 413 );
	}

	private function wrong_type(): Conversion_Error {
		return new Conversion_Error( 'playpal_upload_wrong_type', __( 'Only an HTML page (.html or .htm) or a .zip holding one can be converted, and the file must really be one.', 'playpal' ), 415 );
	}
}
