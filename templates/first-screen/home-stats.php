<?php
/**
 * Home's numbers, as src/features/home/components/StatsBand.tsx draws them
 * (SPEC §2: 10K+ families, 500+ printables, 4.9 rating, 50K+ downloads).
 *
 * @package PlayPal
 */

defined( 'ABSPATH' ) || exit;

$playpal_stats = array(
	array( __( '10K+', 'playpal' ), __( 'Families', 'playpal' ) ),
	array( __( '500+', 'playpal' ), __( 'Printables', 'playpal' ) ),
	array( __( '4.9', 'playpal' ), __( 'Rating', 'playpal' ) ),
	array( __( '50K+', 'playpal' ), __( 'Downloads', 'playpal' ) ),
);
?>
<section class="pp-fs-home-stats" aria-labelledby="pp-home-stats">
	<div class="pp-fs-home-container">
		<h2 id="pp-home-stats" class="pp-fs-visually-hidden"><?php esc_html_e( 'PlayPal in numbers', 'playpal' ); ?></h2>
		<dl>
			<?php foreach ( $playpal_stats as list( $playpal_value, $playpal_label ) ) : ?>
				<?php // The label comes first for screen readers; the value is shown above it. ?>
				<div><dt><?php echo esc_html( $playpal_label ); ?></dt><dd><?php echo esc_html( $playpal_value ); ?></dd></div>
			<?php endforeach; ?>
		</dl>
	</div>
</section>
