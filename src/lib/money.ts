/**
 * Money as PlayPal's routes send it: an integer amount in the currency's
 * ISO 4217 minor units plus the currency's code (PHP's Money::to_array()),
 * and the one way to show it. The minor units come from the same table PHP
 * reads (includes/Money/iso-4217-minor-units.json): 0 for the yen, 2 for the
 * dollar, 3 for the Kuwaiti dinar — never WooCommerce's display decimals.
 * Amounts in different currencies are never added together.
 */

/**
 * Internal dependencies
 */
import table from '../../includes/Money/iso-4217-minor-units.json';
import { formatMoney, type CurrencyFields } from './format-money';
import { pageLocale } from './page-locale';

export interface Money {
	/** Whole minor units: 350 is $3.50, or ¥350. */
	amount: number;
	/** ISO 4217 code, upper case. */
	currency: string;
}

const UNITS: Record< string, number > = table.units;

/**
 * Digits after the decimal point in the currency's minor unit (ISO 4217).
 *
 * @param currency ISO 4217 code.
 */
export function minorUnits( currency: string ): number {
	return UNITS[ currency.trim().toUpperCase() ] ?? 2;
}

/**
 * Whether a value has the shape of Money (an integer amount and a code).
 *
 * @param value Anything, e.g. part of a route's answer.
 */
export function isMoney( value: unknown ): value is Money {
	const money = value as Money | null;
	return (
		typeof money === 'object' &&
		money !== null &&
		Number.isSafeInteger( money.amount ) &&
		typeof money.currency === 'string' &&
		/^[A-Z]{3}$/.test( money.currency )
	);
}

/**
 * The currency's symbol, its place and the page language's separators, with
 * the minor unit from the ISO table (Intl's own may differ from it).
 *
 * @param currency ISO 4217 code.
 */
export function currencyFields( currency: string ): CurrencyFields {
	const code = currency.trim().toUpperCase();
	const fields: CurrencyFields = {
		currency_code: code,
		currency_symbol: code,
		currency_minor_unit: minorUnits( code ),
		currency_decimal_separator: '.',
		currency_thousand_separator: ',',
		currency_prefix: `${ code } `,
		currency_suffix: '',
	};
	let parts: Intl.NumberFormatPart[];
	try {
		parts = new Intl.NumberFormat( pageLocale(), {
			style: 'currency',
			currency: code,
			currencyDisplay: 'narrowSymbol',
			minimumFractionDigits: 1,
		} ).formatToParts( 1234.5 );
	} catch {
		return fields;
	}
	const at = parts.findIndex( ( part ) => part.type === 'currency' );
	const first = parts.findIndex( ( part ) => part.type === 'integer' );
	const symbol = parts[ at ]?.value ?? code;
	const spaced = ( index: number ) =>
		parts[ index ]?.type === 'literal' ? parts[ index ].value : '';
	const before = at >= 0 && at < first;
	return {
		...fields,
		currency_symbol: symbol,
		currency_decimal_separator:
			parts.find( ( part ) => part.type === 'decimal' )?.value ?? '.',
		currency_thousand_separator:
			parts.find( ( part ) => part.type === 'group' )?.value ?? ',',
		currency_prefix: before ? symbol + spaced( at + 1 ) : '',
		currency_suffix: before || at < 0 ? '' : spaced( at - 1 ) + symbol,
	};
}

/**
 * One amount in its currency: "$3.50", "¥350", "-$1.40", "KWD 0.350" (in
 * the page's language). String arithmetic on the minor units (formatMoney):
 * no float ever touches the amount.
 *
 * @param money The amount.
 * @return The text, or '' when it is not Money.
 */
export function formatMoneyOf( money: Money | null | undefined ): string {
	if ( ! isMoney( money ) ) {
		return '';
	}
	return formatMoney( money.amount, currencyFields( money.currency ) );
}

/**
 * An amount per currency, side by side ("$3.50 + ¥350"): a figure that spans
 * currencies is never one sum.
 *
 * @param list One amount per currency.
 * @param zero What an empty list reads as (the store's currency at zero).
 */
export function formatMoneyList( list: Money[], zero?: Money ): string {
	const shown = list.filter( isMoney );
	if ( shown.length === 0 ) {
		return zero ? formatMoneyOf( zero ) : '';
	}
	return shown.map( formatMoneyOf ).join( ' + ' );
}

/**
 * Adds amounts currency by currency, in the order the currencies first
 * appear; never across currencies.
 *
 * @param lists Lists of amounts.
 */
export function sumByCurrency( ...lists: Money[][] ): Money[] {
	const sums = new Map< string, number >();
	for ( const money of lists.flat() ) {
		if ( isMoney( money ) ) {
			sums.set(
				money.currency,
				( sums.get( money.currency ) ?? 0 ) + money.amount
			);
		}
	}
	return [ ...sums ].map( ( [ currency, amount ] ) => ( {
		amount,
		currency,
	} ) );
}

/**
 * The amount in one currency of a list, 0 when the list has none.
 *
 * @param list     One amount per currency.
 * @param currency ISO 4217 code.
 */
export function amountIn( list: Money[], currency: string ): number {
	return list.find( ( money ) => money.currency === currency )?.amount ?? 0;
}

/**
 * Sample figures written in dollars (45.67) as Money: rounded to the cent.
 * Only for the labelled sample data, which the routes send in dollars.
 *
 * @param dollars Dollars.
 */
export function sampleDollars( dollars: number ): Money {
	return {
		amount: Number.isFinite( dollars ) ? Math.round( dollars * 100 ) : 0,
		currency: 'USD',
	};
}
