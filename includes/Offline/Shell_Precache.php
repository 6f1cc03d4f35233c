<?php
/**
 * What the service worker downloads on install: the app shell.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

defined( 'ABSPATH' ) || exit;

/**
 * The shell is everything an app page needs besides its data: the bundle and
 * every lazy chunk (any screen may be opened offline), the WordPress scripts
 * the bundle takes React, i18n and api-fetch from, the nonce-free shell page
 * and the offline screen. Nobody's data is in it.
 *
 * WordPress prints scripts with `?ver=`: the worker ignores that argument when
 * it looks a request up (src/service-worker), so each file is listed once,
 * without it, with its version as the revision that tells the worker when to
 * download it again.
 */
final class Shell_Precache {

	/** The storefront bundle's and the offline client's asset files: their dependencies are the WordPress scripts the shell needs. */
	private const ENTRIES = array( 'index', 'offline-client' );

	/**
	 * @return list<array{url: string, revision: string|null}>
	 */
	public function entries(): array {
		$entries = array();
		foreach ( self::ENTRIES as $entry ) {
			$asset_file = PLAYPAL_PLUGIN_DIR . "build/$entry.asset.php";
			if ( ! is_readable( $asset_file ) ) {
				continue;
			}
			$asset     = require $asset_file;
			$entries[] = array(
				'url'      => $this->path_of( plugins_url( "build/$entry.js", PLAYPAL_PLUGIN_FILE ) ),
				'revision' => (string) $asset['version'],
			);
			foreach ( $this->wordpress_scripts( (array) $asset['dependencies'] ) as $script ) {
				$entries[] = $script;
			}
		}
		// glob() answers false on an error: no chunks then (a cast would make a list of one false, a bogus entry).
		$chunks = glob( PLAYPAL_PLUGIN_DIR . 'build/chunks/*.js' );
		foreach ( false === $chunks ? array() : $chunks as $chunk ) {
			$entries[] = array(
				'url'      => $this->path_of( plugins_url( 'build/chunks/' . basename( $chunk ), PLAYPAL_PLUGIN_FILE ) ),
				// The file name carries its content hash.
				'revision' => null,
			);
		}
		// Deduplicated by URL: both entries need React.
		$by_url = array();
		foreach ( $entries as $item ) {
			$by_url[ $item['url'] ] = $item;
		}
		return array_values( $by_url );
	}

	/**
	 * The WordPress scripts behind these handles and their own dependencies.
	 *
	 * @param array<mixed> $handles Script handles from an asset file.
	 * @return list<array{url: string, revision: string|null}>
	 */
	private function wordpress_scripts( array $handles ): array {
		$scripts = wp_scripts();
		$seen    = array();
		$queue   = array_values( array_filter( $handles, 'is_string' ) );
		$found   = array();
		while ( $queue ) {
			$handle = (string) array_shift( $queue );
			if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$script          = $scripts->registered[ $handle ];
			$queue           = array_merge( $queue, array_values( (array) $script->deps ) );
			if ( ! is_string( $script->src ) || '' === $script->src ) {
				continue; // An alias such as "react-jsx-runtime"'s group: no file of its own.
			}
			$src = str_starts_with( $script->src, '/' ) && ! str_starts_with( $script->src, '//' ) ? $scripts->base_url . $script->src : $script->src;
			if ( ! $this->is_same_origin( $src ) ) {
				continue; // A script from a CDN: the worker cannot keep another origin's file for the shell.
			}
			$found[] = array(
				'url'      => $this->path_of( $src ),
				'revision' => (string) ( $script->ver ? $script->ver : $scripts->default_version ),
			);
		}
		return $found;
	}

	/**
	 * @param string $url Absolute or root-relative URL.
	 */
	private function is_same_origin( string $url ): bool {
		$host = wp_parse_url( $url, PHP_URL_HOST );
		return ! is_string( $host ) || wp_parse_url( home_url( '/' ), PHP_URL_HOST ) === $host;
	}

	/**
	 * A same-origin URL as a path (the worker resolves it against its own origin).
	 *
	 * @param string $url Absolute URL.
	 */
	private function path_of( string $url ): string {
		return (string) wp_parse_url( $url, PHP_URL_PATH );
	}
}
