/**
 * A product's price formatted from minor units (the regular price struck
 * through when the product is on sale). A variable or grouped product whose
 * prices differ shows its range, "$42.00 – $45.00", as one text node.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { ProductPrices } from '../types';
import { isPriced } from '../utils/availability';
import { VisuallyHidden } from '../../../components';
import { formatMoney } from '../../../lib/format';

const Amount = styled.span`
	font-weight: 700;

	del {
		margin-right: 0.375rem;
		color: var( --pp-color-muted-foreground );
		font-weight: 400;
	}
`;

export interface PriceProps {
	prices: ProductPrices;
	onSale?: boolean;
	className?: string;
}

/**
 * "$42.00 – $45.00" when the product's prices span a range, else ''.
 *
 * @param prices The product's prices.
 */
export function priceRangeText( prices: ProductPrices ): string {
	const range = prices.price_range;
	if ( ! range || ! isPriced( range.max_amount ) ) {
		return '';
	}
	const min = formatMoney( range.min_amount, prices );
	const max = formatMoney( range.max_amount, prices );
	if ( min === '' || max === '' ) {
		return '';
	}
	return min === max
		? max
		: sprintf(
				/* translators: 1: lowest price; 2: highest price. */
				__( '%1$s – %2$s', 'playpal' ),
				min,
				max
			);
}

export function Price( { prices, onSale = false, className }: PriceProps ) {
	const range = priceRangeText( prices );
	if ( range !== '' ) {
		return (
			<Amount className={ className } data-testid="price">
				{ range }
			</Amount>
		);
	}
	if ( ! isPriced( prices.price ) ) {
		return null; // Unpriced or free: no "$0.00" (see utils/availability).
	}
	const price = formatMoney( prices.price, prices );
	const regular = formatMoney( prices.regular_price, prices );
	if ( ! onSale || regular === '' || regular === price ) {
		return (
			<Amount className={ className } data-testid="price">
				{ price }
			</Amount>
		);
	}
	return (
		<Amount className={ className } data-testid="price">
			<VisuallyHidden>{ __( 'Was', 'playpal' ) }</VisuallyHidden>
			<del>{ regular }</del>
			<VisuallyHidden>{ __( 'now', 'playpal' ) }</VisuallyHidden>
			{ price }
		</Amount>
	);
}
