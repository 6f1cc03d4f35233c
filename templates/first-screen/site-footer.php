<?php
/**
 * The site footer, as src/app/layout/SiteFooter.tsx draws it: brand and
 * tagline, the site's links in three groups (nav-links.ts,
 * getFooterLinkGroups), and the year. Printed on WooCommerce's own pages
 * (includes/Checkout/Store_Frame.php), which the app's bundle never draws.
 *
 * @package PlayPal
 *
 * @var array{base: string} $args
 */

defined( 'ABSPATH' ) || exit;

$playpal_links  = require __DIR__ . '/site-links.php';
$playpal_groups = array(
	__( 'Shop', 'playpal' )         => array( '/shop', '/products', '/cart', '/checkout' ),
	__( 'Play & Learn', 'playpal' ) => array( '/', '/blog', '/play-ideas', '/forum' ),
	__( 'PlayPal', 'playpal' )      => array( '/about', '/member-portal', '/create-it-forward', '/appadoo-portal' ),
);
?>
<footer class="pp-fs-footer">
	<div class="pp-fs-footer-inner">
		<div>
			<p class="pp-fs-footer-brand">
				<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect x="3" y="3" width="26" height="26" rx="8" style="fill:var(--pp-color-primary)" /><path d="M13 10.5v11l9-5.5z" style="fill:var(--pp-color-primary-foreground)" /></svg>
				<?php esc_html_e( 'PlayPal', 'playpal' ); ?>
			</p>
			<p class="pp-fs-footer-tagline"><?php esc_html_e( 'Print. Play. Done.', 'playpal' ); ?></p>
			<p><?php esc_html_e( 'Printable play kits and offline activities that turn ordinary afternoons into little adventures.', 'playpal' ); ?></p>
		</div>
		<?php foreach ( $playpal_groups as $playpal_title => $playpal_paths ) : ?>
			<nav aria-label="<?php echo esc_attr( $playpal_title ); ?>">
				<h2><?php echo esc_html( $playpal_title ); ?></h2>
				<ul>
					<?php foreach ( $playpal_paths as $playpal_path ) : ?>
						<li><a href="<?php echo esc_url( $args['base'] . $playpal_path ); ?>"><?php echo esc_html( $playpal_links[ $playpal_path ] ); ?></a></li>
					<?php endforeach; ?>
				</ul>
			</nav>
		<?php endforeach; ?>
	</div>
	<p class="pp-fs-footer-legal">
		<?php
		/* translators: %d: the current year. */
		echo esc_html( sprintf( __( '© %d PlayPal. Made with love for curious little minds.', 'playpal' ), (int) gmdate( 'Y' ) ) );
		?>
	</p>
</footer>
