/**
 * Months of the creator's figures (YYYY-MM). Amounts are Money and are
 * formatted by lib/money, the one formatter of every screen.
 */

/**
 * Internal dependencies
 */
import { pageLocale } from '../../lib/page-locale';

/**
 * A YYYY-MM month in the page's language, or the text as it is when it is
 * not one.
 *
 * @param month   YYYY-MM.
 * @param options Which parts to show, and how.
 */
function formatYearMonth(
	month: string,
	options: Intl.DateTimeFormatOptions
): string {
	const match = /^(\d{4})-(\d{2})$/.exec( month );
	if ( ! match ) {
		return month;
	}
	return new Intl.DateTimeFormat( pageLocale(), {
		...options,
		timeZone: 'UTC',
	} ).format(
		new Date( Date.UTC( Number( match[ 1 ] ), Number( match[ 2 ] ) - 1 ) )
	);
}

/**
 * "November 2026" in the page's language.
 *
 * @param month YYYY-MM.
 */
export function formatMonth( month: string ): string {
	return formatYearMonth( month, { month: 'long', year: 'numeric' } );
}

/**
 * The month's name alone, short ("Nov"), for a chart's axis.
 *
 * @param month YYYY-MM.
 */
export function formatMonthName( month: string ): string {
	return formatYearMonth( month, { month: 'short' } );
}
