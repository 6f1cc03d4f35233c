<?php
/**
 * The styles of the server-printed Home screen.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\First_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Critical CSS for templates/first-screen/home*.php: the sizes, spacing,
 * grids and gradients of src/features/home/components/*, in the design
 * tokens' CSS variables only, so the bundle's Home replaces the printed one
 * where it stands. Printed after Critical_Css (frame, buttons, badges) on /
 * only; about 4 KB.
 */
final class Home_Critical_Css {

	/**
	 * The rules, minified by hand: they sit in the printed Home's head.
	 */
	public static function css(): string {
		$rules = array(
			// Variants only Home uses: Button secondary, Badge outline and sm.
			'.pp-fs-button-secondary{background:var(--pp-color-secondary);color:var(--pp-color-secondary-foreground)!important}',
			'.pp-fs-badge-outline{border-color:var(--pp-color-border);background:var(--pp-color-background);color:var(--pp-color-foreground)}',
			'.pp-fs-badge-sm{padding:.0625rem .5rem;font-size:.6875rem}',
			// layout.ts: Container, Section, SectionHeading.
			'.pp-fs-home-container{max-width:72rem;margin:0 auto;padding:0 1rem}',
			'.pp-fs-home-section{padding:4rem 0}',
			'.pp-fs-home-heading{max-width:40rem;margin:0 auto 2.5rem;text-align:center}',
			'.pp-fs-home-heading h2,.pp-fs-home-cta h2{margin:0 0 .75rem;font-family:var(--pp-font-heading);font-size:clamp(1.75rem,3vw,2.25rem)}',
			'.pp-fs-home-heading p{margin:0;color:var(--pp-color-muted-foreground);font-size:1.0625rem}',
			// HomeHero.
			'.pp-fs-home-hero{padding:4rem 0 3rem;background:linear-gradient(160deg,color-mix(in srgb,var(--pp-color-secondary) 60%,transparent),var(--pp-color-background) 70%)}',
			'.pp-fs-home-hero-grid{display:grid;gap:3rem;align-items:center}',
			'@media (min-width:56rem){.pp-fs-home-hero-grid{grid-template-columns:1.1fr .9fr}}',
			'.pp-fs-home-hero h1{margin:1rem 0 .5rem;font-family:var(--pp-font-heading);font-size:clamp(2.5rem,6vw,4rem);line-height:1.05;color:var(--pp-color-foreground)}',
			'.pp-fs-home-tagline{margin:0 0 1rem;font-family:var(--pp-font-heading);font-size:clamp(1.375rem,3vw,1.75rem);font-weight:600;color:var(--pp-color-primary)}',
			'.pp-fs-home-lead{max-width:34rem;margin:0 0 2rem;font-size:1.125rem;color:var(--pp-color-muted-foreground)}',
			'.pp-fs-home-art{position:relative;aspect-ratio:5/4;overflow:hidden;border-radius:calc(var(--pp-radius)*3);background:linear-gradient(135deg,var(--pp-color-accent),var(--pp-color-secondary))}',
			'.pp-fs-home-art svg{width:100%;height:100%}',
			// BenefitCards.
			'.pp-fs-home-benefits{display:grid;grid-template-columns:repeat(auto-fit,minmax(15rem,1fr));gap:1.5rem;margin:0;padding:0;list-style:none}',
			'.pp-fs-home-benefits>li{padding:1.5rem;border:1px solid var(--pp-color-border);border-radius:calc(var(--pp-radius)*2);background:var(--pp-color-card);color:var(--pp-color-card-foreground)}',
			'.pp-fs-home-benefits h3{margin:1rem 0 .5rem;font-family:var(--pp-font-heading);font-size:1.25rem}',
			'.pp-fs-home-benefits p,.pp-fs-home-kit-body p{margin:0;color:var(--pp-color-muted-foreground)}',
			'.pp-fs-home-mark{display:inline-flex;align-items:center;justify-content:center;width:3rem;height:3rem;border-radius:50%;background:var(--pp-color-secondary);color:var(--pp-color-secondary-foreground);font-family:var(--pp-font-heading);font-size:1.25rem;font-weight:700}',
			// StatsBand.
			'.pp-fs-home-stats{padding:3rem 0;background:var(--pp-color-primary);color:var(--pp-color-primary-foreground)}',
			'.pp-fs-home-stats dl{display:grid;grid-template-columns:repeat(auto-fit,minmax(10rem,1fr));gap:2rem;margin:0;text-align:center}',
			'.pp-fs-home-stats dl>div{display:flex;flex-direction:column-reverse}',
			'.pp-fs-home-stats dt{font-size:1rem;opacity:.9}',
			'.pp-fs-home-stats dd{margin:0;font-family:var(--pp-font-heading);font-size:clamp(2rem,4vw,2.75rem);font-weight:700;line-height:1.1}',
			// PlaceholderProductGrid.
			'.pp-fs-home-kits{display:grid;grid-template-columns:repeat(auto-fill,minmax(18rem,1fr));gap:1.5rem;margin:0 0 2.5rem;padding:0;list-style:none}',
			'.pp-fs-home-kits>li{display:flex;flex-direction:column;overflow:hidden;border:1px solid var(--pp-color-border);border-radius:calc(var(--pp-radius)*2);background:var(--pp-color-card);color:var(--pp-color-card-foreground)}',
			'.pp-fs-home-kit-art{display:flex;align-items:center;justify-content:center;aspect-ratio:4/3}',
			'.pp-fs-home-kit-art svg{width:45%;height:auto}',
			'.pp-fs-home-primary-accent{background:linear-gradient(135deg,var(--pp-color-primary),var(--pp-color-accent))}',
			'.pp-fs-home-secondary-primary{background:linear-gradient(135deg,var(--pp-color-secondary),var(--pp-color-primary))}',
			'.pp-fs-home-accent-secondary{background:linear-gradient(135deg,var(--pp-color-accent),var(--pp-color-secondary))}',
			'.pp-fs-home-kit-body{display:flex;flex-direction:column;align-items:flex-start;gap:.5rem;padding:1.25rem}',
			'.pp-fs-home-kit-body h3{margin:.25rem 0 0;font-family:var(--pp-font-heading);font-size:1.1875rem}',
			'.pp-fs-home-more{text-align:center}',
			// HomeCallToAction.
			'.pp-fs-home-cta{padding:3.5rem 1.5rem;border-radius:calc(var(--pp-radius)*3);background:var(--pp-color-accent);color:var(--pp-color-accent-foreground);text-align:center}',
			'.pp-fs-home-cta p{max-width:36rem;margin:0 auto 2rem;font-size:1.0625rem}',
			'.pp-fs-home-cta .pp-fs-actions{justify-content:center}',
		);
		return implode( '', $rules );
	}
}
