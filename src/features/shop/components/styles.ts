/**
 * Styles the shop's screens share.
 */

/**
 * External dependencies
 */
import styled, { css } from 'styled-components';

/** A picture filling its frame: a product card's, a cart line's, the product page's. */
export const fillingImage = css`
	img {
		display: block;
		width: 100%;
		height: 100%;
		object-fit: cover;
	}
`;

/** Fine print under a name: a product's SKU, a cart line's variation. */
export const FinePrint = styled.p`
	margin: 0;
	color: var( --pp-color-muted-foreground );
	font-size: 0.9375rem;
`;
