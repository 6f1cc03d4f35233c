/**
 * Money: one formatter for every amount, in the currency's own fields
 * (import it from lib/format).
 */

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
