<?php
/**
 * The wp-admin notice when the shop cannot open.
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Commerce\Store;
use PlayPal\Commerce\Store_Notice;
use PlayPal\Tests\TestCase;

/**
 * Store_Notice for site owners.
 */
final class StoreNoticeTest extends TestCase {

	protected function tearDown(): void {
		remove_all_filters( 'playpal_store_active' );
		unset( $GLOBALS['current_screen'] );
		parent::tearDown();
	}

	private function render(): string {
		require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
		require_once ABSPATH . 'wp-admin/includes/screen.php';
		set_current_screen( 'dashboard' );
		ob_start();
		( new Store_Notice( new Store() ) )->render();
		return (string) ob_get_clean();
	}

	public function test_site_owners_are_told_how_to_open_the_shop(): void {
		add_filter( 'playpal_store_active', '__return_false' );
		$this->log_in_as( 'administrator' );

		$html = $this->render();

		$this->assertStringContainsString( 'shop is not open yet', $html, 'The notice says the shop is closed.' );
		$this->assertStringContainsString( 'WooCommerce', $html, 'It names what is missing.' );
		$this->assertMatchesRegularExpression( '/Install and activate WooCommerce|activate it on the Plugins screen/', $html, 'It says how to fix it.' );
	}

	public function test_nobody_else_sees_it_and_nobody_sees_it_with_a_store(): void {
		add_filter( 'playpal_store_active', '__return_false' );
		$this->log_in_as( 'editor' );
		$this->assertSame( '', $this->render(), 'Editors cannot install plugins: no notice.' );

		remove_all_filters( 'playpal_store_active' );
		add_filter( 'playpal_store_active', '__return_true' );
		$this->log_in_as( 'administrator' );
		$this->assertSame( '', $this->render(), 'With a store there is nothing to fix.' );
	}
}
