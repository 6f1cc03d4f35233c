<?php
/**
 * A play kit's page, as src/features/shop/ProductScreen.tsx shows it: back
 * link, picture, name, price, stock words, SKU and the description as the
 * store writes them, then how it is bought — a variable product's choices
 * (product-variations.php), a grouped product's members
 * (product-members.php), an external product's own link, or a quantity and
 * Add to Cart. The controls that need the bundle are printed disabled; it
 * replaces them with working ones.
 *
 * @package PlayPal
 *
 * @var array{base: string, product: array<string, mixed>, variations?: array<int, array<string, mixed>>, members?: array<int, array<string, mixed>>} $args
 */

use PlayPal\Frontend\First_Screen\Post_Fields;
use PlayPal\Frontend\First_Screen\Product_Fields;
use PlayPal\Frontend\First_Screen\Variation_Choices;

defined( 'ABSPATH' ) || exit;

$playpal_product    = $args['product'];
$playpal_variations = $args['variations'] ?? array();
$playpal_kind       = Product_Fields::kind( $playpal_product );
$playpal_name       = Post_Fields::text( $playpal_product['name'] ?? '' );
// The store's default choices may name a variation: its price, stock, SKU and picture replace the parent's.
$playpal_shown   = ( 'variable' === $playpal_kind ? Variation_Choices::chosen( $playpal_product, $playpal_variations ) : null ) ?? $playpal_product;
$playpal_picture = Product_Fields::image( $playpal_shown ) ?? Product_Fields::image( $playpal_product );
$playpal_prices  = (array) ( $playpal_shown['prices'] ?? array() );
$playpal_stock   = Product_Fields::stock_words( $playpal_shown );
$playpal_sku     = (string) ( $playpal_shown['sku'] ?? '' );
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
			<div class="pp-fs-summary">
				<?php if ( Product_Fields::is_priced( $playpal_prices['price'] ?? '' ) || '' !== Product_Fields::price_range( $playpal_prices ) ) : ?>
					<div class="pp-fs-product-price"><?php echo wp_kses_post( (string) ( $playpal_shown['price_html'] ?? '' ) ); ?></div>
				<?php endif; ?>
				<?php if ( '' !== $playpal_stock ) : ?>
					<span class="pp-fs-badge"><?php echo esc_html( $playpal_stock ); ?></span>
				<?php endif; ?>
				<?php if ( '' !== $playpal_sku ) : ?>
					<?php /* translators: %s: the product's stock-keeping unit. */ ?>
					<p class="pp-fs-sku"><?php echo esc_html( sprintf( __( 'SKU: %s', 'playpal' ), $playpal_sku ) ); ?></p>
				<?php endif; ?>
			</div>
			<div class="pp-fs-description"><?php echo wp_kses_post( (string) ( $playpal_product['description'] ?? '' ) ); ?></div>
			<?php if ( 'external' === $playpal_kind ) : ?>
				<?php $playpal_external = Product_Fields::external_url( $playpal_product ); ?>
				<?php if ( '' !== $playpal_external ) : ?>
					<div class="pp-fs-buttons">
						<a class="pp-fs-button pp-fs-button-lg" href="<?php echo esc_url( $playpal_external ); ?>" rel="noopener noreferrer external"><?php echo esc_html( Product_Fields::external_text( $playpal_product ) ); ?><span class="pp-fs-visually-hidden"><?php echo esc_html( Product_Fields::external_hint() ); ?></span></a>
					</div>
				<?php endif; ?>
			<?php elseif ( 'grouped' === $playpal_kind ) : ?>
				<?php
				$playpal_members = $args['members'] ?? array();
				require __DIR__ . '/product-members.php';
				?>
			<?php else : ?>
				<?php
				if ( 'variable' === $playpal_kind ) {
					require __DIR__ . '/product-variations.php';
				}
				$playpal_rules   = Product_Fields::add_rules( $playpal_shown );
				$playpal_blocked = 'variable' === $playpal_kind ? Variation_Choices::blocked( $playpal_product, $playpal_variations ) : '';
				$playpal_buyable = Product_Fields::is_for_sale( $playpal_shown );
				?>
				<?php // Adding to the cart needs the bundle, which replaces these controls with working ones. ?>
				<div class="pp-fs-buttons pp-fs-add">
					<?php if ( $playpal_rules['maximum'] - $playpal_rules['minimum'] >= $playpal_rules['step'] ) : ?>
						<div class="pp-fs-field">
							<label for="pp-quantity-<?php echo (int) ( $playpal_product['id'] ?? 0 ); ?>"><?php esc_html_e( 'Quantity', 'playpal' ); ?></label>
							<input id="pp-quantity-<?php echo (int) ( $playpal_product['id'] ?? 0 ); ?>" type="number" inputmode="numeric" min="<?php echo (int) $playpal_rules['minimum']; ?>" max="<?php echo (int) $playpal_rules['maximum']; ?>" step="<?php echo (int) $playpal_rules['step']; ?>" value="<?php echo (int) $playpal_rules['minimum']; ?>" disabled>
						</div>
					<?php endif; ?>
					<button type="button" class="pp-fs-button pp-fs-button-lg" disabled><?php echo esc_html( $playpal_buyable ? __( 'Add to Cart', 'playpal' ) : __( 'Not available', 'playpal' ) ); ?></button>
					<?php if ( $playpal_buyable && '' !== $playpal_blocked ) : ?>
						<p class="pp-fs-add-reason"><?php echo esc_html( $playpal_blocked ); ?></p>
					<?php endif; ?>
				</div>
			<?php endif; ?>
		</div>
	</article>
</div>
