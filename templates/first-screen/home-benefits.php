<?php
/**
 * Home's benefits, as src/features/home/components/BenefitCards.tsx draws them.
 *
 * @package PlayPal
 */

defined( 'ABSPATH' ) || exit;

$playpal_benefits = array(
	__( 'Ready in minutes', 'playpal' )               => __( 'Download, print at home and start playing. No shipping, no waiting, and hardly any tidying up.', 'playpal' ),
	__( 'Learning through play', 'playpal' )          => __( 'Every kit is shaped with educators to grow early maths, reading and problem-solving while children simply have fun.', 'playpal' ),
	__( 'Screen-smart by design', 'playpal' )         => __( 'Printables keep play hands-on, and our Appadoo activities work offline with parental controls built in.', 'playpal' ),
	__( 'Loved by families and teachers', 'playpal' ) => __( 'Perfect for rainy days, long car trips, birthday parties and busy classroom corners.', 'playpal' ),
);
?>
<section class="pp-fs-home-section" aria-labelledby="pp-home-benefits">
	<div class="pp-fs-home-container">
		<div class="pp-fs-home-heading">
			<h2 id="pp-home-benefits"><?php esc_html_e( 'Why families love PlayPal', 'playpal' ); ?></h2>
			<p><?php esc_html_e( 'Simple for grown-ups, magical for little ones.', 'playpal' ); ?></p>
		</div>
		<ul class="pp-fs-home-benefits">
			<?php $playpal_number = 0; ?>
			<?php foreach ( $playpal_benefits as $playpal_title => $playpal_text ) : ?>
				<li>
					<span class="pp-fs-home-mark" aria-hidden="true"><?php echo esc_html( (string) ++$playpal_number ); ?></span>
					<h3><?php echo esc_html( $playpal_title ); ?></h3>
					<p><?php echo esc_html( $playpal_text ); ?></p>
				</li>
			<?php endforeach; ?>
		</ul>
	</div>
</section>
