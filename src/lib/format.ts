/**
 * How every screen shows money, sizes, counts and dates: one formatter for
 * each, so a price or a file size reads the same wherever it appears.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * The currency fields the Store API sends beside every amount (and the shape
 * every other amount is formatted with).
 */
export interface CurrencyFields {
	currency_code: string;
	currency_symbol: string;
	/** Digits after the decimal point: 2 for USD, 0 for JPY. */
	currency_minor_unit: number;
	currency_decimal_separator: string;
	currency_thousand_separator: string;
	currency_prefix: string;
	currency_suffix: string;
}

/** US dollars, as the sample figures and portal prices are written. */
export const US_DOLLARS: CurrencyFields = {
	currency_code: 'USD',
	currency_symbol: '$',
	currency_minor_unit: 2,
	currency_decimal_separator: '.',
	currency_thousand_separator: ',',
	currency_prefix: '$',
	currency_suffix: '',
};

/**
 * Formats an amount in minor units with the currency's own fields: prefix,
 * suffix, separators and minor unit ("123456" in USD is "$1,234.56"; in JPY,
 * with 0 minor units, "¥123,456"). Formatting is string arithmetic — no
 * floating point ever touches an amount, so "1999" is always "19.99", never
 * "19.990000000000002".
 *
 * @param minor    Integer string (or integer) in minor units.
 * @param currency The currency fields sent beside the amount.
 * @return The formatted amount, or '' when the amount is not an integer.
 */
export function formatMoney(
	minor: string | number | null | undefined,
	currency: CurrencyFields = US_DOLLARS
): string {
	const raw = String( minor ?? '' ).trim();
	if ( ! /^-?\d+$/.test( raw ) ) {
		return '';
	}
	const negative = raw.startsWith( '-' ) && /[1-9]/.test( raw );
	const unit = Math.max(
		0,
		Math.trunc( Number( currency.currency_minor_unit ) || 0 )
	);
	const digits = raw
		.replace( /^-/, '' )
		.replace( /^0+(?=\d)/, '' )
		.padStart( unit + 1, '0' );
	const whole = digits.slice( 0, digits.length - unit );
	const fraction = unit > 0 ? digits.slice( -unit ) : '';
	const grouped = whole.replace(
		/\B(?=(\d{3})+(?!\d))/g,
		currency.currency_thousand_separator ?? ''
	);
	const number =
		fraction === ''
			? grouped
			: `${ grouped }${ currency.currency_decimal_separator ?? '.' }${ fraction }`;
	return `${ negative ? '-' : '' }${ currency.currency_prefix ?? '' }${ number }${
		currency.currency_suffix ?? ''
	}`;
}

/**
 * An amount of whole dollars and cents ("$12.99", "$1,234.50") — the sample
 * figures, membership prices and rewards. Rounded to the cent first, then
 * formatted by `formatMoney`.
 *
 * @param amount Dollars, e.g. 45.67.
 * @return The formatted amount, or '' when it is not a finite number.
 */
export function formatDollars( amount: number ): string {
	if ( ! Number.isFinite( amount ) ) {
		return '';
	}
	return formatMoney( Math.round( amount * 100 ), US_DOLLARS );
}

const BYTE_STEP = 1024;

function byteUnits(): string[] {
	return [
		__( 'Bytes', 'playpal' ),
		__( 'KB', 'playpal' ),
		__( 'MB', 'playpal' ),
		__( 'GB', 'playpal' ),
	];
}

/**
 * Byte sizes (SPEC §9): Bytes, KB, MB or GB, with 2 decimals (whole bytes
 * stay whole). Binary steps of 1024; anything beyond gigabytes is still
 * shown in GB.
 *
 * @param bytes A size in bytes (negative or not a number reads as 0).
 * @return e.g. "0 Bytes", "512 Bytes", "1.50 KB", "12.50 MB", "2.30 GB".
 */
export function formatBytes( bytes: number ): string {
	const names = byteUnits();
	const value = Number.isFinite( bytes ) && bytes > 0 ? bytes : 0;
	let index = 0;
	if ( value >= BYTE_STEP ) {
		index = Math.min(
			names.length - 1,
			Math.floor( Math.log( value ) / Math.log( BYTE_STEP ) )
		);
	}
	const amount = value / BYTE_STEP ** index;
	return sprintf(
		/* translators: 1: a number, 2: a unit (Bytes, KB, MB, GB). */
		__( '%1$s %2$s', 'playpal' ),
		index === 0 ? String( Math.round( amount ) ) : amount.toFixed( 2 ),
		names[ index ]
	);
}

/**
 * A quota figure in bytes.
 *
 * @param amount Amount in `unit`.
 * @param unit   MB or GB.
 */
export function quotaToBytes( amount: number, unit: 'MB' | 'GB' ): number {
	return amount * BYTE_STEP ** ( unit === 'GB' ? 3 : 2 );
}

/**
 * @param percent Percent, e.g. 15.2.
 * @return e.g. "15.2%".
 */
export function formatPercent( percent: number ): string {
	/* translators: %s: a percentage, e.g. 15.2. */
	return sprintf( __( '%s%%', 'playpal' ), String( percent ) );
}

/** The page's language, so numbers and dates read as the page does. */
function pageLocale(): string | undefined {
	return typeof document !== 'undefined' && document.documentElement.lang
		? document.documentElement.lang
		: undefined;
}

/**
 * A whole number with the locale's grouping ("4,580").
 *
 * @param value Number.
 */
export function formatCount( value: number ): string {
	return new Intl.NumberFormat( pageLocale() ).format( value );
}

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
