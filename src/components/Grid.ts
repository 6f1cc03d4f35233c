/**
 * A list laid out as a grid of equal columns, as many as fit: cards, tiles,
 * products. `$min` is the narrowest a column may be (16rem unless given),
 * `$gap` the space between (1rem unless given).
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const Grid = styled.ul< { $min?: string; $gap?: string } >`
	display: grid;
	grid-template-columns: repeat(
		auto-fill,
		minmax( ${ ( { $min } ) => $min ?? '16rem' }, 1fr )
	);
	gap: ${ ( { $gap } ) => $gap ?? '1rem' };
	margin: 0;
	padding: 0;
	list-style: none;
`;
