<?php
/**
 * Home's closing panel, as src/features/home/components/HomeCallToAction.tsx draws it.
 *
 * @package PlayPal
 *
 * @var array{base: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="pp-fs-home-container">
	<section class="pp-fs-home-cta" aria-labelledby="pp-home-cta">
		<h2 id="pp-home-cta"><?php esc_html_e( 'Ready for your next rainy-day adventure?', 'playpal' ); ?></h2>
		<p><?php esc_html_e( 'Join thousands of families turning printer paper into treasure maps, tea parties and space missions. Your first kit is only a click away.', 'playpal' ); ?></p>
		<div class="pp-fs-actions">
			<a class="pp-fs-button pp-fs-button-lg" href="<?php echo esc_url( $args['base'] . '/shop' ); ?>"><?php esc_html_e( 'Start Shopping', 'playpal' ); ?></a>
			<a class="pp-fs-button pp-fs-button-lg pp-fs-button-outline" href="<?php echo esc_url( $args['base'] . '/blog' ); ?>"><?php esc_html_e( 'Read the Blog', 'playpal' ); ?></a>
		</div>
	</section>
</div>
