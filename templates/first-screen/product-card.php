<?php
/**
 * A play kit in the shop grid, as src/features/shop/components/ProductCard.tsx
 * draws it: picture, name, price and Details. Included by shop.php with
 * $playpal_product and $playpal_index.
 *
 * @package PlayPal
 *
 * @var array{base: string, first_image: int|null} $args
 * @var array<string, mixed> $playpal_product
 * @var int $playpal_index
 */

use PlayPal\Frontend\First_Screen\Post_Fields;
use PlayPal\Frontend\First_Screen\Product_Fields;

defined( 'ABSPATH' ) || exit;

$playpal_name    = Post_Fields::text( $playpal_product['name'] ?? '' );
$playpal_picture = Product_Fields::image( $playpal_product );
$playpal_price   = Product_Fields::price( $playpal_product );
$playpal_details = $args['base'] . '/product/' . rawurlencode( (string) ( $playpal_product['slug'] ?? '' ) );
?>
<li class="pp-fs-card pp-fs-product-card">
	<div class="pp-fs-picture">
		<?php if ( $playpal_picture ) : ?>
			<?php
			$playpal_image_src     = '' !== $playpal_picture['thumbnail'] ? $playpal_picture['thumbnail'] : $playpal_picture['src'];
			$playpal_image_sizes   = '(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 90vw';
			$playpal_image_loading = $args['first_image'] === $playpal_index ? 'high' : ( $playpal_index < 4 ? 'eager' : 'lazy' );
			require __DIR__ . '/product-image.php';
			?>
		<?php endif; ?>
		<?php if ( empty( $playpal_product['is_in_stock'] ) ) : ?>
			<span class="pp-fs-badge pp-fs-stock"><?php esc_html_e( 'Out of stock', 'playpal' ); ?></span>
		<?php endif; ?>
	</div>
	<div class="pp-fs-card-body">
		<h2><a href="<?php echo esc_url( $playpal_details ); ?>"><?php echo esc_html( $playpal_name ); ?></a></h2>
		<?php if ( '' !== $playpal_price['price'] ) : ?>
			<span class="pp-fs-price">
				<?php if ( '' !== $playpal_price['regular'] ) : ?>
					<span class="pp-fs-visually-hidden"><?php esc_html_e( 'Was', 'playpal' ); ?></span>
					<del><?php echo esc_html( $playpal_price['regular'] ); ?></del>
					<span class="pp-fs-visually-hidden"><?php esc_html_e( 'now', 'playpal' ); ?></span>
				<?php endif; ?>
				<?php echo esc_html( $playpal_price['price'] ); ?>
			</span>
		<?php endif; ?>
		<div class="pp-fs-buttons">
			<?php // Adding to the cart needs the bundle, which replaces this button with a working one. ?>
			<button type="button" class="pp-fs-button" disabled><?php echo esc_html( Product_Fields::is_for_sale( $playpal_product ) ? __( 'Add Magic to Cart', 'playpal' ) : __( 'Not available', 'playpal' ) ); ?><span class="pp-fs-visually-hidden"><?php echo esc_html( ' ' . $playpal_name ); ?></span></button>
			<a class="pp-fs-button pp-fs-button-outline" href="<?php echo esc_url( $playpal_details ); ?>"><?php esc_html_e( 'Details', 'playpal' ); ?><span class="pp-fs-visually-hidden"><?php echo esc_html( ' ' . $playpal_name ); ?></span></a>
		</div>
	</div>
</li>
