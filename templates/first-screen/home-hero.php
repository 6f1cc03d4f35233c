<?php
/**
 * Home's hero, as src/features/home/components/HomeHero.tsx draws it: badge,
 * title, tagline, lead, two links and the decorative activity sheet.
 *
 * @package PlayPal
 *
 * @var array{base: string} $args
 */

defined( 'ABSPATH' ) || exit;
?>
<section class="pp-fs-home-hero" aria-labelledby="pp-home-title">
	<div class="pp-fs-home-container pp-fs-home-hero-grid">
		<div>
			<span class="pp-fs-badge"><?php esc_html_e( 'Printable play for ages 2 to 12', 'playpal' ); ?></span>
			<h1 id="pp-home-title"><?php esc_html_e( 'Print. Play. Done!', 'playpal' ); ?></h1>
			<p class="pp-fs-home-tagline"><?php esc_html_e( 'No fees. No fuss.', 'playpal' ); ?></p>
			<p class="pp-fs-home-lead"><?php esc_html_e( 'Hands-on activities your little ones will love. Pick a kit, press print, and the fun begins in minutes: pirate maps, tea parties, space missions and more.', 'playpal' ); ?></p>
			<div class="pp-fs-actions">
				<a class="pp-fs-button pp-fs-button-lg" href="<?php echo esc_url( $args['base'] . '/shop' ); ?>"><?php esc_html_e( 'Shop Now', 'playpal' ); ?></a>
				<a class="pp-fs-button pp-fs-button-lg pp-fs-button-outline" href="<?php echo esc_url( $args['base'] . '/play-ideas' ); ?>"><?php esc_html_e( 'Explore Play Ideas', 'playpal' ); ?></a>
			</div>
		</div>
		<div class="pp-fs-home-art" aria-hidden="true">
			<svg viewBox="0 0 400 320" width="400" height="320" focusable="false">
				<rect x="90" y="40" width="190" height="240" rx="14" transform="rotate(-6 185 160)" style="fill:var(--pp-color-card)" />
				<rect x="120" y="30" width="190" height="240" rx="14" transform="rotate(5 215 150)" style="fill:var(--pp-color-background)" />
				<circle cx="175" cy="95" r="26" style="fill:var(--pp-color-primary)" />
				<path d="M230 75l28 48h-56z" style="fill:var(--pp-color-accent)" />
				<rect x="160" y="145" width="110" height="12" rx="6" style="fill:var(--pp-color-muted)" />
				<rect x="160" y="170" width="80" height="12" rx="6" style="fill:var(--pp-color-muted)" />
				<rect x="160" y="205" width="44" height="44" rx="10" style="fill:var(--pp-color-secondary)" />
				<rect x="214" y="205" width="44" height="44" rx="22" style="fill:var(--pp-color-primary);opacity:0.6" />
				<rect x="300" y="190" width="14" height="90" rx="4" transform="rotate(20 307 235)" style="fill:var(--pp-color-primary)" />
				<rect x="325" y="180" width="14" height="90" rx="4" transform="rotate(32 332 225)" style="fill:var(--pp-color-accent-foreground);opacity:0.7" />
			</svg>
		</div>
	</div>
</section>
