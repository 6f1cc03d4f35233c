/**
 * The shop grid, and the placeholder cards shown while a page loads.
 */

/**
 * External dependencies
 */
import styled, { keyframes } from 'styled-components';

/**
 * Internal dependencies
 */
import { Card, Picture } from './ProductCard';

export const Grid = styled.ul`
	display: grid;
	grid-template-columns: repeat( auto-fill, minmax( 16rem, 1fr ) );
	gap: 1.5rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

const pulse = keyframes`
	50% { opacity: 0.5; }
`;

const Bar = styled.div< { $width: string } >`
	width: ${ ( { $width } ) => $width };
	height: 1rem;
	margin: 1.25rem 1.25rem 0;
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );

	&:last-child {
		margin-bottom: 1.25rem;
	}
`;

const Placeholder = styled( Card )`
	@media ( prefers-reduced-motion: no-preference ) {
		animation: ${ pulse } 1.5s ease-in-out infinite;
	}
`;

/**
 * Grey cards in the shape of product cards.
 *
 * @param props       Props.
 * @param props.count How many.
 */
export function PlaceholderCards( { count }: { count: number } ) {
	return (
		<>
			{ Array.from( { length: count }, ( _, index ) => (
				<Placeholder key={ index } aria-hidden="true">
					<Picture />
					<Bar $width="70%" />
					<Bar $width="30%" />
				</Placeholder>
			) ) }
		</>
	);
}
