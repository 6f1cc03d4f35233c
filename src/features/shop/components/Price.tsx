/**
 * A product's price formatted from minor units (the regular price struck
 * through when the product is on sale).
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

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

export function Price( { prices, onSale = false, className }: PriceProps ) {
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
