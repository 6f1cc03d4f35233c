/**
 * axe-core as every browser test runs it: WCAG 2.0/2.1 A and AA, plus
 * `label-content-name-mismatch` (WCAG 2.5.3, a link's or button's accessible
 * name contains its visible text), which axe tags experimental, so it is
 * turned on by name: the tags alone would skip it.
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
 * @param page Page, its screen ready.
 */
export async function violations( page: Page ): Promise< string[] > {
	const results = await new AxeBuilder( { page } )
		.options( {
			runOnly: { type: 'tag', values: WCAG_TAGS },
			rules: { 'label-content-name-mismatch': { enabled: true } },
		} )
		.analyze();
	return results.violations.map(
		( violation ) =>
			`${ violation.id } (${ violation.impact }): ${ violation.help }\n` +
			violation.nodes
				.map( ( node ) => `    ${ node.target.join( ' ' ) }` )
				.join( '\n' )
	);
}
