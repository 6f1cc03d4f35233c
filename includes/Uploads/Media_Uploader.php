<?php
/**
 * Checks uploaded files by their bytes and puts them in the media library.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use finfo;
use Throwable;

defined( 'ABSPATH' ) || exit;

/**
 * The one place uploads are judged and stored (DESIGN §7):
 *
 * - `files()` turns PHP's `$_FILES` entry of a `name[]` field into a list
 *   and refuses shapes a form never sends;
 * - `check()` refuses, before anything is written, a file over the size
 *   limit, a file whose bytes are not an allowed type (`finfo`, whatever
 *   its name says) or whose name disagrees (`wp_check_filetype_and_ext()`),
 *   and more files than allowed;
 * - `store()` moves the checked files into the uploads folder through
 *   `wp_handle_sideload()` and makes them attachments of a post, under a
 *   random name (the URL cannot be guessed, the person's file name is not
 *   published) with the extension of their real type. If any step fails,
 *   every file and attachment it made is removed before the error is thrown.
 *
 * Real requests must carry real HTTP uploads (`is_uploaded_file()`); the
 * `playpal_uploads_require_http_upload` filter lets tests hand in files
 * from disk and exercise the same code.
 */
final class Media_Uploader {

	private const SVG = 'image/svg+xml';

	public function __construct( private Upload_Policy $policy ) {}

	/**
	 * Runs a WordPress file check with the policy's types added to the site's
	 * allowed list (e.g. SVG, which WordPress allows nobody by default): our own
	 * checks above decide what this field accepts, WordPress's list is only
	 * widened for this one call.
	 *
	 * @param callable $run The call.
	 * @return mixed What it returns.
	 */
	private function with_policy_mimes( callable $run ): mixed {
		$add = fn( $mimes ): array => array_merge( is_array( $mimes ) ? $mimes : array(), $this->policy->mimes );
		add_filter( 'upload_mimes', $add, 99 );
		try {
			return $run();
		} finally {
			remove_filter( 'upload_mimes', $add, 99 );
		}
	}

	/**
	 * Rewrites an SVG file with its cleaned content (Svg_Sanitizer).
	 *
	 * @param string $path File.
	 * @throws Upload_Exception When it cannot be cleaned or written.
	 */
	private function clean_svg( string $path ): void {
		$clean = ( new Svg_Sanitizer() )->sanitize( (string) file_get_contents( $path ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local temporary copy.
		if ( null === $clean || false === file_put_contents( $path, $clean ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents -- A local temporary copy.
			throw self::failed( '' );
		}
	}

	/**
	 * The files of one form field, as a list of `{name, type, tmp_name, error, size}`.
	 *
	 * @param mixed $field `$_FILES[ field ]` (or WP_REST_Request::get_file_params()[ field ]); null when absent.
	 * @return array<int, array{name: string, tmp_name: string, error: int}>
	 * @throws Upload_Exception When the field is not the shape of a file or a list of files.
	 */
	public static function files( mixed $field ): array {
		if ( null === $field ) {
			return array();
		}
		if ( ! is_array( $field ) || ! isset( $field['name'], $field['tmp_name'], $field['error'] ) ) {
			throw self::malformed();
		}
		$names = $field['name'];
		$tmps  = $field['tmp_name'];
		$errs  = $field['error'];
		if ( ! is_array( $names ) ) {
			$names = array( $names );
			$tmps  = array( $tmps );
			$errs  = array( $errs );
		}
		if ( ! is_array( $tmps ) || ! is_array( $errs ) || count( $names ) !== count( $tmps ) || count( $names ) !== count( $errs ) ) {
			throw self::malformed();
		}
		$files = array();
		foreach ( array_keys( $names ) as $key ) {
			$name = $names[ $key ];
			$tmp  = $tmps[ $key ] ?? null;
			$err  = $errs[ $key ] ?? null;
			if ( ! is_string( $name ) || ! is_string( $tmp ) || ! is_numeric( $err ) ) {
				throw self::malformed();
			}
			if ( UPLOAD_ERR_NO_FILE === (int) $err ) {
				continue; // An empty picker: nothing was chosen.
			}
			$files[] = array(
				'name'     => $name,
				'tmp_name' => $tmp,
				'error'    => (int) $err,
			);
		}
		return $files;
	}

	/**
	 * Checks every file before anything is stored.
	 *
	 * @param array<int, array{name: string, tmp_name: string, error: int}> $files From files().
	 * @return array<int, array{tmp_name: string, type: string, ext: string, size: int}>
	 * @throws Upload_Exception For the first file that breaks a rule.
	 */
	public function check( array $files ): array {
		if ( count( $files ) > $this->policy->max_files ) {
			throw new Upload_Exception(
				'playpal_upload_too_many_files',
				sprintf(
					/* translators: %d: most files allowed. */
					_n( 'You can attach at most %d file.', 'You can attach at most %d files.', $this->policy->max_files, 'playpal' ),
					$this->policy->max_files
				),
				400
			);
		}
		$checked = array();
		foreach ( $files as $file ) {
			$checked[] = $this->check_one( $file );
		}
		return $checked;
	}

	// phpcs:disable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber -- Several throw sites of one exception type.
	/**
	 * @param array{name: string, tmp_name: string, error: int} $file One file.
	 * @return array{tmp_name: string, type: string, ext: string, size: int}
	 * @throws Upload_Exception When the file breaks a rule.
	 */
	private function check_one( array $file ): array {
	// phpcs:enable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber
		$label = self::display_name( $file['name'] );
		if ( in_array( $file['error'], array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
			throw $this->too_large( $label );
		}
		$tmp = $file['tmp_name'];
		if ( UPLOAD_ERR_OK !== $file['error'] || '' === $tmp || ! is_file( $tmp ) || ! is_readable( $tmp ) ) {
			throw self::failed( $label );
		}
		/**
		 * Filters whether files must be real HTTP uploads (is_uploaded_file()). Tests turn it off.
		 *
		 * @param bool $require True by default.
		 */
		if ( apply_filters( 'playpal_uploads_require_http_upload', true ) && ! is_uploaded_file( $tmp ) ) {
			throw self::failed( $label );
		}
		$size = (int) filesize( $tmp );
		if ( $size > $this->policy->max_bytes ) {
			throw $this->too_large( $label );
		}
		if ( $size <= 0 ) {
			throw new Upload_Exception(
				'playpal_upload_empty',
				/* translators: %s: file name. */
				sprintf( __( '“%s” is empty.', 'playpal' ), $label ),
				400
			);
		}

		// The bytes decide the type; the name only has to agree with them.
		$real = ( new finfo( FILEINFO_MIME_TYPE ) )->file( $tmp );
		$real = is_string( $real ) ? $real : '';
		$ext  = $this->extension_of( $real );
		$said = '' === $ext ? array() : $this->with_policy_mimes( fn() => wp_check_filetype_and_ext( $tmp, $file['name'], $this->policy->mimes ) );
		// A raster picture must also decode: magic bytes alone let script-carrying polyglots through.
		$decodes = ! str_starts_with( $real, 'image/' ) || self::SVG === $real || ! is_wp_error( wp_get_image_editor( $tmp ) );
		if ( '' === $ext || ! $decodes || empty( $said['type'] ) || empty( $said['ext'] ) || strtok( (string) $said['type'], '/' ) !== strtok( $real, '/' ) ) {
			throw new Upload_Exception( 'playpal_upload_type', sprintf( $this->policy->type_message(), $label ), 415 );
		}
		// An SVG is stored cleaned (store()); one that cannot be parsed is refused now, before anything is written.
		if ( self::SVG === $real && null === ( new Svg_Sanitizer() )->sanitize( (string) file_get_contents( $tmp ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local upload.
			throw new Upload_Exception(
				'playpal_upload_svg_invalid',
				/* translators: %s: file name. */
				sprintf( __( '“%s” is not a well-formed SVG drawing.', 'playpal' ), $label ),
				415
			);
		}
		return array(
			'tmp_name' => $tmp,
			'type'     => $real,
			'ext'      => $ext,
			'size'     => $size,
		);
	}

	// phpcs:disable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber -- Several throw sites of one exception type.
	/**
	 * Stores checked files as attachments of a post; on any failure removes
	 * all it made and throws.
	 *
	 * @param array<int, array{tmp_name: string, type: string, ext: string, size: int}> $checked   From check().
	 * @param int                                                                       $parent_id Post the files belong to.
	 * @param string                                                                    $status    Attachment status: 'private' until the post is public, else 'inherit'.
	 * @return int[] Attachment IDs, in order.
	 * @throws Upload_Exception When a file could not be stored.
	 */
	public function store( array $checked, int $parent_id, string $status = 'private' ): array {
	// phpcs:enable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber
		self::load_wp_admin_media();
		$ids   = array();
		$loose = array();
		try {
			foreach ( $checked as $file ) {
				// wp_handle_sideload() moves its input away: hand it a copy, keep the upload intact.
				$copy = wp_tempnam( 'playpal-upload' );
				if ( ! $copy || ! copy( $file['tmp_name'], $copy ) ) {
					throw self::failed( '' );
				}
				$loose[] = $copy;
				if ( self::SVG === $file['type'] ) {
					$this->clean_svg( $copy );
				}
				$sideload = array(
					'name'     => strtolower( wp_generate_password( 20, false ) ) . '.' . $file['ext'],
					'type'     => $file['type'],
					'tmp_name' => $copy,
					'error'    => 0,
					'size'     => $file['size'],
				);
				$moved    = $this->with_policy_mimes(
					fn() => wp_handle_sideload(
						$sideload,
						array(
							'test_form' => false,
							'mimes'     => $this->policy->mimes,
						)
					)
				);
				if ( ! is_array( $moved ) || isset( $moved['error'] ) || empty( $moved['file'] ) ) {
					throw self::failed( '' );
				}
				$loose[] = (string) $moved['file'];
				$id      = wp_insert_attachment(
					array(
						'post_mime_type' => (string) $moved['type'],
						'post_title'     => '',
						'post_content'   => '',
						'post_status'    => $status,
						'guid'           => (string) $moved['url'],
					),
					(string) $moved['file'],
					$parent_id,
					true
				);
				if ( is_wp_error( $id ) ) {
					throw self::failed( '' );
				}
				$ids[] = (int) $id;
				$loose = array();
				wp_update_attachment_metadata( (int) $id, wp_generate_attachment_metadata( (int) $id, (string) $moved['file'] ) );
			}
		} catch ( Throwable $error ) {
			self::remove( $ids );
			foreach ( $loose as $path ) {
				if ( is_file( $path ) ) {
					wp_delete_file( $path );
				}
			}
			throw $error instanceof Upload_Exception ? $error : self::failed( '' );
		}
		return $ids;
	}

	/**
	 * Deletes attachments with their files (and generated sizes).
	 *
	 * @param int[] $ids Attachment IDs.
	 */
	public static function remove( array $ids ): void {
		foreach ( $ids as $id ) {
			wp_delete_attachment( (int) $id, true );
		}
	}

	/**
	 * The file extension the policy gives a MIME type, or '' when it is not allowed.
	 *
	 * @param string $mime MIME type.
	 */
	private function extension_of( string $mime ): string {
		foreach ( $this->policy->mimes as $exts => $type ) {
			if ( $type === $mime ) {
				return strtok( $exts, '|' );
			}
		}
		return '';
	}

	/**
	 * A file name safe to quote in a message.
	 *
	 * @param string $name As sent.
	 */
	private static function display_name( string $name ): string {
		$name = sanitize_file_name( wp_basename( $name ) );
		return '' === $name ? __( 'A file', 'playpal' ) : mb_substr( $name, 0, 80 );
	}

	private function too_large( string $label ): Upload_Exception {
		return new Upload_Exception(
			'playpal_upload_too_large',
			sprintf(
				/* translators: 1: file name, 2: size limit in MB. */
				__( '“%1$s” is larger than %2$d MB. Each file can be at most %2$d MB.', 'playpal' ),
				$label,
				(int) ( $this->policy->max_bytes / Upload_Policy::MB )
			),
			413
		);
	}

	private static function failed( string $label ): Upload_Exception {
		return new Upload_Exception(
			'playpal_upload_failed',
			'' === $label
				? __( 'A file could not be saved. Please try again.', 'playpal' )
				/* translators: %s: file name. */
				: sprintf( __( '“%s” did not arrive complete. Please try again.', 'playpal' ), $label ),
			'' === $label ? 500 : 400
		);
	}

	private static function malformed(): Upload_Exception {
		return new Upload_Exception( 'playpal_upload_malformed', __( 'The files were not sent the way the form sends them.', 'playpal' ), 400 );
	}

	/**
	 * The media functions live in wp-admin; REST requests do not load them.
	 */
	private static function load_wp_admin_media(): void {
		require_once ABSPATH . 'wp-admin/includes/file.php';
		require_once ABSPATH . 'wp-admin/includes/media.php';
		require_once ABSPATH . 'wp-admin/includes/image.php';
	}
}
