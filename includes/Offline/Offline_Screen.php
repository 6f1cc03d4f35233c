<?php
/**
 * The page the worker shows for an address it has nothing saved for.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

use PlayPal\Settings\Design_Tokens;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A self-contained page (its styles inline, no script, nobody's data), so it
 * works from the shell cache alone: in the site's colours and language, it
 * says the page is not on this device and links to the offline library.
 */
final class Offline_Screen {

	public function __construct( private Settings $settings, private Offline_Paths $paths ) {}

	public function html(): string {
		$playpal_offline = array(
			'css'     => Design_Tokens::to_css( $this->settings->tokens() ) . self::CSS,
			'library' => $this->paths->library(),
			'home'    => $this->paths->scope(),
			'theme'   => $this->settings->tokens()['colors']['primary'],
		);
		ob_start();
		require PLAYPAL_PLUGIN_DIR . 'templates/offline-screen.php';
		return (string) ob_get_clean();
	}

	private const CSS = 'body{margin:0;background:var(--pp-color-background);color:var(--pp-color-foreground);font-family:var(--pp-font-body);line-height:1.6}'
		. 'main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem;text-align:center}'
		. 'h1{font-family:var(--pp-font-heading);line-height:1.2;font-size:2rem;margin:0 0 1rem}'
		. '.pp-offline-icon{font-size:3rem;line-height:1;margin:0 0 1rem}'
		. '.pp-offline-actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center;margin-top:2rem}'
		. 'a{color:var(--pp-color-foreground);font-weight:600}'
		. 'a.pp-offline-primary{background:var(--pp-color-primary);color:var(--pp-color-primary-foreground);text-decoration:none;padding:.75rem 1.25rem;border-radius:var(--pp-radius)}'
		. 'a:focus-visible{outline:3px solid var(--pp-color-ring);outline-offset:3px}'
		. 'a.pp-offline-secondary{padding:.75rem 1.25rem}';
}
