/**
 * The quantities WooCommerce accepts: a product's `add_to_cart` rules and a
 * cart line's `quantity_limits` (minimum, maximum, a multiple of a step).
 * The server computes both from stock, "sold individually" and extensions'
 * filters, and refuses any other quantity; the controls offer only these.
 */

/**
 * Internal dependencies
 */
import type { CartItem, StoreProduct } from '../types';

export interface QuantityRules {
	minimum: number;
	maximum: number;
	step: number;
}

/** WooCommerce's own ceiling when nothing lower applies (QuantityLimits). */
const CEILING = 9999;

function whole( value: unknown, fallback: number ): number {
	return typeof value === 'number' && Number.isFinite( value ) && value > 0
		? Math.trunc( value )
		: fallback;
}

function rules( minimum: unknown, maximum: unknown, step: unknown ) {
	const min = whole( minimum, 1 );
	return {
		minimum: min,
		maximum: Math.max( min, whole( maximum, CEILING ) ),
		step: whole( step, 1 ),
	};
}

/**
 * The quantities a product can be added in (one only when sold individually).
 *
 * @param product Store API product.
 */
export function addRules(
	product: Pick< StoreProduct, 'add_to_cart' | 'sold_individually' >
): QuantityRules {
	if ( product.sold_individually ) {
		return { minimum: 1, maximum: 1, step: 1 };
	}
	const limits = product.add_to_cart ?? {};
	return rules( limits.minimum, limits.maximum, limits.multiple_of );
}

/**
 * The quantities a cart line may have.
 *
 * @param item Cart line.
 */
export function lineRules(
	item: Pick< CartItem, 'quantity_limits' >
): QuantityRules {
	const limits = item.quantity_limits;
	return rules( limits?.minimum, limits?.maximum, limits?.multiple_of );
}

/**
 * The allowed quantity nearest to what was asked (rounded to the step, as
 * WooCommerce rounds, then kept within the minimum and maximum).
 *
 * @param quantity What the person typed or asked for.
 * @param limits   The rules.
 */
export function allowedQuantity(
	quantity: number,
	limits: QuantityRules
): number {
	if ( ! Number.isFinite( quantity ) ) {
		return limits.minimum;
	}
	// WooCommerce sends a minimum and maximum that are multiples of the step.
	const floor = Math.ceil( limits.minimum / limits.step ) * limits.step;
	const ceiling = Math.max(
		floor,
		Math.floor( limits.maximum / limits.step ) * limits.step
	);
	const rounded = Math.round( quantity / limits.step ) * limits.step;
	return Math.min( Math.max( rounded, floor ), ceiling );
}

/**
 * Whether the person has a choice of quantity at all.
 *
 * @param limits The rules.
 */
export function quantityIsFixed( limits: QuantityRules ): boolean {
	return limits.maximum - limits.minimum < limits.step;
}
