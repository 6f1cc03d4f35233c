/**
 * Layout pieces only Create It Forward has (the grid, card, muted text and
 * row are the kit's, in components/). Colours come from the design tokens'
 * CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { Field as KitField } from '../../../components';

export const Section = styled.section`
	margin: 0 0 2.5rem;

	h2 {
		margin: 0 0 1rem;
		font-family: var( --pp-font-heading );
		font-size: 1.5rem;
	}

	h3 {
		margin: 0;
		font-size: 1.0625rem;
	}
`;

export const Thumb = styled.img`
	width: 100%;
	aspect-ratio: 4 / 3;
	object-fit: cover;
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );
`;

/** The kit's field, spaced from the next one. */
export const Field = styled( KitField )`
	margin: 0 0 1rem;
`;

export const Columns = styled.div`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 9rem, 1fr ) );
	gap: 0 1rem;
`;

export const Results = styled.div`
	margin-top: 1rem;
`;
