/**
 * Money and percentages as the tab shows them.
 */

/**
 * WordPress dependencies
 */
import { sprintf, __ } from '@wordpress/i18n';

/**
 * @param amount Dollars.
 */
export function formatMoney( amount: number ): string {
	/* translators: %s: an amount of dollars, e.g. 45.67. */
	return sprintf( __( '$%s', 'playpal' ), amount.toFixed( 2 ) );
}

/**
 * @param percent Percent, e.g. 15.2.
 */
export function formatPercent( percent: number ): string {
	/* translators: %s: a percentage, e.g. 15.2. */
	return sprintf( __( '%s%%', 'playpal' ), String( percent ) );
}
