<?php
/**
 * PlayPal's design tokens on WooCommerce's own pages.
 *
 * @package PlayPal
 */

namespace PlayPal\Checkout;

use PlayPal\Frontend\First_Screen\Critical_Css;
use PlayPal\Settings\Design_Tokens;
use PlayPal\Settings\Settings;

defined( 'ABSPATH' ) || exit;

/**
 * The site's design tokens (colours, radius, fonts: Settings::tokens(), the
 * `pp/v1` tokens route's values) as the CSS variables the app prints
 * (Design_Tokens::to_css()), the frame's rules from the first screen
 * (Critical_Css, which styles site-header.php), and rules that dress the
 * theme's and WooCommerce's elements in those variables: the page, headings,
 * links, buttons, fields and notices. A block theme's own global styles
 * (theme.json presets) are pointed at the tokens too, so what the theme draws
 * from its palette follows them. Scoped to `body.playpal-store-page`
 * (Store_Frame marks the page), printed in the head on those pages only.
 */
final class Store_Styles {

	/** The body class of WooCommerce's own pages. */
	public const BODY_CLASS = 'playpal-store-page';

	/** The style handle (a handle without a file, carrying the inline CSS). */
	public const HANDLE = 'playpal-store-page';

	public function __construct( private Settings $settings ) {}

	/**
	 * For the current page: after WooCommerce and the theme, so equal rules win.
	 */
	public function add_hooks(): void {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue' ), 30 );
	}

	public function enqueue(): void {
		wp_register_style( self::HANDLE, false, array(), PLAYPAL_VERSION );
		wp_enqueue_style( self::HANDLE );
		wp_add_inline_style( self::HANDLE, $this->css() );
	}

	/**
	 * Everything printed.
	 */
	public function css(): string {
		return Design_Tokens::to_css( $this->settings->tokens() ) . Critical_Css::css() . self::store_css();
	}

	/**
	 * The rules for WooCommerce's pages, in the tokens' variables only.
	 */
	public static function store_css(): string {
		$b     = 'body.' . self::BODY_CLASS;
		$rules = array(
			// The page, and the block theme's palette and fonts pointed at the tokens.
			$b . '{margin:0;background:var(--pp-color-background);color:var(--pp-color-foreground);font-family:var(--pp-font-body);line-height:1.6;'
				. '--wp--preset--color--base:var(--pp-color-background);--wp--preset--color--contrast:var(--pp-color-foreground);'
				. '--wp--preset--color--accent-1:var(--pp-color-secondary);--wp--preset--color--accent-2:var(--pp-color-accent);'
				. '--wp--preset--color--accent-3:var(--pp-color-primary);--wp--preset--color--accent-4:var(--pp-color-muted-foreground);'
				. '--wp--preset--color--accent-5:var(--pp-color-muted);--wp--preset--color--accent-6:var(--pp-color-border)}',
			$b . ' :where(h1,h2,h3,h4,.wp-block-post-title){font-family:var(--pp-font-heading);color:var(--pp-color-foreground);line-height:1.2}',
			$b . ' :where(.wp-site-blocks,.woocommerce) a:where(:not(.wp-element-button,.wc-block-components-button,.pp-fs-button,.button)){color:var(--pp-color-primary)}',
			$b . ' :focus-visible{outline:2px solid var(--pp-color-ring);outline-offset:2px}',
			// Buttons: Place Order, the order-received and My Account buttons.
			$b . ' .wp-element-button,' . $b . ' .wc-block-components-button:not(.is-link),' . $b . ' .woocommerce .button,' . $b . ' .pp-portal-link .pp-fs-button'
				. '{border:1px solid transparent;border-radius:var(--pp-radius);background:var(--pp-color-primary);color:var(--pp-color-primary-foreground);font-family:var(--pp-font-body);font-weight:600}',
			$b . ' .wp-element-button:hover,' . $b . ' .wc-block-components-button:not(.is-link):hover,' . $b . ' .woocommerce .button:hover{background:var(--pp-color-primary);color:var(--pp-color-primary-foreground);filter:brightness(1.08)}',
			// Fields, the order summary and notices.
			$b . ' .wc-block-components-text-input input,' . $b . ' .wc-block-components-textarea,' . $b . ' .wc-blocks-components-select .wc-blocks-components-select__select,' . $b . ' .woocommerce form .input-text,' . $b . ' .woocommerce form select'
				. '{border-color:var(--pp-color-muted-foreground);border-radius:var(--pp-radius);background:var(--pp-color-card);color:var(--pp-color-card-foreground)}',
			$b . ' .wc-block-components-sidebar-layout .wc-block-components-main,' . $b . ' .wc-block-checkout__sidebar,' . $b . ' .wc-block-order-confirmation-summary,' . $b . ' .woocommerce-MyAccount-navigation'
				. '{border-radius:calc(var(--pp-radius)*2)}',
			$b . ' .wc-block-components-radio-control--highlight-checked,' . $b . ' .wc-block-components-radio-control-accordion-option{border-radius:var(--pp-radius)}',
			$b . ' .wc-block-components-notice-banner{border-radius:var(--pp-radius)}',
			// The frame: header links keep the header's colours, the nav shows on
			// every width (no bundle here to draw the narrow screens' menu).
			$b . ' .pp-store-frame a{color:inherit}',
			$b . ' .pp-store-frame .pp-fs-nav a,' . $b . ' .pp-store-frame .pp-fs-footer a{color:var(--pp-color-muted-foreground)}',
			$b . ' .pp-store-frame .pp-fs-nav a[aria-current=page]{color:var(--pp-color-secondary-foreground)}',
			$b . ' .pp-store-frame .pp-fs-button{color:var(--pp-color-primary-foreground)}' . $b . ' .pp-store-frame .pp-fs-button-outline{color:var(--pp-color-foreground)}',
			'.pp-store-frame .pp-fs-nav{display:block}.pp-store-frame .pp-fs-menu-room{display:none}',
			'.pp-store-frame .pp-fs-actions{display:flex;gap:.5rem}',
			// The footer, as SiteFooter.tsx.
			'.pp-fs-footer{margin-top:4rem;background:var(--pp-color-muted);color:var(--pp-color-muted-foreground);border-top:1px solid var(--pp-color-border);font-family:var(--pp-font-body)}',
			'.pp-fs-footer-inner{display:grid;grid-template-columns:repeat(auto-fit,minmax(12rem,1fr));gap:2rem;max-width:80rem;margin:0 auto;padding:3rem 1rem 2rem}',
			'.pp-fs-footer p{margin:.5rem 0 0}',
			'.pp-fs-footer-brand{display:flex;align-items:center;gap:.5rem;color:var(--pp-color-foreground);font-family:var(--pp-font-heading);font-size:1.25rem;font-weight:700}',
			'.pp-fs-footer-tagline{color:var(--pp-color-foreground);font-family:var(--pp-font-heading);font-weight:600}',
			'.pp-fs-footer h2{margin:0 0 .75rem;color:var(--pp-color-foreground);font-family:var(--pp-font-body);font-size:.9375rem;text-transform:uppercase;letter-spacing:.04em}',
			'.pp-fs-footer ul{display:grid;gap:.375rem;margin:0;padding:0;list-style:none}',
			'.pp-fs-footer a{border-radius:var(--pp-radius);text-decoration:none}' . $b . ' .pp-store-frame .pp-fs-footer a:hover{color:var(--pp-color-foreground);text-decoration:underline}',
			'.pp-fs-footer-legal{max-width:80rem;margin:0 auto!important;padding:1rem;border-top:1px solid var(--pp-color-border);font-size:.875rem;text-align:center}',
			// The order-received page's way to the member portal.
			'.pp-portal-link{margin:2rem 0;padding:1.5rem;border:1px solid var(--pp-color-border);border-radius:calc(var(--pp-radius)*2);background:var(--pp-color-card);color:var(--pp-color-card-foreground)}',
			'.pp-portal-link h2{margin:0 0 .5rem;font-size:1.25rem}.pp-portal-link p{margin:0 0 1rem}',
		);
		return implode( '', $rules );
	}
}
