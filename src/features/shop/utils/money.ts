/**
 * Money from the Store API: integer strings in minor units beside the
 * currency fields. Formatting is string arithmetic — no floating point ever
 * touches an amount, so "1999" is always "19.99", never "19.990000000000002".
 */

/**
 * Internal dependencies
 */
import type { CurrencyFields } from '../types';

/**
 * Formats an amount in minor units with the currency's own fields: prefix,
 * suffix, separators and minor unit ("123456" in USD is "$1,234.56"; in JPY,
 * with 0 minor units, "¥123,456").
 *
 * @param minor    Integer string (or integer) in minor units.
 * @param currency The currency fields sent beside the amount.
 * @return The formatted amount, or '' when the amount is not an integer.
 */
export function formatMoney(
	minor: string | number | null | undefined,
	currency: CurrencyFields
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
