<?php
/**
 * A REST answer that is a CSV file.
 *
 * @package PlayPal
 */

namespace PlayPal\REST;

use PlayPal\Http\File_Response;

defined( 'ABSPATH' ) || exit;

/**
 * Rows as a spreadsheet reads them: UTF-8 with a byte order mark (so
 * Excel reads accents right), comma-separated, quoted by fputcsv. A text cell
 * that a spreadsheet would run as a formula (starting `=`, `+`, `-`, `@`, tab
 * or carriage return) gets a leading apostrophe; numbers (-2.00 too) stay numbers.
 */
final class Csv_Response extends File_Response {

	/**
	 * Constructor.
	 *
	 * @param list<list<string|int|float>> $rows     Header row first.
	 * @param string                       $filename Download file name.
	 */
	public function __construct( array $rows, string $filename ) {
		parent::__construct( self::csv( $rows ), $filename, 'text/csv; charset=utf-8' );
	}

	/**
	 * The CSV text.
	 *
	 * @param list<list<string|int|float>> $rows Rows.
	 * @throws \RuntimeException When no memory stream can be opened.
	 */
	public static function csv( array $rows ): string {
		$out = fopen( 'php://temp', 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fopen -- Memory, not the file system.
		if ( false === $out ) {
			// As before this check, when fputcsv() met false: an error, not an empty file.
			throw new \RuntimeException( 'Could not open php://temp for the CSV.' );
		}
		foreach ( $rows as $row ) {
			fputcsv( $out, array_map( array( self::class, 'cell' ), $row ), ',', '"', '' );
		}
		rewind( $out );
		$text = (string) stream_get_contents( $out );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_fclose -- Memory, not the file system.
		return "\xEF\xBB\xBF" . $text;
	}

	/**
	 * One cell, defused when it is text a spreadsheet would run.
	 *
	 * @param string|int|float $value Value.
	 */
	private static function cell( string|int|float $value ): string {
		if ( ! is_string( $value ) || is_numeric( $value ) ) {
			return (string) $value; // A number, even "-2.00", is read as a number, never run.
		}
		return '' !== $value && str_contains( "=+-@\t\r", $value[0] ) ? "'" . $value : $value;
	}
}
