/**
 * axe-core as every browser test runs it: WCAG 2.0/2.1 A and AA, plus
 * `label-content-name-mismatch` (WCAG 2.5.3, a link's or button's accessible
 * name contains its visible text), which axe tags experimental, so it is
 * turned on by name: the tags alone would skip it.
 *
 * Legacy mode: one `axe.run()` in the page (axe injected into every frame,
 * which on these same-origin pages is all of them). The default runs axe
 * per frame and merges the parts in a blank page it opens for the purpose,
 * which took 2–3 times as long for the same rules, passes and violations
 * (measured on the portal, shop and home screens; those pages have one
 * frame). A page that embeds a frame of another origin would need the
 * default back.
 */

/**
 * External dependencies
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG_TAGS = [ 'wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa' ];

/**
 * axe's WCAG A/AA violations on the page, each as "rule: target…" lines.
 *
 * @param page    Page, its screen ready.
 * @param include Only this part of the page (a CSS selector), e.g. a
 *                wp-admin screen's own content without WordPress's menu.
 */
export async function violations(
	page: Page,
	include?: string
): Promise< string[] > {
	// Colours caught half-way through a CSS transition (a button's hover fading in under the
	// pointer) are neither state's: axe reads the page once they have settled.
	await page.waitForFunction( () =>
		document
			.getAnimations()
			.every(
				( animation ) =>
					! ( animation instanceof CSSTransition ) ||
					animation.playState !== 'running'
			)
	);
	const builder = new AxeBuilder( { page } );
	if ( include ) {
		builder.include( include );
	}
	const results = await builder
		.options( {
			runOnly: { type: 'tag', values: WCAG_TAGS },
			// Only violations are read: axe then keeps one node per passed or
			// inapplicable rule instead of every node, much less work on a big page.
			resultTypes: [ 'violations' ],
			rules: { 'label-content-name-mismatch': { enabled: true } },
		} )
		.setLegacyMode( true )
		.analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id } (${ violation.impact }): ${ violation.help }\n` +
			violation.nodes
				.map(
					// The target and axe's own words (for contrast: the two colours and the ratio).
					( node ) =>
						`    ${ node.target.join( ' ' ) }${
							node.failureSummary
								? `\n      ${ node.failureSummary.replace( /\n/g, ' ' ) }`
								: ''
						}`
				)
				.join( '\n' )
	);
}
