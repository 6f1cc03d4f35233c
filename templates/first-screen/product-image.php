<?php
/**
 * A play kit's picture with WooCommerce's srcset, at the size its layout
 * gives it. Included by product-card.php and product.php, which set
 * $playpal_image_src, $playpal_image_sizes and $playpal_image_loading.
 *
 * @package PlayPal
 *
 * @var array{src: string, thumbnail: string, srcset: string, alt: string} $playpal_picture
 * @var string $playpal_name
 * @var string $playpal_image_src
 * @var string $playpal_image_sizes
 * @var string $playpal_image_loading 'high' (fetchpriority), 'eager' or 'lazy'.
 */

defined( 'ABSPATH' ) || exit;
?>
<img src="<?php echo esc_url( $playpal_image_src ); ?>"
	<?php if ( '' !== $playpal_picture['srcset'] ) : ?>
	srcset="<?php echo esc_attr( $playpal_picture['srcset'] ); ?>"
	<?php endif; ?>
	sizes="<?php echo esc_attr( $playpal_image_sizes ); ?>"
	alt="<?php echo esc_attr( '' !== $playpal_picture['alt'] ? $playpal_picture['alt'] : $playpal_name ); ?>"
	width="600" height="600" decoding="async"
	<?php echo 'high' === $playpal_image_loading ? 'fetchpriority="high"' : 'loading="' . esc_attr( $playpal_image_loading ) . '"'; ?> />
