<?php
/**
 * PlayPal's header and footer on WooCommerce's own pages.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

use PlayPal\Commerce\Store;
use PlayPal\Frontend\First_Screen\First_Screen;
use PlayPal\Frontend\Url_Router;

defined( 'ABSPATH' ) || exit;

/**
 * WooCommerce draws its checkout, order-received and My Account pages itself,
 * in the site's theme; the app's bundle never runs there. These pages get
 * the header the server prints before the app's first screen
 * (templates/first-screen/site-header.php) and the app's footer
 * (site-footer.php), through WordPress's own means for the theme in use:
 *
 * - a block theme (the dev and test sites run Twenty Twenty-Five): its header
 *   and footer template parts are rendered as PlayPal's
 *   (`render_block_core/template-part`; a part's tag is its area's, so
 *   `<header>` and `<footer>` say which). WooCommerce's checkout template has
 *   a header part ("checkout-header") and no footer part: the footer is then
 *   printed at `wp_footer`, after the page's blocks. The theme keeps its own
 *   skip link (WordPress prints it for block templates).
 * - a classic theme: the header at `wp_body_open`, the footer at `wp_footer`,
 *   around the theme's own.
 */
final class Store_Frame {

	/**
	 * Whether this page's footer has been printed.
	 *
	 * @var bool
	 */
	private bool $footer_printed = false;

	public function __construct(
		private Store $store,
		private Url_Router $router,
		private Store_Styles $styles
	) {}

	public function add_hooks(): void {
		// Once the query is parsed: is_checkout() and is_account_page() know the page.
		add_action( 'wp', array( $this, 'frame_this_page' ) );
	}

	/**
	 * On WooCommerce's own pages, hooks the frame and the styles in.
	 */
	public function frame_this_page(): void {
		if ( ! $this->store->is_store_page() ) {
			return;
		}
		add_filter( 'body_class', array( $this, 'body_class' ) );
		$this->styles->add_hooks();
		if ( wp_is_block_theme() ) {
			add_filter( 'render_block_core/template-part', array( $this, 'template_part' ), 10, 2 );
		} else {
			add_action( 'wp_body_open', array( $this, 'print_header' ) );
		}
		add_action( 'wp_footer', array( $this, 'print_footer' ), 1 );
	}

	/**
	 * Marks the page, so the store styles apply to it alone.
	 *
	 * @param string[] $classes Body classes.
	 * @return string[]
	 */
	public function body_class( array $classes ): array {
		$classes[] = Store_Styles::BODY_CLASS;
		return $classes;
	}

	/**
	 * A header or footer template part, rendered as PlayPal's.
	 *
	 * @param mixed $content The part's HTML.
	 * @param mixed $block   The parsed block.
	 * @return mixed
	 */
	public function template_part( $content, $block ) {
		if ( ! is_string( $content ) || ! preg_match( '/^\s*<(header|footer)\b/', $content, $tag ) ) {
			return $content;
		}
		if ( 'header' === $tag[1] ) {
			return $this->header_html( false );
		}
		return $this->footer_html();
	}

	/**
	 * Prints the header (classic themes, at `wp_body_open`).
	 */
	public function print_header(): void {
		echo $this->header_html( false ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- The template escapes every value.
	}

	/**
	 * Prints the footer unless a footer template part already was.
	 */
	public function print_footer(): void {
		if ( ! $this->footer_printed ) {
			echo $this->footer_html(); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- The template escapes every value.
		}
	}

	/**
	 * The header.
	 *
	 * @param bool $skip_link Whether to print a skip link (a block template has WordPress's own).
	 */
	private function header_html( bool $skip_link ): string {
		$checkout = function_exists( 'is_checkout' ) && is_checkout();
		return '<div class="pp-store-frame" data-playpal-store-frame="header">'
			. First_Screen::render(
				'site-header',
				array(
					'base'      => $this->router->basename(),
					// The Checkout link is this page's section; My Account is no app section.
					'current'   => $checkout ? '/checkout' : '',
					'skip_link' => $skip_link,
				)
			)
			. '</div>';
	}

	/**
	 * The footer (once per page).
	 */
	private function footer_html(): string {
		$this->footer_printed = true;
		return '<div class="pp-store-frame" data-playpal-store-frame="footer">'
			. First_Screen::render( 'site-footer', array( 'base' => $this->router->basename() ) )
			. '</div>';
	}
}
