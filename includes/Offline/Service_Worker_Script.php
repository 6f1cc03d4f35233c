<?php
/**
 * The service worker's JavaScript, as the worker's address serves it.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

use PlayPal\Frontend\Route_Table;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The built worker (build/service-worker.js) with its config in front: the
 * base path, the REST root, the app's routes, the shell to keep and a
 * version. Any change to one of them changes the script's bytes, which is
 * how the browser learns there is a new version (and the update prompt shows).
 *
 * With the offline app switched off in the settings it is a worker that
 * removes itself instead: every device that had the old one picks it up at
 * its next update check and is back to plain pages.
 */
final class Service_Worker_Script {

	/** The settings the shell page and the offline screen show (shell_settings()). */
	public const SHELL_SETTINGS = array( 'base_path', 'flags', 'tokens' );


	public function __construct(
		private Settings $settings,
		private Offline_Paths $paths,
		private Shell_Precache $precache,
		private Route_Table $routes = new Route_Table()
	) {}

	/**
	 * Whether this site serves the real worker (built, and switched on).
	 */
	public function is_enabled(): bool {
		return $this->settings->offline_app() && is_readable( self::built_file() );
	}

	/**
	 * Whether the worker is switched on but its build cannot be read.
	 */
	public function is_build_missing(): bool {
		return $this->settings->offline_app() && ! is_readable( self::built_file() );
	}

	public function body(): string {
		if ( ! $this->is_enabled() ) {
			return self::removing_worker();
		}
		$config = $this->config();
		return 'self.PLAYPAL_SW=' . wp_json_encode( $config, JSON_UNESCAPED_SLASHES | JSON_HEX_TAG ) . ";\n"
			. (string) file_get_contents( self::built_file() ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- A local build file.
	}

	/**
	 * What the worker reads as `self.PLAYPAL_SW` (src/service-worker/config.ts).
	 *
	 * @return array<string, mixed>
	 */
	public function config(): array {
		$config = array(
			'base'     => $this->paths->scope(),
			// The REST API's path ("/wp-json/"); with plain permalinks its routes are `?rest_route=`, which the worker also knows.
			'restRoot' => (string) wp_parse_url( rest_url(), PHP_URL_PATH ),
			'routes'   => array_values( array_map( 'strval', $this->routes->patterns() ) ),
			'shell'    => $this->paths->shell(),
			'offline'  => $this->paths->offline_screen(),
			'precache' => $this->precache->entries(),
		);
		/**
		 * Filters the service worker's config (tests change its bytes to make a new version).
		 *
		 * @param array $config Config the worker reads as `self.PLAYPAL_SW`.
		 */
		$config = (array) apply_filters( 'playpal_service_worker_config', $config );
		// The shell page and the offline screen change with the settings they show (colours, base, flags), the language and the build: one version for all.
		$config['version'] = substr( md5( (string) wp_json_encode( array( $config, PLAYPAL_VERSION, $this->shell_settings(), get_locale() ) ) ), 0, 12 );
		foreach ( array( $this->paths->shell(), $this->paths->offline_screen() ) as $page ) {
			$config['precache'][] = array(
				'url'      => $page,
				'revision' => $config['version'],
			);
		}
		return $config;
	}

	/**
	 * The settings the cached shell page and offline screen are made of
	 * (App_Shell prints the base and the flags, both use the design tokens).
	 * Any other setting (storage quota, referral provider, proxies, sign-up
	 * emails, uninstall) leaves the version alone: a new version makes every
	 * browser download the shell again and shows everyone the update prompt.
	 *
	 * @return array<string, mixed>
	 */
	private function shell_settings(): array {
		return array_intersect_key( $this->settings->get(), array_flip( self::SHELL_SETTINGS ) );
	}

	private static function built_file(): string {
		/**
		 * Filters where the built worker is read from (tests point it at a missing file).
		 *
		 * @param string $file build/service-worker.js of the plugin.
		 */
		return (string) apply_filters( 'playpal_service_worker_file', PLAYPAL_PLUGIN_DIR . 'build/service-worker.js' );
	}

	/**
	 * A worker that deletes PlayPal's caches and databases, unregisters itself
	 * and reloads the pages it controlled, which then load from the network.
	 * Offline play reports still queued are dropped with it: a broken worker
	 * matters more.
	 */
	public static function removing_worker(): string {
		return <<<'JS'
/* PlayPal's offline app is switched off on this site: this worker removes itself. */
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
	event.waitUntil((async function () {
		var names = await caches.keys();
		await Promise.all(names.filter(function (n) { return n.indexOf('playpal-') === 0; }).map(function (n) { return caches.delete(n); }));
		if (self.indexedDB && indexedDB.databases) {
			var dbs = await indexedDB.databases();
			dbs.forEach(function (db) { if (db.name && db.name.indexOf('playpal-') === 0) { indexedDB.deleteDatabase(db.name); } });
		}
		await self.registration.unregister();
		var windows = await self.clients.matchAll({ type: 'window' });
		windows.forEach(function (client) { client.navigate(client.url); });
	})());
});
JS;
	}
}
