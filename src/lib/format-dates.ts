/**
 * Dates (import from lib/format).
 */

/**
 * Internal dependencies
 */
import { pageLocale } from './page-locale';

/**
 * A long-form calendar date ("October 30, 2026") in the page's language.
 * WordPress sends local times without an offset; only the calendar date is
 * read, so it is never shifted by the visitor's time zone.
 *
 * @param value `YYYY-MM-DD` or a full ISO 8601 time.
 * @return The date, or '' when it does not parse.
 */
export function formatLongDate( value: string | undefined ): string {
	const match = /^(\d{4})-(\d{2})-(\d{2})/.exec( value ?? '' );
	if ( ! match ) {
		return '';
	}
	return new Intl.DateTimeFormat( pageLocale(), {
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

function parseTime( iso: string | null | undefined ): Date | null {
	if ( ! iso ) {
		return null;
	}
	const date = new Date( iso );
	return Number.isNaN( date.getTime() ) ? null : date;
}

/**
 * A medium date in the person's locale ("Nov 27, 2026").
 *
 * @param iso An ISO 8601 time.
 * @return The date, or '' when there is none or it does not parse.
 */
export function formatDate( iso: string | null | undefined ): string {
	const date = parseTime( iso );
	return date
		? new Intl.DateTimeFormat( undefined, { dateStyle: 'medium' } ).format(
				date
			)
		: '';
}

/**
 * A medium date with a short time in the person's locale.
 *
 * @param iso An ISO 8601 time.
 * @return The date and time, or '' when there is none or it does not parse.
 */
export function formatDateTime( iso: string | null | undefined ): string {
	const date = parseTime( iso );
	return date
		? new Intl.DateTimeFormat( undefined, {
				dateStyle: 'medium',
				timeStyle: 'short',
			} ).format( date )
		: '';
}
