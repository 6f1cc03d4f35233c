<?php
/**
 * The app's frame around a server-printed screen, as src/app/layout/AppLayout.tsx
 * and SiteHeader.tsx draw it: skip link, header with the site's links
 * (site-header.php, which WooCommerce's own pages print too), main.
 * Links are plain links, so they work before (and without) JavaScript.
 *
 * @package PlayPal
 *
 * @var array{base: string, current: string, screen: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="pp-fs" data-playpal-first-screen>
	<?php
	( static function ( array $args ): void {
		require __DIR__ . '/site-header.php';
	} )(
		array(
			'base'      => $args['base'],
			'current'   => $args['current'],
			'skip_link' => true,
		)
	);
	?>
	<main id="main" class="pp-fs-main" tabindex="-1">
		<?php echo $args['screen']; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- Printed by the screen templates beside this one, which escape every value. ?>
	</main>
</div>
