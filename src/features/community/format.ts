/**
 * Dates, counts and prices as the community screens show them.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

function locale(): string | undefined {
	return typeof document !== 'undefined' && document.documentElement.lang
		? document.documentElement.lang
		: undefined;
}

/**
 * A long-form calendar date ("May 30, 2025"); only the date part of an ISO
 * 8601 value is read, so it never shifts with the visitor's time zone.
 *
 * @param value `YYYY-MM-DD` or a full ISO 8601 time.
 */
export function formatLongDate( value: string ): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})/.exec( value );
	if ( ! match ) {
		return '';
	}
	return new Intl.DateTimeFormat( locale(), {
		dateStyle: 'long',
		timeZone: 'UTC',
	} ).format(
		new Date(
			Date.UTC(
				Number( match[ 1 ] ),
				Number( match[ 2 ] ) - 1,
				Number( match[ 3 ] )
			)
		)
	);
}

/**
 * A whole number with the locale's grouping ("4,580").
 *
 * @param value Number.
 */
export function formatCount( value: number ): string {
	return new Intl.NumberFormat( locale() ).format( value );
}

/**
 * A price in US dollars ("$12.99").
 *
 * @param value Dollars.
 */
export function formatPrice( value: number ): string {
	return new Intl.NumberFormat( locale(), {
		style: 'currency',
		currency: 'USD',
	} ).format( value );
}

/**
 * "Ages 3-6".
 *
 * @param range Age range such as "3-6".
 */
export function agesLabel( range: string ): string {
	/* translators: %s: age range, e.g. 3-6. */
	return sprintf( __( 'Ages %s', 'playpal' ), range );
}
