<?php
/**
 * The shop's first page, as src/features/shop/ShopScreen.tsx shows it: the
 * heading, its links and the first 24 play kits.
 *
 * @package PlayPal
 *
 * @var array{base: string, products: array<int, array<string, mixed>>, total: int, first_image: int|null} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="pp-fs-page">
	<header class="pp-fs-page-header">
		<div>
			<h1><?php esc_html_e( 'The PlayPal Shop', 'playpal' ); ?></h1>
			<p><?php esc_html_e( 'Printable play kits for little adventurers. Download, print and play in minutes.', 'playpal' ); ?></p>
		</div>
		<div class="pp-fs-actions">
			<?php // The bundle's button opens the cart sheet; before it, the cart page. ?>
			<a class="pp-fs-button pp-fs-button-outline" href="<?php echo esc_url( $args['base'] . '/cart' ); ?>"><?php esc_html_e( 'Open cart', 'playpal' ); ?></a>
			<a class="pp-fs-button pp-fs-button-ghost" href="<?php echo esc_url( $args['base'] . '/cart' ); ?>"><?php esc_html_e( 'View cart', 'playpal' ); ?></a>
			<a class="pp-fs-button pp-fs-button-ghost" href="<?php echo esc_url( $args['base'] . '/member-portal' ); ?>"><?php esc_html_e( 'Member portal', 'playpal' ); ?></a>
		</div>
	</header>
	<ul class="pp-fs-grid pp-fs-shop-grid" aria-label="<?php esc_attr_e( 'Play kits', 'playpal' ); ?>">
		<?php
		foreach ( $args['products'] as $playpal_index => $playpal_product ) {
			require __DIR__ . '/product-card.php';
		}
		?>
	</ul>
	<?php if ( $args['total'] > count( $args['products'] ) ) : ?>
		<p class="pp-fs-more">
			<?php
			/* translators: 1: kits shown, 2: kits in the shop. */
			echo esc_html( sprintf( __( 'Showing %1$d of %2$d play kits', 'playpal' ), count( $args['products'] ), $args['total'] ) );
			?>
		</p>
	<?php endif; ?>
</div>
