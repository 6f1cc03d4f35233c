<?php
/**
 * A post's featured image at its intermediate size, with WordPress's srcset
 * and sizes. The first image of a screen is its largest paint: it loads at
 * high priority; the others wait until they are near the viewport.
 *
 * @package PlayPal
 *
 * @var array{src: string, alt: string, width: int, height: int, srcset: string, sizes: string} $playpal_image
 * @var int $playpal_index
 * @var array{first_image: int|null} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<img class="pp-fs-image" src="<?php echo esc_url( $playpal_image['src'] ); ?>" alt="<?php echo esc_attr( $playpal_image['alt'] ); ?>"
	<?php if ( $playpal_image['width'] > 0 && $playpal_image['height'] > 0 ) : ?>
	width="<?php echo (int) $playpal_image['width']; ?>" height="<?php echo (int) $playpal_image['height']; ?>"
	<?php endif; ?>
	<?php if ( '' !== $playpal_image['srcset'] ) : ?>
	srcset="<?php echo esc_attr( $playpal_image['srcset'] ); ?>" sizes="<?php echo esc_attr( $playpal_image['sizes'] ); ?>"
	<?php endif; ?>
	<?php echo $args['first_image'] === $playpal_index ? 'fetchpriority="high"' : 'loading="lazy"'; ?> decoding="async" />
