<?php
/**
 * A play kit in the shop grid, as src/features/shop/components/ProductCard.tsx
 * draws it: picture with its stock words, name, price, how it is bought
 * (Add Magic to Cart; Choose options or View products to its page; an
 * external product's own link) and Details. Included by shop.php with
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
$playpal_kind    = Product_Fields::kind( $playpal_product );
$playpal_stock   = Product_Fields::stock_words( $playpal_product );
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
		<?php if ( '' !== $playpal_stock ) : ?>
			<span class="pp-fs-badge pp-fs-stock"><?php echo esc_html( $playpal_stock ); ?></span>
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
			<?php if ( 'external' === $playpal_kind ) : ?>
				<?php $playpal_external = Product_Fields::external_url( $playpal_product ); ?>
				<?php if ( '' !== $playpal_external ) : ?>
					<a class="pp-fs-button" href="<?php echo esc_url( $playpal_external ); ?>" rel="noopener noreferrer external"><?php echo esc_html( Product_Fields::external_text( $playpal_product ) ); ?><span class="pp-fs-visually-hidden"><?php echo esc_html( Product_Fields::external_hint( $playpal_name ) ); ?></span></a>
				<?php endif; ?>
			<?php elseif ( 'variable' === $playpal_kind || 'grouped' === $playpal_kind ) : ?>
				<a class="pp-fs-button" href="<?php echo esc_url( $playpal_details ); ?>"><?php echo esc_html( 'variable' === $playpal_kind ? __( 'Choose options', 'playpal' ) : __( 'View products', 'playpal' ) ); ?><span class="pp-fs-visually-hidden"><?php echo esc_html( ' ' . $playpal_name ); ?></span></a>
			<?php else : ?>
				<?php // Adding to the cart needs the bundle, which replaces this button with a working one. ?>
				<button type="button" class="pp-fs-button" disabled><?php echo esc_html( Product_Fields::is_for_sale( $playpal_product ) ? __( 'Add Magic to Cart', 'playpal' ) : __( 'Not available', 'playpal' ) ); ?><span class="pp-fs-visually-hidden"><?php echo esc_html( ' ' . $playpal_name ); ?></span></button>
			<?php endif; ?>
			<a class="pp-fs-button pp-fs-button-outline" href="<?php echo esc_url( $playpal_details ); ?>"><?php esc_html_e( 'Details', 'playpal' ); ?><span class="pp-fs-visually-hidden"><?php echo esc_html( ' ' . $playpal_name ); ?></span></a>
		</div>
	</div>
</li>
