<?php
/**
 * The web app manifest: what a device needs to install PlayPal as an app.
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Name, icons and colours from the site and its design tokens; `start_url`
 * and `scope` at the app's base path, so the installed app is the app and
 * not the rest of the WordPress site.
 */
final class Web_App_Manifest {

	/** Icon files in build/icons/ (copied from assets/icons/ by the build), by size; each also exists as a maskable variant. */
	private const ICON_SIZES = array( 192, 512 );

	public function __construct( private Settings $settings, private Offline_Paths $paths ) {}

	/**
	 * The manifest as an array, for JSON.
	 *
	 * @return array<string, mixed>
	 */
	public function to_array(): array {
		$colors = $this->settings->tokens()['colors'];
		$name   = wp_strip_all_tags( (string) get_bloginfo( 'name' ) );
		$name   = '' === trim( $name ) ? 'PlayPal' : $name;
		$icons  = array();
		foreach ( self::ICON_SIZES as $size ) {
			$icons[] = $this->icon( "icon-$size.png", $size, 'any' );
		}
		foreach ( self::ICON_SIZES as $size ) {
			// Full-bleed with the motif inside the safe zone: platforms crop their own shape.
			$icons[] = $this->icon( "icon-maskable-$size.png", $size, 'maskable' );
		}
		return array(
			'id'               => $this->paths->scope(),
			'name'             => $name,
			// Under a home screen icon there is room for about 12 characters.
			'short_name'       => mb_substr( $name, 0, 12 ),
			'description'      => wp_strip_all_tags( (string) get_bloginfo( 'description' ) ),
			'lang'             => str_replace( '_', '-', determine_locale() ),
			'dir'              => is_rtl() ? 'rtl' : 'ltr',
			'start_url'        => $this->paths->scope(),
			'scope'            => $this->paths->scope(),
			'display'          => 'standalone',
			'theme_color'      => $colors['primary'],
			'background_color' => $colors['background'],
			'icons'            => $icons,
		);
	}

	/**
	 * The theme colour, also printed as the page's `theme-color` meta.
	 */
	public function theme_color(): string {
		return $this->settings->tokens()['colors']['primary'];
	}

	/**
	 * @param string $file    File name in build/icons/.
	 * @param int    $size    Width and height in pixels.
	 * @param string $purpose "any" or "maskable".
	 * @return array{src: string, sizes: string, type: string, purpose: string}
	 */
	private function icon( string $file, int $size, string $purpose ): array {
		return array(
			'src'     => (string) wp_parse_url( plugins_url( 'build/icons/' . $file, PLAYPAL_PLUGIN_FILE ), PHP_URL_PATH ),
			'sizes'   => $size . 'x' . $size,
			'type'    => 'image/png',
			'purpose' => $purpose,
		);
	}
}
