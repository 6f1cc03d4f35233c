<?php
/**
 * The Blog's first screen, as src/features/content/BlogScreen.tsx shows it
 * with its posts: the intro and the article cards.
 *
 * @package PlayPal
 *
 * @var array{base: string, posts: array<int, array<string, mixed>>, first_image: int|null} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="pp-fs-blog">
	<header class="pp-fs-intro">
		<h1><?php esc_html_e( 'The PlayPal Blog', 'playpal' ); ?></h1>
		<p><?php esc_html_e( 'Parenting tips, printable play ideas and family technology, from our family to yours.', 'playpal' ); ?></p>
		<?php // Room for the Subscribe and Cart buttons and the topic filter the bundle adds: the cards stay where they are. ?>
		<div class="pp-fs-reserve-actions" aria-hidden="true"></div>
	</header>
	<div class="pp-fs-reserve-topics" aria-hidden="true"></div>
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
