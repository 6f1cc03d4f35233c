<?php
/**
 * Home's preview of the shop, as src/features/home/components/PlaceholderProductGrid.tsx
 * draws it: six placeholder kits drawn from the design tokens (no images to
 * fetch) and a link to the real catalogue.
 *
 * @package PlayPal
 *
 * @var array{base: string} $args
 */

defined( 'ABSPATH' ) || exit;

$playpal_kits = array(
	array( __( 'Space Station Alpha', 'playpal' ), __( '5–8', 'playpal' ), __( 'Mission cards, a printable control panel and star charts for young astronauts.', 'playpal' ) ),
	array( __( 'Dinosaur Dig Site Expedition', 'playpal' ), __( '3–6', 'playpal' ), __( 'Fossil hunts, dino passports and a field journal for little palaeontologists.', 'playpal' ) ),
	array( __( 'Princess Tea Party Palace', 'playpal' ), __( '3–6', 'playpal' ), __( 'Invitations, place cards and royal menus for the fanciest tea party in town.', 'playpal' ) ),
	array( __( 'Ocean Adventure Discovery', 'playpal' ), __( '2–4', 'playpal' ), __( 'Sea-creature matching, colouring pages and a bathtub treasure map.', 'playpal' ) ),
	array( __( 'Superhero Training Academy', 'playpal' ), __( '6–10', 'playpal' ), __( 'Obstacle-course cards, hero badges and a secret-identity creator.', 'playpal' ) ),
	array( __( 'Magical Forest Friends', 'playpal' ), __( '2–4', 'playpal' ), __( 'Gentle counting games and story cards with woodland friends.', 'playpal' ) ),
);
// The gradients' token pairs, cycled through the cards (PALETTES in the component).
$playpal_palettes = array( 'primary-accent', 'secondary-primary', 'accent-secondary' );
?>
<section class="pp-fs-home-section" aria-labelledby="pp-home-products">
	<div class="pp-fs-home-container">
		<div class="pp-fs-home-heading">
			<h2 id="pp-home-products"><?php esc_html_e( 'Popular play kits', 'playpal' ); ?></h2>
			<p><?php esc_html_e( 'A peek at the adventures waiting in the shop.', 'playpal' ); ?></p>
		</div>
		<ul class="pp-fs-home-kits">
			<?php foreach ( $playpal_kits as $playpal_index => list( $playpal_name, $playpal_ages, $playpal_blurb ) ) : ?>
				<?php
				/* translators: %s: product name. */
				$playpal_art_label = sprintf( __( 'Placeholder picture for %s', 'playpal' ), $playpal_name );
				/* translators: %s: age range such as 3-6. */
				$playpal_ages_label = sprintf( __( 'Ages %s', 'playpal' ), $playpal_ages );
				?>
				<li>
					<div class="pp-fs-home-kit-art pp-fs-home-<?php echo esc_attr( $playpal_palettes[ $playpal_index % count( $playpal_palettes ) ] ); ?>" role="img" aria-label="<?php echo esc_attr( $playpal_art_label ); ?>">
						<svg viewBox="0 0 120 90" width="120" height="90" aria-hidden="true" focusable="false">
							<rect x="14" y="8" width="64" height="78" rx="8" style="fill:var(--pp-color-card);opacity:0.95" />
							<circle cx="46" cy="34" r="13" style="fill:var(--pp-color-primary)" />
							<rect x="26" y="56" width="40" height="6" rx="3" style="fill:var(--pp-color-muted)" />
							<rect x="26" y="68" width="26" height="6" rx="3" style="fill:var(--pp-color-muted)" />
							<path d="M88 30l20 34H68z" style="fill:var(--pp-color-background);opacity:0.85" />
						</svg>
					</div>
					<div class="pp-fs-home-kit-body">
						<span class="pp-fs-badge pp-fs-badge-outline pp-fs-badge-sm"><?php echo esc_html( $playpal_ages_label ); ?></span>
						<h3><?php echo esc_html( $playpal_name ); ?></h3>
						<p><?php echo esc_html( $playpal_blurb ); ?></p>
					</div>
				</li>
			<?php endforeach; ?>
		</ul>
		<div class="pp-fs-home-more">
			<a class="pp-fs-button pp-fs-button-lg pp-fs-button-secondary" href="<?php echo esc_url( $args['base'] . '/shop' ); ?>"><?php esc_html_e( 'Browse all play kits', 'playpal' ); ?></a>
		</div>
	</div>
</section>
