<?php
/**
 * The little activity on a template's starter page, which uses the state API.
 *
 * @package PlayPal
 */

namespace PlayPal\Appadoos;

defined( 'ABSPATH' ) || exit;

/**
 * Markup of the starter page's "collect ten stars" activity: a button, a
 * live count, the words in the site's language (as JSON a script cannot
 * break out of) and the script of starter-activity.js, inline because a
 * starter package is one file. The script resumes from
 * `window.playpal.loadState()` and calls `saveState()` and
 * `reportProgress()` after every star, and works unchanged when that API is
 * missing (docs/APPADOOS.md, "Templates use the state API").
 */
final class Starter_Activity {

	/** Stars to collect; the script's own GOAL says the same. */
	public const GOAL = 10;

	/**
	 * The activity's markup, for the starter page's body.
	 */
	public static function markup(): string {
		$words  = array(
			/* translators: 1: stars collected, 2: stars to collect. Keep %1$d and %2$d. */
			'count' => __( 'Stars: %1$d of %2$d', 'playpal' ),
			'done'  => __( 'All the stars are collected. Well done!', 'playpal' ),
		);
		$script = (string) file_get_contents( __DIR__ . '/starter-activity.js' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A file of the plugin.
		return '<section aria-labelledby="pp-starter-title">' . "\n"
			. '<h2 id="pp-starter-title">' . esc_html__( 'Collect the stars', 'playpal' ) . "</h2>\n"
			. '<p id="pp-starter-count" role="status">' . esc_html( sprintf( $words['count'], 0, self::GOAL ) ) . "</p>\n"
			. '<button type="button" id="pp-starter-star">' . esc_html__( 'Collect a star', 'playpal' ) . "</button>\n"
			. '<script type="application/json" id="pp-starter-words">' . wp_json_encode( $words, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_UNICODE ) . "</script>\n"
			. '<script data-playpal-starter="1">' . "\n" . $script . '</script>' . "\n" // phpcs:ignore WordPress.WP.EnqueuedResources.NonEnqueuedScript -- Markup of a package, not of a WordPress page.
			. "</section>\n";
	}
}
