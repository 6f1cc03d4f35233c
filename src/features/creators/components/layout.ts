/**
 * Layout primitives of Create It Forward. Colours come from the design
 * tokens' CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

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

export const Grid = styled.ul`
	display: grid;
	grid-template-columns: repeat( auto-fill, minmax( 16rem, 1fr ) );
	gap: 1rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

export const Card = styled.div`
	display: flex;
	flex-direction: column;
	gap: 0.5rem;
	height: 100%;
	padding: 1.25rem;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 1.5 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );

	p {
		margin: 0;
	}
`;

export const Thumb = styled.img`
	width: 100%;
	aspect-ratio: 4 / 3;
	object-fit: cover;
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );
`;

export const Row = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.5rem;
`;

export const Muted = styled.p`
	margin: 0;
	color: var( --pp-color-muted-foreground );
	font-size: 0.9375rem;
`;

export const Field = styled.div`
	display: flex;
	flex-direction: column;
	gap: 0.375rem;
	margin: 0 0 1rem;

	label {
		font-weight: 600;
	}

	input,
	select,
	textarea {
		padding: 0.5rem 0.75rem;
		border: 1px solid var( --pp-color-border );
		border-radius: var( --pp-radius );
		background: var( --pp-color-background );
		color: var( --pp-color-foreground );
		font: inherit;
	}
`;

export const Columns = styled.div`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 9rem, 1fr ) );
	gap: 0 1rem;
`;

export const Results = styled.div`
	margin-top: 1rem;
`;
