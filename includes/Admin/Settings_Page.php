<?php
/**
 * Settings → PlayPal.
 *
 * @package PlayPal
 */

namespace PlayPal\Admin;

use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Adds the settings screen, a mount point for the React app in src/admin,
 * which reads and saves `playpal_settings` through `/wp/v2/settings`.
 */
final class Settings_Page {

	public const SLUG = 'playpal';

	private const HANDLE = 'playpal-admin';

	/**
	 * The request the screen reads its settings with (same path as src/admin/api.ts).
	 */
	private const SETTINGS_PATH = '/wp/v2/settings?_fields=' . Settings::OPTION;

	/**
	 * Settings, preloaded into the screen.
	 *
	 * @var Settings
	 */
	private Settings $settings;

	/**
	 * Constructor.
	 *
	 * @param Settings $settings Plugin settings.
	 */
	public function __construct( Settings $settings ) {
		$this->settings = $settings;
	}

	/**
	 * Registers the menu item and the plugins-screen link.
	 */
	public function add_hooks(): void {
		add_action( 'admin_menu', array( $this, 'add_page' ) );
		add_filter( 'plugin_action_links_' . plugin_basename( PLAYPAL_PLUGIN_FILE ), array( $this, 'add_action_link' ) );
	}

	/**
	 * Adds the page under Settings; its assets load only when it is opened.
	 */
	public function add_page(): void {
		$hook = add_options_page(
			$this->title(),
			$this->title(),
			'manage_options',
			self::SLUG,
			array( $this, 'render' )
		);
		if ( $hook ) {
			add_action( "load-{$hook}", array( $this, 'load' ) );
		}
	}

	/**
	 * Runs only on our screen: queues the assets for admin_enqueue_scripts.
	 */
	public function load(): void {
		add_action( 'admin_enqueue_scripts', array( $this, 'enqueue_assets' ) );
	}

	/**
	 * Enqueues build/admin.js and build/admin.css with the dependencies the
	 * build recorded in build/admin.asset.php.
	 */
	public function enqueue_assets(): void {
		if ( ! $this->is_built() ) {
			return;
		}
		$asset = require PLAYPAL_PLUGIN_DIR . 'build/admin.asset.php';

		wp_enqueue_script(
			self::HANDLE,
			plugins_url( 'build/admin.js', PLAYPAL_PLUGIN_FILE ),
			$asset['dependencies'],
			$asset['version'],
			array( 'in_footer' => true )
		);
		wp_set_script_translations( self::HANDLE, 'playpal', PLAYPAL_PLUGIN_DIR . 'languages' );

		// The screen's first GET is answered from the page, so it opens without a spinner.
		$preload = array(
			self::SETTINGS_PATH => array(
				'body'    => array( Settings::OPTION => $this->settings->get() ),
				'headers' => array(),
			),
		);
		wp_add_inline_script(
			self::HANDLE,
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $preload, JSON_HEX_TAG | JSON_HEX_AMP ) ),
			'before'
		);

		// The screen is built from @wordpress/components, whose styles WordPress ships as 'wp-components'.
		if ( is_readable( PLAYPAL_PLUGIN_DIR . 'build/admin.css' ) ) {
			wp_enqueue_style( self::HANDLE, plugins_url( 'build/admin.css', PLAYPAL_PLUGIN_FILE ), array( 'wp-components' ), $asset['version'] );
		} else {
			wp_enqueue_style( 'wp-components' );
		}
	}

	/**
	 * Prints the screen: a title and the element the React app mounts in.
	 */
	public function render(): void {
		?>
		<div class="wrap">
			<h1><?php echo esc_html( $this->title() ); ?></h1>
			<?php if ( ! $this->is_built() ) : ?>
				<div class="notice notice-error inline">
					<p><?php esc_html_e( 'The PlayPal settings screen has not been built. Install the plugin from its release zip, or run npm run build in its folder.', 'playpal' ); ?></p>
				</div>
			<?php endif; ?>
			<div id="playpal-settings-root"></div>
			<noscript>
				<div class="notice notice-warning inline">
					<p><?php esc_html_e( 'The PlayPal settings screen needs JavaScript. Please turn it on in your browser and reload this page.', 'playpal' ); ?></p>
				</div>
			</noscript>
		</div>
		<?php
	}

	/**
	 * Adds "Settings" to the plugin's row on the Plugins screen.
	 *
	 * @param array<int|string, string> $links Action links.
	 * @return array<int|string, string>
	 */
	public function add_action_link( array $links ): array {
		if ( ! current_user_can( 'manage_options' ) ) {
			return $links;
		}
		$link = sprintf(
			'<a href="%s">%s</a>',
			esc_url( admin_url( 'options-general.php?page=' . self::SLUG ) ),
			esc_html__( 'Settings', 'playpal' )
		);
		array_unshift( $links, $link );
		return $links;
	}

	/**
	 * The page and menu title.
	 */
	private function title(): string {
		return __( 'PlayPal', 'playpal' );
	}

	/**
	 * Whether the admin bundle has been built.
	 */
	private function is_built(): bool {
		return is_readable( PLAYPAL_PLUGIN_DIR . 'build/admin.asset.php' );
	}
}
