<?php
/**
 * What the Appadoo runtime is told about its Appadoo.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Repository;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that assembles `window.playpalAppadoo` (docs/APPADOOS.md,
 * Runtime): the name, the current play settings, the translated texts and
 * where to report sessions. The player prints it in front of the runtime on
 * every open; an offline package prints the same.
 *
 * `sessions` is `{key, token, host}`: the Appadoo's public key, its
 * Session_Token, and the site's origin, the only parent the runtime posts
 * its session messages to (the package itself has no network).
 */
final class Runtime_Config {

	/** Where the built runtime is, under the plugin folder. */
	public const RUNTIME_BUILD = 'build/appadoo-runtime.js';

	/**
	 * The settings object.
	 *
	 * @param WP_Post $post Appadoo.
	 * @return array{name: string, settings: array<string, mixed>, strings: array<string, string>, sessions: array{key: string, token: string, host: string}}
	 */
	public static function of( WP_Post $post ): array {
		return array(
			'name'     => (string) $post->post_title,
			'settings' => Appadoo_Repository::settings_of( get_post_meta( $post->ID, Appadoo_Meta::SETTINGS, true ) ),
			'strings'  => self::strings(),
			'sessions' => array(
				'key'   => (string) $post->post_name,
				'token' => Session_Token::for_appadoo( $post->ID, (string) $post->post_name ),
				'host'  => self::site_origin(),
			),
		);
	}

	/**
	 * The runtime script: the settings, then the build.
	 *
	 * @param WP_Post $post Appadoo.
	 */
	public static function script( WP_Post $post ): string {
		$build   = PLAYPAL_PLUGIN_DIR . self::RUNTIME_BUILD;
		$runtime = is_readable( $build ) ? (string) file_get_contents( $build ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		return 'window.playpalAppadoo=' . wp_json_encode( self::of( $post ), JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE ) . ";\n" . $runtime;
	}

	/**
	 * The site's origin (`https://example.com`), which frames packages.
	 */
	public static function site_origin(): string {
		return (string) preg_replace( '#^(https?://[^/]+).*$#', '$1', home_url( '/' ) );
	}

	/**
	 * The runtime's texts (it carries no translation library).
	 *
	 * @return array<string,string>
	 */
	public static function strings(): array {
		return array(
			'timeLeft'      => __( 'Time left', 'playpal' ),
			'unlimited'     => __( 'No time limit', 'playpal' ),
			'print'         => __( 'Print', 'playpal' ),
			'breakTitle'    => __( 'Time for a break!', 'playpal' ),
			/* translators: %d: minutes played. */
			'breakMessage'  => __( 'You have played for %d minutes. Stretch, have a drink of water, and come back later.', 'playpal' ),
			'printDisabled' => __( 'Printing is turned off for this activity.', 'playpal' ),
			'controls'      => __( 'Appadoo controls', 'playpal' ),
		);
	}
}
