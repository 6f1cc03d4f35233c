<?php
/**
 * The worker's former scopes, so pages can remove a worker left at one.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

use PlayPal\Frontend\Url_Router;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * A browser keeps a service worker registered at its scope until the worker
 * unregisters itself or the page's script does. When the app's base path or
 * the site's home moves, nothing is served at the old scope any more, so the
 * old worker would stay forever, answering navigations under it from its
 * caches. This remembers each scope the app leaves (on this site only:
 * another site of a multisite network, on the same origin, keeps its own
 * worker), and src/offline-client unregisters a PlayPal worker found at one.
 */
final class Retired_Scopes {

	public const OPTION = 'playpal_offline_retired_scopes';

	/** Enough for any number of moves a site makes; the oldest is forgotten first. */
	public const MAX = 10;

	public function __construct( private Url_Router $router, private Settings $settings ) {}

	public function add_hooks(): void {
		add_action( 'update_option_' . Settings::OPTION, array( $this, 'on_settings_saved' ), 10, 2 );
		// The first save of a site that never saved its settings adds the option (the base was the default, "/").
		add_action( 'add_option_' . Settings::OPTION, array( $this, 'on_settings_added' ), 10, 2 );
		add_action( 'update_option_home', array( $this, 'on_home_saved' ), 10, 2 );
	}

	/**
	 * The scopes the app has left, without the one it serves now.
	 *
	 * @return string[] URL paths with both slashes, newest first.
	 */
	public function retired(): array {
		$stored = get_option( self::OPTION, array() );
		$now    = $this->router->base_url_path();
		return array_values(
			array_filter(
				is_array( $stored ) ? $stored : array(),
				static fn ( $scope ): bool => is_string( $scope ) && '' !== $scope && $scope !== $now
			)
		);
	}

	/**
	 * The base path changed in PlayPal's settings.
	 *
	 * @param mixed $old_value The settings before.
	 * @param mixed $new_value The settings after.
	 */
	public function on_settings_saved( mixed $old_value, mixed $new_value ): void {
		$before = is_array( $old_value ) && is_string( $old_value['base_path'] ?? null ) ? $old_value['base_path'] : '/';
		$after  = is_array( $new_value ) && is_string( $new_value['base_path'] ?? null ) ? $new_value['base_path'] : '/';
		$home   = home_url( '/' );
		$this->remember( Url_Router::url_path_of( $home, $before ), Url_Router::url_path_of( $home, $after ) );
	}

	/**
	 * PlayPal's settings saved for the first time.
	 *
	 * @param string $option    The option's name.
	 * @param mixed  $new_value The settings.
	 */
	public function on_settings_added( string $option, mixed $new_value ): void {
		unset( $option );
		$this->on_settings_saved( array(), $new_value );
	}

	/**
	 * The site's home moved (its path is part of the scope).
	 *
	 * @param mixed $old_value The home URL before.
	 * @param mixed $new_value The home URL after.
	 */
	public function on_home_saved( mixed $old_value, mixed $new_value ): void {
		if ( ! is_string( $old_value ) || ! is_string( $new_value ) ) {
			return;
		}
		$base = $this->settings->base_path();
		$this->remember( Url_Router::url_path_of( $old_value, $base ), Url_Router::url_path_of( $new_value, $base ) );
	}

	/**
	 * Adds a left scope to the list (once, newest first, at most MAX).
	 *
	 * @param string $left The scope the app no longer serves.
	 * @param string $now  The scope it serves from now on.
	 */
	private function remember( string $left, string $now ): void {
		if ( $left === $now ) {
			return;
		}
		$stored = get_option( self::OPTION, array() );
		$stored = is_array( $stored ) ? $stored : array();
		$kept   = array_filter( $stored, static fn ( $scope ): bool => $scope !== $left && $scope !== $now );
		update_option( self::OPTION, array_slice( array_values( array_merge( array( $left ), $kept ) ), 0, self::MAX ), false );
	}
}
