<?php
/**
 * The one check every uploaded file passes before anything is written.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use PlayPal\Errors\Domain_Exception;

defined( 'ABSPATH' ) || exit;

/**
 * Judges the files of one form field against its Upload_Policy (DESIGN §7):
 *
 * - `files()` turns PHP's `$_FILES` entry into a list and refuses shapes a
 *   form never sends; `single()` wants exactly one file;
 * - each file must have arrived whole (PHP's upload error), be this request's
 *   real HTTP upload (`is_uploaded_file()`), be within the size limit and not
 *   empty, and be a type the policy takes by its bytes (its Content_Rule).
 *
 * Nothing is written here: a refused upload is PHP's temporary file, which PHP
 * deletes when the request ends. Tests, which have no HTTP upload, vouch for
 * their own files through the `playpal_uploads_is_http_upload` filter.
 */
final class Upload_Intake {

	public function __construct( private Upload_Policy $policy ) {}

	/**
	 * The files of one form field, as a list of `{name, tmp_name, error}`.
	 *
	 * @param mixed $field `$_FILES[ field ]` (or WP_REST_Request::get_file_params()[ field ]); null when absent.
	 * @return array<int, array{name: string, tmp_name: string, error: int}>
	 * @throws Domain_Exception When the field is not the shape of a file or a list of files.
	 */
	public function files( mixed $field ): array {
		if ( null === $field ) {
			return array();
		}
		if ( ! is_array( $field ) || ! isset( $field['name'], $field['tmp_name'], $field['error'] ) ) {
			throw $this->policy->messages->malformed();
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
			throw $this->policy->messages->malformed();
		}
		$files = array();
		foreach ( array_keys( $names ) as $key ) {
			$name = $names[ $key ];
			$tmp  = $tmps[ $key ] ?? null;
			$err  = $errs[ $key ] ?? null;
			if ( ! is_string( $name ) || ! is_string( $tmp ) || ! is_numeric( $err ) ) {
				throw $this->policy->messages->malformed();
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
	 * Checks every file of a field before anything is stored.
	 *
	 * @param mixed $field As files() takes it.
	 * @return array<int, array{tmp_name: string, name: string, type: string, ext: string, size: int}>
	 * @throws Domain_Exception For the first file that breaks a rule.
	 */
	public function check( mixed $field ): array {
		$files = $this->files( $field );
		if ( count( $files ) > $this->policy->max_files ) {
			throw $this->policy->messages->too_many( $this->policy->max_files );
		}
		return array_map( fn( array $file ): array => $this->check_one( $file ), $files );
	}

	/**
	 * Checks a field that must hold exactly one file.
	 *
	 * @param mixed $field As files() takes it.
	 * @return array{tmp_name: string, name: string, type: string, ext: string, size: int}
	 * @throws Domain_Exception When there is no file, more than one, or it breaks a rule.
	 */
	public function single( mixed $field ): array {
		$checked = $this->check( $field );
		if ( ! $checked ) {
			throw $this->policy->messages->missing();
		}
		return $checked[0];
	}

	// phpcs:disable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber -- Several throw sites of one exception type.
	/**
	 * @param array{name: string, tmp_name: string, error: int} $file One file.
	 * @return array{tmp_name: string, name: string, type: string, ext: string, size: int}
	 * @throws Domain_Exception When the file breaks a rule.
	 */
	private function check_one( array $file ): array {
	// phpcs:enable Squiz.Commenting.FunctionCommentThrowTag.WrongNumber
		$say = $this->policy->messages;
		if ( in_array( $file['error'], array( UPLOAD_ERR_INI_SIZE, UPLOAD_ERR_FORM_SIZE ), true ) ) {
			throw $say->too_large( $file['name'], $this->policy->max_bytes );
		}
		$tmp = $file['tmp_name'];
		if ( UPLOAD_ERR_OK !== $file['error'] || '' === $tmp || ! self::is_http_upload( $tmp ) || ! is_file( $tmp ) || ! is_readable( $tmp ) ) {
			throw $say->incomplete( $file['name'] );
		}
		$size = (int) filesize( $tmp );
		if ( $size > $this->policy->max_bytes ) {
			throw $say->too_large( $file['name'], $this->policy->max_bytes );
		}
		if ( $size <= 0 ) {
			throw $say->empty_file( $file['name'] );
		}
		$type = $this->policy->content->judge( $tmp, $file['name'], $this->policy );
		if ( null === $type ) {
			throw $say->wrong_type( $file['name'] );
		}
		return array(
			'tmp_name' => $tmp,
			'name'     => Upload_Messages::file_name( $file['name'] ),
			'type'     => $type['type'],
			'ext'      => $type['ext'],
			'size'     => $size,
		);
	}

	/**
	 * Whether the path is a file PHP received with this request.
	 *
	 * @param string $path Temporary file.
	 */
	private static function is_http_upload( string $path ): bool {
		/**
		 * Filters whether a file stands for an HTTP upload of this request. For
		 * tests only: they hand in files from disk and say yes for their own.
		 *
		 * @param bool   $is_upload is_uploaded_file() for the path.
		 * @param string $path      Temporary file.
		 */
		return (bool) apply_filters( 'playpal_uploads_is_http_upload', is_uploaded_file( $path ), $path );
	}
}
