<?php
/**
 * Builds an offline, runtime-wrapped package in a staging folder.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

defined( 'ABSPATH' ) || exit;

/**
 * Parse, rewrite, package (DESIGN §7): unpacks the upload (or copies the one
 * page to `index.html`), rewrites every page (Html_Rewriter) and style sheet
 * (Css_Rewriter), lists what scripts would fetch, picks the entry page and
 * writes the report of what it did (Conversion_Report).
 */
final class Package_Builder {

	public function __construct( private Zip_Unpacker $unpacker = new Zip_Unpacker() ) {}

	/**
	 * @param array{path: string, name: string, kind: string, size: int} $upload  Checked upload (Upload_Intake).
	 * @param string                                                     $staging Empty folder.
	 * @return array{entry: string, report: array<string, mixed>}
	 * @throws Conversion_Error When the package cannot be built.
	 */
	public function build( array $upload, string $staging ): array {
		if ( 'zip' === $upload['kind'] ) {
			$unpacked = $this->unpacker->unpack( $upload['path'], $staging );
			$files    = $unpacked['files'];
			$skipped  = $unpacked['skipped'];
		} else {
			if ( ! copy( $upload['path'], $staging . '/index.html' ) ) {
				throw new Conversion_Error( 'playpal_conversion_failed', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ), 500 );
			}
			$files   = array( 'index.html' );
			$skipped = array();
		}

		$pages = array_values( array_filter( $files, static fn( string $file ): bool => in_array( self::extension( $file ), array( 'html', 'htm' ), true ) ) );
		if ( ! $pages ) {
			throw new Conversion_Error( 'playpal_zip_no_entry', __( 'The .zip holds no HTML page (.html or .htm) to start from.', 'playpal' ), 422 );
		}

		$report = new Conversion_Report();
		foreach ( $files as $file ) {
			$path = $staging . '/' . $file;
			$ext  = self::extension( $file );
			if ( 'html' === $ext || 'htm' === $ext ) {
				$prefix = str_repeat( '../', substr_count( $file, '/' ) );
				$result = Html_Rewriter::rewrite_page( (string) file_get_contents( $path ), $prefix ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
				$this->write( $path, $result['html'] );
				$report->add_page( $file, $result['found'], $result['forms'], $result['earlierRuntimes'] );
			} elseif ( 'css' === $ext ) {
				$css       = (string) file_get_contents( $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
				$found     = array();
				$rewritten = Css_Rewriter::rewrite(
					$css,
					static function ( string $kind, string $url ) use ( &$found ): void {
						$found[] = array(
							'kind'   => $kind,
							'url'    => $url,
							'action' => 'removed',
						);
					}
				);
				if ( $rewritten !== $css ) {
					$this->write( $path, $rewritten );
				}
				$report->add_asset( $file, (int) filesize( $path ), $found );
			} elseif ( 'js' === $ext || 'mjs' === $ext ) {
				$found = array_map(
					static fn( string $url ): array => array(
						'kind'   => 'connect',
						'url'    => $url,
						'action' => 'blocked',
					),
					Html_Rewriter::urls_in_script( (string) file_get_contents( $path ) ) // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
				);
				$report->add_asset( $file, (int) filesize( $path ), $found );
			} else {
				$report->add_asset( $file, (int) filesize( $path ), array() );
			}
		}
		$report->skip( $skipped );

		return array(
			'entry'  => self::entry_of( $pages ),
			'report' => $report->to_array(),
		);
	}

	/**
	 * The page a package opens on: the shallowest, `index.html` (or `.htm`)
	 * before others, then by name.
	 *
	 * @param string[] $pages Relative paths of the pages.
	 */
	public static function entry_of( array $pages ): string {
		usort(
			$pages,
			static function ( string $a, string $b ): int {
				$rank = static fn( string $page ): array => array(
					substr_count( $page, '/' ),
					in_array( strtolower( wp_basename( $page ) ), array( 'index.html', 'index.htm' ), true ) ? 0 : 1,
					$page,
				);
				return $rank( $a ) <=> $rank( $b );
			}
		);
		return $pages[0];
	}

	/**
	 * Lower-case extension.
	 *
	 * @param string $file Path.
	 */
	private static function extension( string $file ): string {
		return strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	}

	/**
	 * Writes a rewritten file.
	 *
	 * @param string $path  Path.
	 * @param string $bytes Contents.
	 * @throws Conversion_Error When the write fails.
	 */
	private function write( string $path, string $bytes ): void {
		if ( false === file_put_contents( $path, $bytes ) ) { // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_read_file_put_contents
			throw new Conversion_Error( 'playpal_conversion_failed', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ), 500 );
		}
	}
}
