<?php
/**
 * The script chunks a lazily loaded screen needs, from the build's manifest.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\First_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Reads build/screen-chunks.json (written by bin/js/screen-chunks-plugin.cjs):
 * for each webpackChunkName in src/app/router.tsx, its files, shared chunks
 * included.
 */
final class Screen_Chunks {

	/** The manifest, relative to the plugin folder. */
	public const MANIFEST = 'build/screen-chunks.json';

	/**
	 * Files by chunk name, read once.
	 *
	 * @var array<string, string[]>|null
	 */
	private ?array $manifest = null;

	/**
	 * @param string $plugin_dir Plugin folder with a trailing slash (tests pass their own).
	 */
	public function __construct( private string $plugin_dir = PLAYPAL_PLUGIN_DIR ) {}

	/**
	 * The files the named chunks need, in load order, each once ('build/'-relative).
	 *
	 * @param string[] $names Chunk names, e.g. array( 'blog', 'newsletter' ).
	 * @return string[] E.g. array( 'chunks/186.d1cf200a.js', 'chunks/blog.22d3abcd.js' ).
	 */
	public function files( array $names ): array {
		$manifest = $this->manifest();
		$files    = array();
		foreach ( $names as $name ) {
			foreach ( $manifest[ $name ] ?? array() as $file ) {
				$files[] = $file;
			}
		}
		return array_values( array_unique( $files ) );
	}

	/**
	 * The manifest; empty before the first build.
	 *
	 * @return array<string, string[]>
	 */
	private function manifest(): array {
		if ( null === $this->manifest ) {
			$file           = $this->plugin_dir . self::MANIFEST;
			$data           = is_readable( $file ) ? wp_json_file_decode( $file, array( 'associative' => true ) ) : null;
			$this->manifest = array();
			foreach ( is_array( $data ) ? $data : array() as $name => $files ) {
				// Only file names the build writes: a chunk path, nothing that could leave build/.
				$this->manifest[ (string) $name ] = array_values(
					array_filter(
						(array) $files,
						static fn( $file ): bool => is_string( $file ) && (bool) preg_match( '#^chunks/[A-Za-z0-9_.-]+\.js$#', $file )
					)
				);
			}
		}
		return $this->manifest;
	}
}
