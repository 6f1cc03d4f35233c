/**
 * Amounts and months of the creator's figures, which arrive in currency
 * units with the store's currency code, and months as YYYY-MM.
 */

/**
 * Internal dependencies
 */
import { formatDollars } from '../../lib/format';
import { pageLocale } from '../../lib/page-locale';

/**
 * @param amount   Currency units (3.5 for $3.50).
 * @param currency ISO 4217 code; US dollars read as everywhere else on the site.
 */
export function formatAmount( amount: number, currency = 'USD' ): string {
	if ( currency === 'USD' || currency === '' ) {
		return formatDollars( amount );
	}
	try {
		return new Intl.NumberFormat( pageLocale(), {
			style: 'currency',
			currency,
		} ).format( amount );
	} catch {
		return formatDollars( amount );
	}
}

/**
 * "November 2026" in the page's language.
 *
 * @param month YYYY-MM.
 */
export function formatMonth( month: string ): string {
	const match = /^(\d{4})-(\d{2})$/.exec( month );
	if ( ! match ) {
		return month;
	}
	return new Intl.DateTimeFormat( pageLocale(), {
		month: 'long',
		year: 'numeric',
		timeZone: 'UTC',
	} ).format(
		new Date( Date.UTC( Number( match[ 1 ] ), Number( match[ 2 ] ) - 1 ) )
	);
}

/**
 * The month's name alone, short ("Nov"), for a chart's axis.
 *
 * @param month YYYY-MM.
 */
export function formatMonthName( month: string ): string {
	const match = /^(\d{4})-(\d{2})$/.exec( month );
	if ( ! match ) {
		return month;
	}
	return new Intl.DateTimeFormat( pageLocale(), {
		month: 'short',
		timeZone: 'UTC',
	} ).format(
		new Date( Date.UTC( Number( match[ 1 ] ), Number( match[ 2 ] ) - 1 ) )
	);
}
