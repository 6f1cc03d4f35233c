<?php
/**
 * The offline app's server side (docs/OFFLINE.md).
 *
 * @package PlayPal
 */

namespace PlayPal\Offline;

use PlayPal\Frontend\Url_Router;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * Wires the manifest, the worker, the offline screen, the nonce-free shell,
 * the offline key header and the sign-out clean-up.
 */
final class Offline_Module {

	public function __construct( private Settings $settings, private Url_Router $router ) {}

	public function add_hooks(): void {
		$paths    = new Offline_Paths( $this->router );
		$manifest = new Web_App_Manifest( $this->settings, $paths );
		$worker   = new Service_Worker_Script( $this->settings, $paths, new Shell_Precache() );
		( new Offline_Endpoints( $paths, $manifest, $worker, new Offline_Screen( $this->settings, $paths ) ) )->add_hooks();
		$retired = new Retired_Scopes( $this->router, $this->settings );
		$retired->add_hooks();
		( new Offline_Head( $this->router, $paths, $manifest, $worker, $retired ) )->add_hooks();
		( new Nonce_Free_Shell() )->add_hooks();
		( new Offline_Key_Header() )->add_hooks();
		( new Logout_Site_Data( $this->settings ) )->add_hooks();
	}
}
