<?php
/**
 * What the Appadoo runtime is told, and the script that tells it.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos\Player;

use PlayPal\Appadoos\Appadoo_Meta;
use PlayPal\Appadoos\Appadoo_Repository;
use WP_Post;

defined( 'ABSPATH' ) || exit;

/**
 * The one place that assembles `window.playpalAppadoo` (src/appadoo-runtime)
 * for every way an Appadoo is played, so a new field is added once:
 *
 * - for_player(): served by the player at `…/playpal-runtime/runtime.js`,
 *   read on every open;
 * - for_offline(): inlined into the pages of the offline zip
 *   (Offline_Package), which is handed to anyone and opened from the file
 *   system. It must carry nothing but what the runtime needs to enforce the
 *   settings: no token, no address of this site, nothing secret. A field
 *   meant for played Appadoos only (a reporting endpoint, say) goes in
 *   for_player(), never in common().
 *
 * for_player() adds `sessions`, `{key, token, host}`: the Appadoo's public
 * key, its Session_Token, and the site's origin, the only parent the runtime
 * posts its session messages to (the package itself has no network); and
 * `door`, `{url}`: the host page, which a runtime that finds itself not
 * framed links to instead of playing.
 */
final class Runtime_Config {

	/** Where the built runtime is, under the plugin folder. */
	public const BUILD = 'build/appadoo-runtime.js';

	/**
	 * The configuration the player serves (read on every open).
	 *
	 * @param WP_Post $post Appadoo.
	 * @return array<string, mixed>
	 */
	public static function for_player( WP_Post $post ): array {
		// Fields only a played Appadoo needs (never offline) are added here.
		return self::common( $post ) + array(
			'sessions' => array(
				'key'   => (string) $post->post_name,
				'token' => Session_Token::for_appadoo( $post->ID, (string) $post->post_name ),
				'host'  => self::site_origin(),
			),
			// Not framed by its host page, the runtime stops and links there (src/appadoo-runtime/door.ts).
			'door'     => array(
				'url' => Player::public_url( (string) $post->post_name ),
			),
		);
	}

	/**
	 * The configuration inlined into the offline zip: only what enforces the settings.
	 *
	 * @param WP_Post $post Appadoo.
	 * @return array<string, mixed>
	 */
	public static function for_offline( WP_Post $post ): array {
		return self::common( $post );
	}

	/**
	 * The runtime script: the configuration in front of the build.
	 *
	 * @param array<string, mixed> $config for_player()'s or for_offline()'s answer.
	 */
	public static function script( array $config ): string {
		$build   = PLAYPAL_PLUGIN_DIR . self::BUILD;
		$runtime = is_readable( $build ) ? (string) file_get_contents( $build ) : ''; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
		// JSON_HEX_TAG: no "</script>" can come out of a name, inline or not.
		return 'window.playpalAppadoo=' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE ) . ";\n" . $runtime;
	}

	/**
	 * What every copy of the runtime is told: the name, the play settings and the texts.
	 *
	 * @param WP_Post $post Appadoo.
	 * @return array{name: string, settings: array<string, mixed>, strings: array<string, string>}
	 */
	private static function common( WP_Post $post ): array {
		return array(
			'name'     => (string) $post->post_title,
			'settings' => Appadoo_Repository::settings_of( get_post_meta( $post->ID, Appadoo_Meta::SETTINGS, true ) ),
			'strings'  => self::strings(),
		);
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
			'timeLeft'           => __( 'Time left', 'playpal' ),
			'unlimited'          => __( 'No time limit', 'playpal' ),
			'print'              => __( 'Print', 'playpal' ),
			'breakTitle'         => __( 'Time for a break!', 'playpal' ),
			/* translators: %d: minutes played. */
			'breakMessage'       => __( 'You have played for %d minutes. Stretch, have a drink of water, and come back later.', 'playpal' ),
			'budgetBreakMessage' => __( "That's all the play time for today. Stretch, have a drink of water, and come back tomorrow.", 'playpal' ),
			'printDisabled'      => __( 'Printing is turned off for this activity.', 'playpal' ),
			'controls'           => __( 'Appadoo controls', 'playpal' ),
			'doorTitle'          => __( 'Open this Appadoo from PlayPal', 'playpal' ),
			'doorMessage'        => __( 'This Appadoo plays inside its PlayPal page, where its time limits and settings apply.', 'playpal' ),
			'doorLink'           => __( 'Open it on PlayPal', 'playpal' ),
		);
	}
}
