<?php
/**
 * What the dev and test web server may hand out as a plain file: the same
 * rules README.md gives site owners for nginx and Apache ("Web server rules"),
 * so a file that answers here answers on a correctly configured production
 * server, and one refused there is refused here.
 *
 * @package PlayPal
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedConstantFound -- Prefixed with PLAYPAL_.

/**
 * Static types served from wp-content, by extension: styles, scripts, images,
 * fonts, audio, video and the documents WordPress's media library accepts.
 * No HTML, XML, JSON, PHP, source maps, logs or archives of code.
 */
const PLAYPAL_STATIC_TYPES = array(
	'css'   => 'text/css',
	'js'    => 'text/javascript',
	'svg'   => 'image/svg+xml',
	'png'   => 'image/png',
	'jpg'   => 'image/jpeg',
	'jpeg'  => 'image/jpeg',
	'gif'   => 'image/gif',
	'webp'  => 'image/webp',
	'avif'  => 'image/avif',
	'ico'   => 'image/x-icon',
	'woff'  => 'font/woff',
	'woff2' => 'font/woff2',
	'ttf'   => 'font/ttf',
	'otf'   => 'font/otf',
	'mp3'   => 'audio/mpeg',
	'm4a'   => 'audio/mp4',
	'ogg'   => 'audio/ogg',
	'wav'   => 'audio/wav',
	'mp4'   => 'video/mp4',
	'webm'  => 'video/webm',
	'pdf'   => 'application/pdf',
	'zip'   => 'application/zip',
	'txt'   => 'text/plain; charset=utf-8',
	'csv'   => 'text/csv; charset=utf-8',
);

/**
 * Whether a request path is refused whatever file it names (404).
 *
 * Mirrors README.md's rules one for one:
 * - a dotfile or dot-folder anywhere (`.git`, `.dev`, `.env`, `.htaccess`);
 * - any `*.log` (WordPress's `debug.log`, mail logs);
 * - PlayPal's private store and anything else it keeps under `uploads/playpal-*`,
 *   and WooCommerce's paid files, `uploads/woocommerce_uploads/`;
 * - `node_modules` anywhere under wp-content;
 * - in PlayPal's own folder, anything but `build/` (what the plugin zip ships
 *   as static assets; sources, `vendor/`, tests and tooling are not shipped).
 *
 * @param string $path Decoded, normalised URL path (starts with `/`).
 */
function playpal_static_denied( string $path ): bool {
	$rules = array(
		'#/\.#',
		'#\.log$#i',
		'#^/wp-content/uploads/(playpal-[^/]*|woocommerce_uploads)(/|$)#i',
		'#^/wp-content/(.+/)?node_modules(/|$)#i',
		'#^/wp-content/plugins/playpal/(?!build/)#i',
		'#^/wp-content/plugins/playpal$#i',
	);
	foreach ( $rules as $rule ) {
		if ( preg_match( $rule, $path ) ) {
			return true;
		}
	}
	return false;
}
