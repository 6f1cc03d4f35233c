<?php
/**
 * The site header, as src/app/layout/SiteHeader.tsx draws it: brand, Cart and
 * Shop Now, and the site's links. Printed around the server-printed first
 * screen (layout.php) and on WooCommerce's own pages (checkout, order
 * received, My Account: includes/Checkout/Store_Frame.php), so there is one
 * header in PHP. Plain links: they work before (and without) JavaScript.
 *
 * @package PlayPal
 *
 * @var array{base: string, current: string, skip_link: bool} $args `skip_link`: print the skip link (a page that has its own, as a block theme's, says false).
 */

defined( 'ABSPATH' ) || exit;

$playpal_links = require __DIR__ . '/site-links.php';
?>
<?php if ( $args['skip_link'] ) : ?>
	<a class="pp-fs-skip" href="#main"><?php esc_html_e( 'Skip to content', 'playpal' ); ?></a>
<?php endif; ?>
	<header class="pp-fs-header">
		<div class="pp-fs-bar">
			<a class="pp-fs-brand" href="<?php echo esc_url( $args['base'] . '/' ); ?>">
				<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect x="3" y="3" width="26" height="26" rx="8" style="fill:var(--pp-color-primary)" /><path d="M13 10.5v11l9-5.5z" style="fill:var(--pp-color-primary-foreground)" /></svg>
				<span><?php esc_html_e( 'PlayPal', 'playpal' ); ?></span>
			</a>
			<div class="pp-fs-actions">
				<?php // The bundle's Cart button opens the cart sheet; before it, the cart page. ?>
				<a class="pp-fs-button pp-fs-button-sm pp-fs-button-outline" href="<?php echo esc_url( $args['base'] . '/cart' ); ?>"><?php esc_html_e( 'Cart', 'playpal' ); ?></a>
				<a class="pp-fs-button pp-fs-button-sm" href="<?php echo esc_url( $args['base'] . '/shop' ); ?>"><?php esc_html_e( 'Shop Now', 'playpal' ); ?></a>
				<?php // Room for the bundle's menu button on narrow screens (SiteHeader's MenuButton), so the header keeps its size when it arrives. ?>
				<span class="pp-fs-menu-room" aria-hidden="true"></span>
			</div>
		</div>
		<nav class="pp-fs-nav" aria-label="<?php esc_attr_e( 'Main', 'playpal' ); ?>">
			<ul>
				<?php foreach ( $playpal_links as $playpal_path => $playpal_label ) : ?>
					<li><a href="<?php echo esc_url( $args['base'] . $playpal_path ); ?>"<?php echo $playpal_path === $args['current'] ? ' aria-current="page"' : ''; ?>><?php echo esc_html( $playpal_label ); ?></a></li>
				<?php endforeach; ?>
			</ul>
		</nav>
	</header>
