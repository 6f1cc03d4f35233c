<?php
/**
 * What app pages carry for the offline app: the manifest link, the theme
 * colour, and the loader of the worker's registration.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

use PlayPal\Frontend\Url_Router;

defined( 'ABSPATH' ) || exit;

/**
 * The registration (build/offline-client.js) is not part of the bundle: a
 * few bytes of inline script add it once the page has loaded, so the first
 * page's JavaScript budget (bin/js/check-bundle.mjs) pays nothing for it and
 * the worker's install never competes with the page's own downloads.
 */
final class Offline_Head {

	public function __construct(
		private Url_Router $router,
		private Offline_Paths $paths,
		private Web_App_Manifest $manifest,
		private Service_Worker_Script $worker,
		private Retired_Scopes $retired
	) {}

	public function add_hooks(): void {
		add_action( 'wp_head', array( $this, 'print_head' ), 2 );
		// After the footer scripts (priority 20): the bundle's dependencies are on the page by then.
		add_action( 'wp_footer', array( $this, 'print_loader' ), 100 );
	}

	/**
	 * The manifest link and theme colour, on app pages.
	 */
	public function print_head(): void {
		if ( null === $this->router->current() ) {
			return;
		}
		printf( '<link rel="manifest" href="%s" />' . "\n", esc_url( $this->paths->manifest() ) );
		printf( '<meta name="theme-color" content="%s" />' . "\n", esc_attr( $this->manifest->theme_color() ) );
	}

	/**
	 * Loads the registration after the page's `load` event, on app pages of a site with the offline app on.
	 */
	public function print_loader(): void {
		if ( null === $this->router->current() || ! $this->worker->is_enabled() || ! is_readable( PLAYPAL_PLUGIN_DIR . 'build/offline-client.asset.php' ) ) {
			return;
		}
		$asset  = require PLAYPAL_PLUGIN_DIR . 'build/offline-client.asset.php';
		$client = add_query_arg( 'ver', (string) $asset['version'], plugins_url( 'build/offline-client.js', PLAYPAL_PLUGIN_FILE ) );
		// Read by src/offline-client: where the worker is, and the update prompt's words in the site's language.
		$settings = array(
			'worker'  => $this->paths->worker(),
			'scope'   => $this->paths->scope(),
			'retired' => $this->retired->retired(),
			'strings' => array(
				'update' => __( 'A new version of PlayPal is available.', 'playpal' ),
				'reload' => __( 'Reload', 'playpal' ),
			),
		);
		$json     = wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES );
		wp_print_inline_script_tag(
			'window.playpalOffline=' . $json . ';addEventListener("load",function(){var s=document.createElement("script");s.src=' . wp_json_encode( $client, JSON_HEX_TAG | JSON_UNESCAPED_SLASHES ) . ';document.head.appendChild(s)});',
			array( 'id' => 'playpal-offline-loader' )
		);
	}
}
