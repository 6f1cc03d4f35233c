<?php
/**
 * Builds an offline, runtime-wrapped package in a staged package.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Converter;

use PlayPal\Appadoos\Package_Types;
use PlayPal\Appadoos\Quiet_Io;
use PlayPal\Appadoos\Staged_Package;
use PlayPal\Errors\Domain_Exception;
use PlayPal\Errors\Operation_Failed;
use PlayPal\Errors\Unusable;
use RuntimeException;

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
	 * @param array{path: string, name: string, kind: string, size: int} $upload  Checked upload (Converter::source()).
	 * @param Staged_Package                                             $staging Empty staged package.
	 * @return array{entry: string, report: array<string, mixed>}
	 * @throws Domain_Exception When the package is refused (Unusable, Too_Large) or cannot be built (Operation_Failed).
	 */
	public function build( array $upload, Staged_Package $staging ): array {
		try {
			return $this->build_in( $upload, $staging );
		} catch ( RuntimeException $error ) {
			throw self::failed();
		}
	}

	/**
	 * @param array{path: string, name: string, kind: string, size: int} $upload  Checked upload.
	 * @param Staged_Package                                             $staging Empty staged package.
	 * @return array{entry: string, report: array<string, mixed>}
	 * @throws Unusable When the package is refused.
	 * @throws RuntimeException When a staged file cannot be written or read.
	 */
	private function build_in( array $upload, Staged_Package $staging ): array {
		$refused = array();
		if ( 'zip' === $upload['kind'] ) {
			$unpacked = $this->unpacker->unpack( $upload['path'], $staging );
			$files    = $unpacked['files'];
			$skipped  = $unpacked['skipped'];
			$refused  = $unpacked['refused'];
		} else {
			$source = $upload['path'];
			$target = $staging->target( 'index.html' );
			if ( ! Quiet_Io::run( static fn() => copy( $source, $target ) ) ) {
				throw self::failed();
			}
			$files   = array( 'index.html' );
			$skipped = array();
		}

		$pages = array_values( array_filter( $files, static fn( string $file ): bool => in_array( self::extension( $file ), array( 'html', 'htm' ), true ) ) );
		if ( ! $pages ) {
			throw new Unusable( 'playpal_zip_no_entry', __( 'The .zip holds no HTML page (.html or .htm) to start from.', 'playpal' ) );
		}

		$report = new Conversion_Report();
		foreach ( $files as $file ) {
			$ext = self::extension( $file );
			if ( 'html' === $ext || 'htm' === $ext ) {
				$prefix = str_repeat( '../', substr_count( $file, '/' ) );
				$result = Html_Rewriter::rewrite_page( $staging->get( $file ), $prefix );
				$staging->put( $file, $result['html'] );
				$report->add_page( $file, $result['found'], $result['forms'], $result['earlierRuntimes'] );
			} elseif ( 'css' === $ext ) {
				$css       = $staging->get( $file );
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
					$staging->put( $file, $rewritten );
				}
				$report->add_asset( $file, $staging->size( $file ), $found );
			} elseif ( 'js' === $ext || 'mjs' === $ext ) {
				$found = array_map(
					static fn( string $url ): array => array(
						'kind'   => 'connect',
						'url'    => $url,
						'action' => 'blocked',
					),
					Html_Rewriter::urls_in_script( $staging->get( $file ) )
				);
				$report->add_asset( $file, $staging->size( $file ), $found );
			} else {
				$report->add_asset( $file, $staging->size( $file ), array() );
			}
		}
		$report->skip( $skipped );
		$report->refuse( $refused );

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
		return Package_Types::extension( $file );
	}

	/**
	 * The error of a package that could not be written.
	 */
	private static function failed(): Operation_Failed {
		return new Operation_Failed( 'playpal_conversion_failed', __( 'The Appadoo could not be saved just now. Please try again in a moment.', 'playpal' ) );
	}
}
