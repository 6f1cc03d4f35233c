<?php
/**
 * Tells site owners in wp-admin when the shop cannot open: WooCommerce is
 * missing or inactive. Shown on the dashboard, the plugins screen and
 * Settings → PlayPal, to people who can do something about it.
 *
 * @package PlayPal
 */

namespace PlayPal\Commerce;

defined( 'ABSPATH' ) || exit;

/**
 * The "shop is closed" admin notice.
 */
final class Store_Notice {

	/** Screens the notice appears on. */
	private const SCREENS = array( 'dashboard', 'plugins', 'settings_page_playpal' );

	public function __construct( private Store $store ) {}

	public function add_hooks(): void {
		add_action( 'admin_notices', array( $this, 'render' ) );
	}

	public function render(): void {
		if ( $this->store->is_active() || ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! in_array( $screen->id, self::SCREENS, true ) ) {
			return;
		}
		echo wp_kses_post( $this->message() );
	}

	/**
	 * The notice's markup, with the next step for this site.
	 */
	public function message(): string {
		$installed = file_exists( WP_PLUGIN_DIR . '/woocommerce/woocommerce.php' );
		if ( $installed ) {
			$action = __( 'WooCommerce is installed but not active: activate it on the Plugins screen.', 'playpal' );
			$link   = sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'plugins.php?plugin_status=inactive' ) ), esc_html__( 'Go to Plugins', 'playpal' ) );
		} else {
			$action = __( 'Install and activate WooCommerce (Plugins → Add New Plugin, search for “WooCommerce”).', 'playpal' );
			$link   = current_user_can( 'install_plugins' )
				? sprintf( '<a href="%s">%s</a>', esc_url( admin_url( 'plugin-install.php?s=woocommerce&tab=search&type=term' ) ), esc_html__( 'Install WooCommerce', 'playpal' ) )
				: '';
		}
		return sprintf(
			'<div class="notice notice-warning" data-testid="playpal-store-notice"><p><strong>%1$s</strong> %2$s %3$s</p><p>%4$s</p></div>',
			esc_html__( 'PlayPal’s shop is not open yet: WooCommerce is not active.', 'playpal' ),
			esc_html( $action ),
			$link,
			esc_html__( 'Until then the Shop, product and cart pages tell visitors that the shop is not open yet. The shop then uses WooCommerce’s products, cart and checkout as they are.', 'playpal' )
		);
	}
}
