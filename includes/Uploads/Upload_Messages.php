<?php
/**
 * What a refused upload tells the person, field by field.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Invalid_Input;
use PlayPal\Errors\Too_Large;
use PlayPal\Errors\Unsupported_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The codes and sentences of each field's refusals. A story or a creation
 * takes several files, so its sentences name the file; the converter takes one
 * and keeps the wording its screen already shows (docs/APPADOOS.md).
 */
final class Upload_Messages {

	/** A story's pictures and videos. */
	public const STORY = 'story';

	/** A creator's printables. */
	public const CREATION = 'creation';

	/** The page or .zip the Appadoo converter takes. */
	public const APPADOO_SOURCE = 'appadoo_source';

	/**
	 * @param string $kind One of the constants above.
	 */
	public function __construct( private string $kind ) {}

	private function is_single(): bool {
		return self::APPADOO_SOURCE === $this->kind;
	}

	/**
	 * A file over the size limit (also PHP's own size errors).
	 *
	 * @param string $name      The name it was sent under.
	 * @param int    $max_bytes The limit.
	 */
	public function too_large( string $name, int $max_bytes ): Domain_Exception {
		$mb = (int) ( $max_bytes / Upload_Policy::MB );
		return new Too_Large(
			'playpal_upload_too_large',
			$this->is_single()
				? __( 'The file is larger than 10 MB. Please upload a smaller file.', 'playpal' ) // The converter's limit is fixed (Upload_Policy::appadoo_source()).
				/* translators: 1: file name, 2: size limit in MB. */
				: sprintf( __( '“%1$s” is larger than %2$d MB. Each file can be at most %2$d MB.', 'playpal' ), self::display_name( $name ), $mb )
		);
	}

	/**
	 * A file that did not arrive whole (or is not this request's upload).
	 *
	 * @param string $name The name it was sent under.
	 */
	public function incomplete( string $name ): Domain_Exception {
		return new Invalid_Input(
			'playpal_upload_failed',
			$this->is_single()
				? __( 'The file did not arrive completely. Please try again.', 'playpal' )
				/* translators: %s: file name. */
				: sprintf( __( '“%s” did not arrive complete. Please try again.', 'playpal' ), self::display_name( $name ) )
		);
	}

	/**
	 * A file whose bytes are not a type the field takes.
	 *
	 * @param string $name The name it was sent under.
	 */
	public function wrong_type( string $name ): Domain_Exception {
		return match ( $this->kind ) {
			self::APPADOO_SOURCE => new Unsupported_Type( 'playpal_upload_wrong_type', __( 'Only an HTML page (.html or .htm) or a .zip holding one can be converted, and the file must really be one.', 'playpal' ) ),
			/* translators: %s: file name. */
			self::CREATION       => new Unsupported_Type( 'playpal_upload_type', sprintf( __( '“%s” is not a file type we accept. Please use PDF, PNG, JPG or SVG.', 'playpal' ), self::display_name( $name ) ) ),
			/* translators: %s: file name. */
			default              => new Unsupported_Type( 'playpal_upload_type', sprintf( __( '“%s” is not a picture or video we accept. Please use JPG, PNG, WebP, GIF, MP4 or MOV.', 'playpal' ), self::display_name( $name ) ) ),
		};
	}

	/**
	 * An empty file. The converter has always called it the wrong type (an
	 * empty file is no page), and its screen knows that code.
	 *
	 * @param string $name The name it was sent under.
	 */
	public function empty_file( string $name ): Domain_Exception {
		if ( $this->is_single() ) {
			return $this->wrong_type( $name );
		}
		/* translators: %s: file name. */
		return new Invalid_Input( 'playpal_upload_empty', sprintf( __( '“%s” is empty.', 'playpal' ), self::display_name( $name ) ) );
	}

	/**
	 * More files than the field takes.
	 *
	 * @param int $max_files The limit.
	 */
	public function too_many( int $max_files ): Domain_Exception {
		if ( $this->is_single() ) {
			return new Invalid_Input( 'playpal_upload_missing', __( 'Please send exactly one file in the field "file".', 'playpal' ) );
		}
		return new Invalid_Input(
			'playpal_upload_too_many_files',
			/* translators: %d: most files allowed. */
			sprintf( _n( 'You can attach at most %d file.', 'You can attach at most %d files.', $max_files, 'playpal' ), $max_files )
		);
	}

	/**
	 * No file where one is needed (the converter's field).
	 */
	public function missing(): Domain_Exception {
		return new Invalid_Input( 'playpal_upload_missing', __( 'Please choose an HTML file or a .zip to convert.', 'playpal' ) );
	}

	/**
	 * Files sent in a shape no form sends.
	 */
	public function malformed(): Domain_Exception {
		return $this->is_single()
			? $this->missing()
			: new Invalid_Input( 'playpal_upload_malformed', __( 'The files were not sent the way the form sends them.', 'playpal' ) );
	}

	/**
	 * A file name as sent, reduced to its last part and made safe for a file system.
	 *
	 * @param string $name As sent.
	 */
	public static function file_name( string $name ): string {
		return sanitize_file_name( wp_basename( str_replace( '\\', '/', $name ) ) );
	}

	/**
	 * A file name safe to quote in a message.
	 *
	 * @param string $name As sent.
	 */
	public static function display_name( string $name ): string {
		$name = self::file_name( $name );
		return '' === $name ? __( 'A file', 'playpal' ) : mb_substr( $name, 0, 80 );
	}
}
