<?php
/**
 * A play kit's page, as src/features/shop/ProductScreen.tsx shows it: back
 * link, picture, name, price and the description as the store writes them.
 *
 * @package PlayPal
 *
 * @var array{base: string, product: array<string, mixed>} $args
 */

use PlayPal\Frontend\First_Screen\Post_Fields;
use PlayPal\Frontend\First_Screen\Product_Fields;

defined( 'ABSPATH' ) || exit;

$playpal_product = $args['product'];
$playpal_name    = Post_Fields::text( $playpal_product['name'] ?? '' );
$playpal_picture = Product_Fields::image( $playpal_product );
?>
<div class="pp-fs-page">
	<a class="pp-fs-back" href="<?php echo esc_url( $args['base'] . '/shop' ); ?>"><span aria-hidden="true">← </span><?php esc_html_e( 'Back to Shop', 'playpal' ); ?></a>
	<article class="pp-fs-product">
		<div class="pp-fs-picture">
			<?php if ( $playpal_picture ) : ?>
				<?php
				$playpal_image_src     = $playpal_picture['src'];
				$playpal_image_sizes   = '(min-width: 48rem) 36rem, 100vw';
				$playpal_image_loading = 'high';
				require __DIR__ . '/product-image.php';
				?>
			<?php endif; ?>
		</div>
		<div class="pp-fs-info">
			<h1><?php echo esc_html( $playpal_name ); ?></h1>
			<?php if ( Product_Fields::is_priced( $playpal_product['prices']['price'] ?? '' ) ) : ?>
				<div class="pp-fs-product-price"><?php echo wp_kses_post( (string) ( $playpal_product['price_html'] ?? '' ) ); ?></div>
			<?php endif; ?>
			<?php if ( empty( $playpal_product['is_in_stock'] ) ) : ?>
				<span class="pp-fs-badge"><?php esc_html_e( 'Out of stock', 'playpal' ); ?></span>
			<?php endif; ?>
			<div class="pp-fs-description"><?php echo wp_kses_post( (string) ( $playpal_product['description'] ?? '' ) ); ?></div>
			<div class="pp-fs-buttons">
				<?php // Adding to the cart needs the bundle, which replaces this button with a working one. ?>
				<button type="button" class="pp-fs-button pp-fs-button-lg" disabled><?php echo esc_html( Product_Fields::is_for_sale( $playpal_product ) ? __( 'Add to Cart', 'playpal' ) : __( 'Not available', 'playpal' ) ); ?></button>
			</div>
		</div>
	</article>
</div>
