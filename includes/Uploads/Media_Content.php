<?php
/**
 * Pictures, videos and printables, judged by their bytes.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use finfo;
use PlayPal\Errors\Unsupported_Type;

defined( 'ABSPATH' ) || exit;

/**
 * The bytes decide the type (`finfo`); the name only has to agree with them
 * (`wp_check_filetype_and_ext()`, same family of type). A raster picture must
 * also decode, and an SVG must parse, since it is stored cleaned.
 */
final class Media_Content implements Content_Rule {

	private const SVG = 'image/svg+xml';

	/**
	 * {@inheritDoc}
	 *
	 * @param string        $path   Temporary file.
	 * @param string        $name   The name it was sent under.
	 * @param Upload_Policy $policy The field's policy.
	 * @return array{type: string, ext: string}|null
	 * @throws Unsupported_Type When an SVG cannot be parsed.
	 */
	public function judge( string $path, string $name, Upload_Policy $policy ): ?array {
		$real = ( new finfo( FILEINFO_MIME_TYPE ) )->file( $path );
		$real = is_string( $real ) ? $real : '';
		$ext  = $policy->extension_of( $real );
		if ( '' === $ext ) {
			return null;
		}
		$said = $policy->with_mimes( static fn() => wp_check_filetype_and_ext( $path, $name, $policy->mimes ) );
		// A raster picture must also decode: magic bytes alone let script-carrying polyglots through.
		$decodes = ! str_starts_with( $real, 'image/' ) || self::SVG === $real || ! is_wp_error( wp_get_image_editor( $path ) );
		if ( ! $decodes || empty( $said['type'] ) || empty( $said['ext'] ) || strtok( (string) $said['type'], '/' ) !== strtok( $real, '/' ) ) {
			return null;
		}
		// An SVG is stored cleaned (Media_Uploader); one that cannot be parsed is refused now, before anything is written.
		if ( self::SVG === $real && null === ( new Svg_Sanitizer() )->sanitize( (string) file_get_contents( $path ) ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local upload.
			throw new Unsupported_Type(
				'playpal_upload_svg_invalid',
				/* translators: %s: file name. */
				sprintf( __( '“%s” is not a well-formed SVG drawing.', 'playpal' ), Upload_Messages::display_name( $name ) )
			);
		}
		return array(
			'type' => $real,
			'ext'  => $ext,
		);
	}
}
