<?php
/**
 * A Blog post, as src/features/content/BlogPostScreen.tsx shows it: back
 * link, category, title, date, author, picture and the block content.
 *
 * @package PlayPal
 *
 * @var array{base: string, post: array<string, mixed>, first_image: int} $args
 */

use PlayPal\Frontend\First_Screen\Post_Fields;

defined( 'ABSPATH' ) || exit;

$playpal_post     = $args['post'];
$playpal_image    = Post_Fields::image( $playpal_post );
$playpal_index    = 0;
$playpal_category = Post_Fields::category( $playpal_post );
$playpal_date     = Post_Fields::long_date( $playpal_post['date'] ?? '' );
$playpal_blog_url = $args['base'] . '/blog';
?>
<article class="pp-fs-post">
	<a class="pp-fs-back" href="<?php echo esc_url( $playpal_blog_url ); ?>"><?php echo esc_html( '← ' . __( 'Back to Blog', 'playpal' ) ); ?></a>
	<header class="pp-fs-post-header">
		<?php if ( '' !== $playpal_category ) : ?>
			<span class="pp-fs-badge"><?php echo esc_html( $playpal_category ); ?></span>
		<?php endif; ?>
		<h1><?php echo esc_html( Post_Fields::text( Post_Fields::rendered( $playpal_post['title'] ?? '' ) ) ); ?></h1>
		<p class="pp-fs-meta">
			<?php if ( '' !== $playpal_date ) : ?>
				<time datetime="<?php echo esc_attr( (string) $playpal_post['date'] ); ?>"><?php echo esc_html( $playpal_date ); ?></time>
			<?php endif; ?>
			<span><?php echo esc_html( Post_Fields::author( $playpal_post ) ); ?></span>
		</p>
	</header>
	<?php if ( $playpal_image ) : ?>
		<?php require __DIR__ . '/image.php'; ?>
	<?php endif; ?>
	<div class="entry-content wp-embed-responsive pp-fs-content">
		<?php
		// WordPress rendered and filtered this HTML (the_content, kses for authors without unfiltered_html), as a theme prints it.
		echo Post_Fields::rendered( $playpal_post['content'] ?? '' ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		?>
	</div>
	<a class="pp-fs-button pp-fs-button-outline" href="<?php echo esc_url( $playpal_blog_url ); ?>"><?php esc_html_e( 'Back to Blog', 'playpal' ); ?></a>
</article>
