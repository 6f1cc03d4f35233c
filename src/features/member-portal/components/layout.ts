/**
 * Layout primitives of the member portal. Colours come from the design
 * tokens' CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const Page = styled.div`
	max-width: 72rem;
	margin: 0 auto;
	padding: 2.5rem 1rem 4rem;

	h1 {
		margin: 0 0 1rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 1.75rem, 4vw, 2.5rem );
	}
`;

// The kit's notice box (the creator screens use it too).
export { Notice } from '../../../components';

export const Row = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.75rem;
`;

export const Card = styled.div`
	display: flex;
	flex-direction: column;
	gap: 0.5rem;
	padding: 1.25rem;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 1.5 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );

	h3 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.125rem;
	}

	p {
		margin: 0;
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

export const Muted = styled.p`
	margin: 0;
	color: var( --pp-color-muted-foreground );
`;

export const Section = styled.section`
	display: flex;
	flex-direction: column;
	gap: 1rem;
	padding-top: 1rem;

	h2 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.25rem;
	}
`;

export const Progress = styled.div< { $value: number } >`
	height: 0.5rem;
	border-radius: 999px;
	background: var( --pp-color-muted );
	overflow: hidden;

	&::after {
		content: '';
		display: block;
		width: ${ ( { $value } ) => `${ $value }%` };
		height: 100%;
		background: var( --pp-color-primary );
	}
`;
