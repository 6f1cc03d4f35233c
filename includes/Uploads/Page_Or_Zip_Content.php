<?php
/**
 * A web page, or a .zip holding one, judged by its bytes.
 *
 * @package PlayPal
 */

namespace PlayPal\Uploads;

use finfo;
use WP_HTML_Tag_Processor;

defined( 'ABSPATH' ) || exit;

/**
 * What the Appadoo converter takes. The name says which of the two it is; the
 * bytes must agree: WordPress's check (wp_check_filetype_and_ext(), which reads
 * the content with finfo) with the policy's types, and for pages also no NUL
 * bytes and at least one tag. finfo calls a page without a doctype
 * `text/plain`, which WordPress then refuses for an `.html` name; such a page
 * passes on the other two checks alone.
 */
final class Page_Or_Zip_Content implements Content_Rule {

	/** What finfo may call a web page. */
	private const PAGE_TYPES = array( 'text/html', 'text/plain', 'text/xml', 'application/xhtml+xml' );

	/**
	 * {@inheritDoc}
	 *
	 * @param string        $path   Temporary file.
	 * @param string        $name   The name it was sent under.
	 * @param Upload_Policy $policy The field's policy.
	 * @return array{type: string, ext: string}|null
	 */
	public function judge( string $path, string $name, Upload_Policy $policy ): ?array {
		$ext  = strtolower( pathinfo( Upload_Messages::file_name( $name ), PATHINFO_EXTENSION ) );
		$type = $policy->mimes[ $ext ] ?? '';
		if ( '' === $type ) {
			return null;
		}
		// WordPress allows HTML uploads only to users with unfiltered_html, because the media library
		// serves them on the site's own origin. The converter serves them sandboxed under its own CSP,
		// so for this one check the policy's list is the allowed list.
		$checked = $policy->with_mimes( static fn() => wp_check_filetype_and_ext( $path, Upload_Messages::file_name( $name ), $policy->mimes ) );
		$real    = (string) ( new finfo( FILEINFO_MIME_TYPE ) )->file( $path );
		$found   = array(
			'type' => $type,
			'ext'  => $ext,
		);
		if ( 'application/zip' === $type ) {
			return 'application/zip' === $real && false !== $checked['type'] ? $found : null;
		}
		if ( ! in_array( $real, self::PAGE_TYPES, true ) ) {
			return null;
		}
		$text = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local temporary file.
		$page = ! str_contains( $text, "\0" ) && ( new WP_HTML_Tag_Processor( $text ) )->next_tag()
			&& ( false !== $checked['type'] || 'text/plain' === $real || 'text/xml' === $real );
		return $page ? $found : null;
	}
}
