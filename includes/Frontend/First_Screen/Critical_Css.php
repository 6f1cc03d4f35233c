<?php
/**
 * The styles of the server-printed first screen.
 *
 * @package PlayPal
 */

namespace PlayPal\Frontend\First_Screen;

defined( 'ABSPATH' ) || exit;

/**
 * Critical CSS for templates/first-screen/*: the sizes, spacing and grids of
 * the React components they mirror (so the bundle's screen replaces them
 * where they stand), in the design tokens' CSS variables only, which the
 * shell prints just before (Design_Tokens::to_css()). Printed only on the
 * routes that print a screen; about 4 KB.
 */
final class Critical_Css {

	/**
	 * The rules, minified by hand: they sit in every printed page's head.
	 */
	public static function css(): string {
		$rules = array(
			// Frame: AppLayout, SiteHeader.
			'.pp-fs{display:flex;flex-direction:column;min-height:100vh}',
			'.pp-fs a{color:inherit}',
			'.pp-fs-skip{position:absolute;top:.5rem;left:.5rem;z-index:100;padding:.5rem 1rem;border-radius:var(--pp-radius);background:var(--pp-color-primary);color:var(--pp-color-primary-foreground)!important;font-weight:600;text-decoration:none;transform:translateY(-200%)}',
			'.pp-fs-skip:focus{transform:none}',
			'.pp-fs-header{position:sticky;top:0;z-index:40;background:var(--pp-color-background);border-bottom:1px solid var(--pp-color-border)}',
			'.pp-fs-bar{display:flex;align-items:center;justify-content:space-between;gap:1rem;max-width:80rem;margin:0 auto;padding:.75rem 1rem}',
			'.pp-fs-brand{display:inline-flex;align-items:center;gap:.5rem;font-family:var(--pp-font-heading);font-size:1.375rem;font-weight:700;text-decoration:none}',
			'.pp-fs-brand svg{width:2rem;height:2rem}',
			'.pp-fs-nav{display:none;border-top:1px solid var(--pp-color-border)}',
			'.pp-fs-nav ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.25rem;max-width:80rem;margin:0 auto;padding:.375rem 1rem;list-style:none}',
			'.pp-fs-nav a{display:block;padding:.375rem .75rem;border-radius:var(--pp-radius);color:var(--pp-color-muted-foreground);font-size:.9375rem;font-weight:500;text-decoration:none;white-space:nowrap}',
			'.pp-fs-nav a[aria-current=page]{background:var(--pp-color-secondary);color:var(--pp-color-secondary-foreground)}',
			'.pp-fs-menu-room{width:2.5rem;height:2.5rem}',
			'@media (min-width:64rem){.pp-fs-nav{display:block}.pp-fs-menu-room{display:none}}',
			'.pp-fs-main{flex:1}',
			// Shared pieces: Button, Badge, cards, grids.
			'.pp-fs-button{display:inline-flex;align-items:center;justify-content:center;height:2.5rem;padding:0 1rem;border:1px solid transparent;border-radius:var(--pp-radius);background:var(--pp-color-primary);color:var(--pp-color-primary-foreground)!important;font:inherit;font-weight:500;font-size:.875rem;line-height:1;text-decoration:none}',
			'.pp-fs-button-lg{height:2.75rem;padding:0 2rem;font-size:1rem}',
			'.pp-fs-button-sm{height:2.25rem;padding:0 .75rem;font-size:.8125rem}',
			'.pp-fs-button-outline{border-color:var(--pp-color-border);background:var(--pp-color-background);color:var(--pp-color-foreground)!important}',
			'.pp-fs-button-ghost{background:transparent;color:var(--pp-color-foreground)!important}',
			'.pp-fs-badge{display:inline-flex;align-items:center;padding:.125rem .625rem;border:1px solid transparent;border-radius:calc(var(--pp-radius)*2);background:var(--pp-color-secondary);color:var(--pp-color-secondary-foreground);font-size:.75rem;font-weight:600;line-height:1.25;white-space:nowrap}',
			'.pp-fs-visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
			'.pp-fs-grid{display:grid;gap:1.5rem;margin:0;padding:0;list-style:none}',
			'.pp-fs-card{position:relative;display:flex;flex-direction:column;overflow:hidden;border:1px solid var(--pp-color-border);border-radius:calc(var(--pp-radius)*2);background:var(--pp-color-card);color:var(--pp-color-card-foreground)}',
			'.pp-fs-card-body{display:flex;flex:1;flex-direction:column;gap:.75rem;padding:1.25rem}',
			'.pp-fs-meta{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem .75rem;margin:0;color:var(--pp-color-muted-foreground);font-size:.875rem}',
			// Blog: BlogScreen, BlogCard.
			'.pp-fs-blog{max-width:80rem;margin:0 auto;padding:3rem 1rem 4rem}',
			'.pp-fs-intro{max-width:44rem;margin:0 auto 2rem;text-align:center}',
			'.pp-fs-intro h1{margin:0 0 .75rem;font-size:clamp(2.25rem,5vw,3.25rem)}',
			'.pp-fs-intro p{margin:0 0 1.5rem;color:var(--pp-color-muted-foreground);font-size:1.1875rem}',
			'.pp-fs-reserve-actions{height:2.5rem}.pp-fs-reserve-topics{height:2.25rem;margin:0 0 2rem}',
			'.pp-fs-blog-grid{grid-template-columns:repeat(auto-fill,minmax(18rem,1fr))}',
			'.pp-fs-blog-grid>li{display:flex}.pp-fs-blog-grid>li>*{flex:1}',
			'.pp-fs-blog-card .pp-fs-image{display:block;width:100%;height:auto;aspect-ratio:16/9;object-fit:cover;background:var(--pp-color-muted)}',
			'.pp-fs-card h2{margin:0;font-size:1.25rem;line-height:1.3}',
			'.pp-fs-card h2 a{text-decoration:none}',
			'.pp-fs-blog-card h2 a::after{content:"";position:absolute;inset:0}',
			'.pp-fs-excerpt{flex:1;margin:0;color:var(--pp-color-muted-foreground)}',
			'.pp-fs-author{margin:0;font-size:.875rem;font-weight:600}',
			// Blog post: BlogPostScreen, PostContent.
			'.pp-fs-post{max-width:48rem;margin:0 auto;padding:2rem 1rem 4rem}',
			'.pp-fs-back{display:inline-flex;margin:0 0 2rem;color:var(--pp-color-primary)!important;font-weight:600;text-decoration:none}',
			'.pp-fs-post-header{margin:0 0 2rem}',
			'.pp-fs-post-header h1{margin:.75rem 0;font-size:clamp(2rem,5vw,3rem)}',
			'.pp-fs-post-header .pp-fs-meta{gap:.25rem 1rem;font-size:1rem}',
			'.pp-fs-post>.pp-fs-image{display:block;width:100%;height:auto;margin:0 0 2rem;border-radius:calc(var(--pp-radius)*2)}',
			'.pp-fs-content{font-size:1.125rem;line-height:1.75}',
			'.pp-fs-content>*{margin-block:0 1.5rem}',
			'.pp-fs-content img{max-width:100%;height:auto}',
			// Shop: PageLayout, ProductGrid, ProductCard, ProductScreen.
			'.pp-fs-page{max-width:72rem;margin:0 auto;padding:3rem 1rem 4rem}',
			'.pp-fs-page-header{display:flex;flex-wrap:wrap;align-items:flex-end;justify-content:space-between;gap:1.5rem;margin-bottom:2.5rem}',
			'.pp-fs-page-header h1{margin:0 0 .5rem;font-size:clamp(2rem,5vw,2.75rem)}',
			'.pp-fs-page-header p{margin:0;max-width:42rem;color:var(--pp-color-muted-foreground);font-size:1.0625rem}',
			'.pp-fs-actions,.pp-fs-buttons{display:flex;flex-wrap:wrap;align-items:center;gap:.75rem}',
			'.pp-fs-bar .pp-fs-actions{gap:.5rem}',
			'.pp-fs-buttons{gap:.5rem;margin-top:auto}',
			'.pp-fs-shop-grid{grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}',
			'.pp-fs-picture{position:relative;aspect-ratio:1/1;background:var(--pp-color-muted)}',
			'.pp-fs-picture img{display:block;width:100%;height:100%;object-fit:cover}',
			'.pp-fs-stock{position:absolute;top:.75rem;left:.75rem}',
			'.pp-fs-product-card h2{font-size:1.1875rem}',
			'.pp-fs-price{font-weight:700}.pp-fs-price del{margin-right:.375rem;color:var(--pp-color-muted-foreground);font-weight:400}',
			'.pp-fs-more{margin-top:2.5rem;text-align:center;color:var(--pp-color-muted-foreground)}',
			// Shop catalogue: FilterBar, CatalogueSummary, Pagination, the no-match message.
			'.pp-fs-filter-bar{display:flex;flex-wrap:wrap;align-items:flex-end;gap:1rem;margin-bottom:1.5rem}',
			'.pp-fs-field{display:grid;flex:1 1 10rem;gap:.375rem}.pp-fs-field label{font-size:.875rem;font-weight:600}',
			'.pp-fs-field input,.pp-fs-field select{box-sizing:border-box;width:100%;min-height:2.5rem;padding:.5rem .75rem;border:1px solid var(--pp-color-border);border-radius:var(--pp-radius);background:var(--pp-color-background);color:var(--pp-color-foreground);font:inherit}',
			'.pp-fs-summary{margin:0 0 1rem;color:var(--pp-color-muted-foreground);font-size:.875rem}',
			'.pp-fs-pagination{margin-top:2rem}.pp-fs-pagination ul{display:flex;flex-wrap:wrap;justify-content:center;gap:.5rem;margin:0;padding:0;list-style:none}',
			'.pp-fs-pagination a,.pp-fs-pagination span{display:inline-flex;align-items:center;justify-content:center;min-width:2.5rem;min-height:2.5rem;padding:0 .75rem;border-radius:var(--pp-radius);color:var(--pp-color-foreground)}',
			'.pp-fs-pagination a{border:1px solid var(--pp-color-border);text-decoration:none}.pp-fs-pagination a[aria-current=page]{background:var(--pp-color-primary);border-color:var(--pp-color-primary);color:var(--pp-color-primary-foreground);font-weight:700}',
			'.pp-fs-message{padding:3rem 1rem;text-align:center}',
			'.pp-fs-page>.pp-fs-back{display:inline-block;margin-bottom:1.5rem}',
			'.pp-fs-product{display:grid;gap:2.5rem;align-items:start}',
			'@media (min-width:48rem){.pp-fs-product{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}',
			'.pp-fs-product .pp-fs-picture{overflow:hidden;border-radius:calc(var(--pp-radius)*2)}',
			'.pp-fs-info{display:flex;flex-direction:column;align-items:flex-start;gap:1.25rem}',
			'.pp-fs-info h1{margin:0;font-size:clamp(2rem,4vw,2.75rem)}',
			'.pp-fs-product-price{font-size:1.5rem;font-weight:700}',
			'.pp-fs-description h2,.pp-fs-description h3{margin:1.5rem 0 .5rem;font-size:1.25rem}.pp-fs-description p,.pp-fs-description ul{margin:0 0 1rem}',
			'.pp-fs-product-price del{margin-right:.375rem;color:var(--pp-color-muted-foreground);font-weight:400}.pp-fs-product-price ins{text-decoration:none}',
			// Product types: ProductScreen's summary, VariationChooser, AddToCartForm, GroupedMembers.
			'.pp-fs-summary,.pp-fs-choices{display:flex;flex-direction:column;align-items:flex-start;gap:.5rem}.pp-fs-choices{gap:1rem;width:100%}',
			'.pp-fs-choice{min-width:0;margin:0;padding:0;border:0}.pp-fs-choice legend{margin-bottom:.5rem;padding:0;font-weight:600}.pp-fs-terms{display:flex;flex-wrap:wrap;gap:.5rem}',
			'.pp-fs-term{position:relative;display:inline-flex;align-items:center;gap:.375rem;min-height:2.5rem;padding:.375rem .875rem;border:1px solid var(--pp-color-border);border-radius:var(--pp-radius)}',
			'.pp-fs-term input{position:absolute;inset:0;margin:0;opacity:0}.pp-fs-term:has(input:checked){border-color:var(--pp-color-primary);box-shadow:inset 0 0 0 1px var(--pp-color-primary);font-weight:600}.pp-fs-term small{font-size:.8125rem}',
			'.pp-fs-sku,.pp-fs-add-reason{margin:0;color:var(--pp-color-muted-foreground);font-size:.9375rem}.pp-fs-add-reason{flex-basis:100%}.pp-fs-add{width:100%;align-items:flex-end}',
			'.pp-fs-field{display:grid;gap:.375rem}.pp-fs-field label{font-size:.875rem;font-weight:600}',
			'.pp-fs-field input,.pp-fs-members input{width:6rem;min-height:2.5rem;padding:.5rem .75rem;border:1px solid var(--pp-color-border);border-radius:var(--pp-radius);background:var(--pp-color-background);color:var(--pp-color-foreground);font:inherit}',
			'.pp-fs-members{width:100%;border-collapse:collapse}.pp-fs-members th,.pp-fs-members td{padding:.75rem .5rem;border-bottom:1px solid var(--pp-color-border);text-align:left;vertical-align:top}',
			'.pp-fs-members thead th{color:var(--pp-color-muted-foreground);font-size:.875rem}.pp-fs-member-note{display:block;margin-top:.25rem;color:var(--pp-color-muted-foreground);font-size:.875rem;font-weight:400}',
			'.pp-fs .screen-reader-text{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
		);
		return implode( '', $rules );
	}

	/**
	 * The rules of templates/first-screen/home*.php: the sizes, spacing, grids
	 * and gradients of src/features/home/components/*, so the bundle's Home
	 * replaces the printed one where it stands. Printed after css() on / only;
	 * about 4 KB, minified by hand.
	 */
	public static function home(): string {
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
