<?php
/**
 * The Blog's first screen, as src/features/content/BlogScreen.tsx shows it
 * with its posts: the intro and the article cards.
 *
 * @package PlayPal
 *
 * @var array{base: string, posts: array<int, array<string, mixed>>} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="pp-fs-blog">
	<header class="pp-fs-intro">
		<h1><?php esc_html_e( 'The PlayPal Blog', 'playpal' ); ?></h1>
		<p><?php esc_html_e( 'Parenting tips, printable play ideas and family technology, from our family to yours.', 'playpal' ); ?></p>
	</header>
	<ul class="pp-fs-grid pp-fs-blog-grid">
		<?php foreach ( $args['posts'] as $playpal_index => $playpal_post ) : ?>
			<li>
				<?php
				require __DIR__ . '/blog-card.php';
				?>
			</li>
		<?php endforeach; ?>
	</ul>
</div>
