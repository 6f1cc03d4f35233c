<?php
/**
 * WooCommerce's own pages in PlayPal's frame and tokens, and the way from the
 * order-received page to the member portal (includes/Checkout/).
 *
 * @package PlayPal\Tests
 */

namespace PlayPal\Tests\Commerce;

use PlayPal\Checkout\Portal_Link;
use PlayPal\Checkout\Store_Frame;
use PlayPal\Checkout\Store_Styles;
use PlayPal\Commerce\Store;
use PlayPal\Settings\Settings;

/**
 * The pieces, as WordPress and WooCommerce call them.
 */
final class StoreFrameTest extends DigitalOrderTestCase {

	private function frame( string $base = '/' ): Store_Frame {
		return new Store_Frame( new Store(), $this->router_with_base( $base ), new Store_Styles( new Settings() ) );
	}

	public function test_a_block_themes_header_part_becomes_the_site_header(): void {
		$html = $this->frame()->template_part( '<header class="wp-block-template-part"><p>Theme header</p></header>', array( 'blockName' => 'core/template-part' ) );

		$this->assertStringNotContainsString( 'Theme header', $html );
		$this->assertStringContainsString( 'data-playpal-store-frame="header"', $html );
		$this->assertStringContainsString( '<header class="pp-fs-header">', $html, 'The header the first screen prints (site-header.php).' );
		$this->assertStringContainsString( 'href="/member-portal"', $html );
		$this->assertStringNotContainsString( 'pp-fs-skip', $html, 'WordPress prints the block template’s skip link.' );
	}

	public function test_a_footer_part_becomes_the_site_footer_printed_once(): void {
		$frame = $this->frame( '/play/' );
		$html  = $frame->template_part( "\n<footer class=\"wp-block-template-part\">Theme footer</footer>", array() );

		$this->assertStringContainsString( 'data-playpal-store-frame="footer"', $html );
		$this->assertStringContainsString( 'Print. Play. Done.', $html );
		$this->assertStringContainsString( 'href="/play/shop"', $html, 'Links under the app’s base path.' );
		ob_start();
		$frame->print_footer();
		$this->assertSame( '', ob_get_clean(), 'The theme’s footer part was replaced: no second footer at wp_footer.' );
	}

	public function test_a_page_without_a_footer_part_gets_the_footer_at_wp_footer(): void {
		ob_start();
		$this->frame()->print_footer();
		$this->assertStringContainsString( '<footer class="pp-fs-footer">', (string) ob_get_clean() );
	}

	public function test_other_template_parts_are_left_alone(): void {
		$this->assertSame( '<div>Sidebar</div>', $this->frame()->template_part( '<div>Sidebar</div>', array() ) );
	}

	public function test_the_styles_carry_the_sites_tokens(): void {
		$settings = new Settings();
		$css      = ( new Store_Styles( $settings ) )->css();

		$this->assertStringContainsString( '--pp-color-primary:' . $settings->tokens()['colors']['primary'], $css );
		$this->assertStringContainsString( 'body.playpal-store-page{', $css );
		$this->assertStringContainsString( '.pp-fs-header{', $css, 'The header’s own rules, from the first screen.' );
	}

	public function test_the_order_received_page_links_a_paid_orders_files_to_the_portals_downloads(): void {
		$order = $this->pending_order( array( $this->printable_kit()['product'] ) );
		$order->payment_complete();

		ob_start();
		( new Portal_Link( $this->router_with_base( '/' ) ) )->print_link( $order->get_id() );
		$html = (string) ob_get_clean();

		$this->assertStringContainsString( 'href="/member-portal#downloads"', $html );
		$this->assertStringContainsString( 'Open my downloads in the member portal', $html );
	}

	public function test_an_unpaid_order_gets_no_link(): void {
		$order = $this->pending_order( array( $this->printable_kit()['product'] ) );
		$order->update_status( 'failed' );

		ob_start();
		( new Portal_Link( $this->router_with_base( '/' ) ) )->print_link( $order->get_id() );
		$this->assertSame( '', ob_get_clean() );
	}
}
