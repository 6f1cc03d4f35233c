<?php
/**
 * Which files an Appadoo package may hold, and the type each is served as.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * An allowlist (docs/APPADOOS.md, "Package file types"): a package is a web
 * activity for a browser, so it holds pages, styles, scripts, data, images,
 * fonts, audio, video and WebAssembly — nothing else. The **last** extension
 * decides the type the player serves a file as.
 *
 * Names are judged before anything touches the disk, and a refusal has a
 * stable code (listed in the conversion report):
 *
 * - `type-not-allowed`: the last extension is not in TYPES (or there is none:
 *   `LICENSE`, `web.config`, `x.inc`, `x.module`, `x.phpt`);
 * - `server-script`: any dot-part of any segment is a server-side script
 *   extension (`x.php.html`, `lib.php/a.js`). Apache's mod_mime honours every
 *   extension of a name, so `AddHandler php .php` runs `x.php.html` as PHP on
 *   some configurations. Files are stored under opaque names now, so this no
 *   longer matters on disk; the rule stays because such a name is never a
 *   real activity's file and keeps a package safe to unpack anywhere else
 *   (the offline zip, a backup);
 * - `name-trailing-dot-or-space`: a segment ending in `.` or a space
 *   (`x.php.`, `x.php `): Windows and some servers drop them, so the name
 *   would mean another file there;
 * - `name-too-long`: a segment over 255 bytes or a path over 1024 (no file
 *   system holds those; they reached PHP warnings before, with the path);
 * - `name-invalid`: not UTF-8, or holding control characters.
 */
final class Package_Types {

	/** Extension => Content-Type served by the player. */
	public const TYPES = array(
		// Pages, styles, scripts.
		'html'  => 'text/html; charset=utf-8',
		'htm'   => 'text/html; charset=utf-8',
		'css'   => 'text/css; charset=utf-8',
		'js'    => 'text/javascript; charset=utf-8',
		'mjs'   => 'text/javascript; charset=utf-8',
		'map'   => 'application/json',
		// Data and text.
		'json'  => 'application/json',
		'txt'   => 'text/plain; charset=utf-8',
		'md'    => 'text/plain; charset=utf-8',
		'csv'   => 'text/csv; charset=utf-8',
		'tsv'   => 'text/tab-separated-values; charset=utf-8',
		'xml'   => 'application/xml',
		'vtt'   => 'text/vtt; charset=utf-8',
		'pdf'   => 'application/pdf',
		// Game engines' data (Emscripten `.data`, glTF buffers and models).
		'data'  => 'application/octet-stream',
		'bin'   => 'application/octet-stream',
		'gltf'  => 'model/gltf+json',
		'glb'   => 'model/gltf-binary',
		'wasm'  => 'application/wasm',
		// Images.
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'jpeg'  => 'image/jpeg',
		'gif'   => 'image/gif',
		'webp'  => 'image/webp',
		'avif'  => 'image/avif',
		'svg'   => 'image/svg+xml',
		'ico'   => 'image/x-icon',
		'bmp'   => 'image/bmp',
		// Fonts.
		'woff'  => 'font/woff',
		'woff2' => 'font/woff2',
		'ttf'   => 'font/ttf',
		'otf'   => 'font/otf',
		'eot'   => 'application/vnd.ms-fontobject',
		// Audio.
		'mp3'   => 'audio/mpeg',
		'ogg'   => 'audio/ogg',
		'oga'   => 'audio/ogg',
		'opus'  => 'audio/ogg',
		'wav'   => 'audio/wav',
		'm4a'   => 'audio/mp4',
		'aac'   => 'audio/aac',
		'flac'  => 'audio/flac',
		// Video.
		'mp4'   => 'video/mp4',
		'm4v'   => 'video/mp4',
		'webm'  => 'video/webm',
		'ogv'   => 'video/ogg',
	);

	/**
	 * Dot-parts that name a server-side handler anywhere in a name. Not `pl`
	 * (`messages.pl.json` is a Polish locale file) nor `module`/`inc` (CSS
	 * modules' `x.module.css`): as a last extension those fail TYPES anyway.
	 */
	private const SCRIPT_PARTS = '/^(php[0-9]?|pht|phtml|phar|phps|phpt|cgi|fcgi|py|asp|aspx|ashx|asmx|jsp|jspx|shtml|shtm)$/i';

	public const MAX_SEGMENT_BYTES = 255;

	public const MAX_PATH_BYTES = 1024;

	/**
	 * Why a relative path (already free of `..`, absolute paths and dot-files)
	 * may not be a package file, or null when it may.
	 *
	 * @param string $relative Path with `/` separators.
	 * @return string|null A refusal code, or null.
	 */
	public static function refusal( string $relative ): ?string {
		if ( ! mb_check_encoding( $relative, 'UTF-8' ) || preg_match( '/[\x00-\x1F\x7F]/', $relative ) ) {
			return 'name-invalid';
		}
		if ( strlen( $relative ) > self::MAX_PATH_BYTES ) {
			return 'name-too-long';
		}
		$segments = explode( '/', $relative );
		foreach ( $segments as $segment ) {
			if ( strlen( $segment ) > self::MAX_SEGMENT_BYTES ) {
				return 'name-too-long';
			}
			if ( preg_match( '/[. ]$/', $segment ) ) {
				return 'name-trailing-dot-or-space';
			}
			$parts = explode( '.', $segment );
			array_shift( $parts ); // The name before the first dot is never an extension.
			foreach ( $parts as $part ) {
				if ( preg_match( self::SCRIPT_PARTS, trim( $part ) ) ) {
					return 'server-script';
				}
			}
		}
		return isset( self::TYPES[ self::extension( $relative ) ] ) ? null : 'type-not-allowed';
	}

	/**
	 * The Content-Type of a package path (its last extension); unknown types
	 * (never stored) would be a download.
	 *
	 * @param string $relative Path.
	 */
	public static function content_type( string $relative ): string {
		return self::TYPES[ self::extension( $relative ) ] ?? 'application/octet-stream';
	}

	/**
	 * The lower-case last extension of a path's last segment ('' when none).
	 *
	 * @param string $relative Path.
	 */
	public static function extension( string $relative ): string {
		$base = substr( $relative, (int) strrpos( '/' . $relative, '/' ) );
		$dot  = strrpos( $base, '.' );
		return false === $dot || 0 === $dot ? '' : strtolower( substr( $base, $dot + 1 ) );
	}
}
