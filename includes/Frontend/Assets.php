<?php
/**
 * Enqueues the storefront bundle from build/ (DESIGN §6 item 8).
 *
 * React, ReactDOM and the @wordpress/* packages come from WordPress: the
 * dependency list in build/index.asset.php names their script handles.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend;

use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The app's script, its config and its first-paint styles.
 */
final class Assets {

	public const SCRIPT_HANDLE = 'playpal-app';
	public const STYLE_HANDLE  = 'playpal-app';

	public function __construct( private Settings $settings ) {}

	/**
	 * Whether the bundle has been built.
	 */
	public function is_built(): bool {
		return is_readable( PLAYPAL_PLUGIN_DIR . 'build/index.asset.php' );
	}

	/**
	 * Enqueues the app with its config.
	 *
	 * @param array<string, mixed> $config Values for window.playpalConfig.
	 */
	public function enqueue_app( array $config ): void {
		if ( ! $this->is_built() ) {
			return;
		}
		$asset = require PLAYPAL_PLUGIN_DIR . 'build/index.asset.php';
		wp_enqueue_script(
			self::SCRIPT_HANDLE,
			plugins_url( 'build/index.js', PLAYPAL_PLUGIN_FILE ),
			$asset['dependencies'],
			$asset['version'],
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
		wp_add_inline_script( self::SCRIPT_HANDLE, 'window.playpalConfig = ' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . ';', 'before' );
		wp_set_script_translations( self::SCRIPT_HANDLE, 'playpal', PLAYPAL_PLUGIN_DIR . 'languages' );
	}

	/**
	 * Leaves the REST nonce out of the script WordPress prints for
	 * `wp-api-fetch`, on a page a cache may share. A guest's requests carry
	 * no nonce anyway (src/lib/rest-nonce.ts); whoever signs in gets a page
	 * of their own.
	 */
	public function print_no_rest_nonce(): void {
		$scripts = wp_scripts();
		$after   = $scripts->get_data( 'wp-api-fetch', 'after' );
		if ( ! is_array( $after ) ) {
			return;
		}
		$without = array_map(
			static fn( $code ) => is_string( $code ) ? (string) preg_replace( '/createNonceMiddleware\(\s*"[^"]*"\s*\)/', 'createNonceMiddleware( "" )', $code ) : $code,
			$after
		);
		$scripts->add_data( 'wp-api-fetch', 'after', $without );
	}

	/**
	 * Prints the design tokens as CSS variables with base styles, so the
	 * first paint is already in the site's colours and fonts.
	 */
	public function enqueue_first_paint_styles(): void {
		// A handle without a file: it exists to carry the inline CSS.
		wp_register_style( self::STYLE_HANDLE, false, array(), PLAYPAL_VERSION );
		wp_enqueue_style( self::STYLE_HANDLE );
		wp_add_inline_style( self::STYLE_HANDLE, \PlayPal\Settings\Design_Tokens::to_css( $this->settings->tokens() ) . $this->base_css() );
	}

	/**
	 * Page-level styles every screen relies on.
	 */
	private function base_css(): string {
		return 'html{-webkit-text-size-adjust:100%}'
			. 'body.playpal-app{margin:0;background:var(--pp-color-background);color:var(--pp-color-foreground);'
			. 'font-family:var(--pp-font-body);line-height:1.6;-webkit-font-smoothing:antialiased}'
			. 'body.playpal-app h1,body.playpal-app h2,body.playpal-app h3{font-family:var(--pp-font-heading);line-height:1.2}'
			. 'body.playpal-app *,body.playpal-app *::before,body.playpal-app *::after{box-sizing:border-box}'
			. '#playpal-root{min-height:100vh}'
			. '.playpal-shell-message{max-width:40rem;margin:4rem auto;padding:0 1rem;text-align:center}';
	}
}
