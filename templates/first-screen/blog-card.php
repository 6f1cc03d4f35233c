<?php
/**
 * One article card, as src/features/content/components/BlogCard.tsx draws
 * it. Included by blog.php with $playpal_post and $playpal_index.
 *
 * @package PlayPal
 *
 * @var array{base: string, first_image: int|null} $args
 * @var array<string, mixed> $playpal_post
 * @var int $playpal_index
 */

use PlayPal\Frontend\First_Screen\Post_Fields;

defined( 'ABSPATH' ) || exit;

$playpal_image    = Post_Fields::image( $playpal_post );
$playpal_category = Post_Fields::category( $playpal_post );
$playpal_date     = Post_Fields::long_date( $playpal_post['date'] ?? '' );
?>
<article class="pp-fs-card pp-fs-blog-card">
	<?php if ( $playpal_image ) : ?>
		<?php require __DIR__ . '/image.php'; ?>
	<?php endif; ?>
	<div class="pp-fs-card-body">
		<div class="pp-fs-meta">
			<?php if ( '' !== $playpal_category ) : ?>
				<span class="pp-fs-badge"><?php echo esc_html( $playpal_category ); ?></span>
			<?php endif; ?>
			<?php if ( '' !== $playpal_date ) : ?>
				<time datetime="<?php echo esc_attr( (string) $playpal_post['date'] ); ?>"><?php echo esc_html( $playpal_date ); ?></time>
			<?php endif; ?>
		</div>
		<h2><a href="<?php echo esc_url( $args['base'] . '/blog/' . $playpal_post['slug'] ); ?>"><?php echo esc_html( Post_Fields::text( Post_Fields::rendered( $playpal_post['title'] ?? '' ) ) ); ?></a></h2>
		<p class="pp-fs-excerpt"><?php echo esc_html( Post_Fields::text( Post_Fields::rendered( $playpal_post['excerpt'] ?? '' ) ) ); ?></p>
		<p class="pp-fs-author">
			<?php
			/* translators: %s: author name. */
			echo esc_html( sprintf( __( 'By %s', 'playpal' ), Post_Fields::author( $playpal_post ) ) );
			?>
		</p>
	</div>
</article>
