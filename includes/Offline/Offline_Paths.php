<?php
/**
 * The addresses the offline app answers at, under the app's base path.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

use PlayPal\Frontend\Url_Router;

defined( 'ABSPATH' ) || exit;

/**
 * A service worker controls only the paths under the folder its script is
 * served from, so the worker, and with it the manifest and the offline
 * screen, live right at the app's base path (the router's base, e.g. "/" or
 * "/play/"): its scope is then the whole app.
 */
final class Offline_Paths {

	public const WORKER   = 'playpal-sw.js';
	public const MANIFEST = 'playpal.webmanifest';
	public const OFFLINE  = 'playpal-offline.html';

	/** The query argument of the shell the worker keeps: the home page as a guest sees it, with no nonce. */
	public const SHELL_ARG = 'playpal-offline-shell';

	public function __construct( private Url_Router $router ) {}

	/**
	 * The app's base as a URL path with both slashes ("/" or "/wp/play/"): the worker's scope.
	 */
	public function scope(): string {
		return $this->router->base_url_path();
	}

	public function worker(): string {
		return $this->scope() . self::WORKER;
	}

	public function manifest(): string {
		return $this->scope() . self::MANIFEST;
	}

	public function offline_screen(): string {
		return $this->scope() . self::OFFLINE;
	}

	public function shell(): string {
		return $this->scope() . '?' . self::SHELL_ARG . '=1';
	}

	/**
	 * The offline library tab of the member portal (the offline screen links to it).
	 */
	public function library(): string {
		return $this->scope() . 'member-portal#offline-library';
	}

	/**
	 * Which of the offline app's files a URL path asks for, or null for none.
	 *
	 * @param string $path URL path of the request (no query).
	 * @return 'worker'|'manifest'|'offline'|null
	 */
	public function file_for( string $path ): ?string {
		return match ( $path ) {
			$this->worker()         => 'worker',
			$this->manifest()       => 'manifest',
			$this->offline_screen() => 'offline',
			default                 => null,
		};
	}
}
