/**
 * Counts and percentages (import from lib/format).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { pageLocale } from './page-locale';

/**
 * @param percent Percent, e.g. 15.2.
 * @return e.g. "15.2%".
 */
export function formatPercent( percent: number ): string {
	/* translators: %s: a percentage, e.g. 15.2. */
	return sprintf( __( '%s%%', 'playpal' ), String( percent ) );
}

/**
 * A whole number with the locale's grouping ("4,580").
 *
 * @param value Number.
 */
export function formatCount( value: number ): string {
	return new Intl.NumberFormat( pageLocale() ).format( value );
}
