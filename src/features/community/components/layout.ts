/**
 * Layout primitives shared by the community screens.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export { Page, PageHeader, PageActions as Actions } from '../../../components';

export const SectionHeading = styled.h2`
	margin: 2.5rem 0 1rem;
	font-family: var( --pp-font-heading );
	font-size: 1.5rem;
`;

export const CardGrid = styled.ul`
	display: grid;
	grid-template-columns: repeat( auto-fill, minmax( 17rem, 1fr ) );
	gap: 1.5rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

export const Card = styled.article`
	display: flex;
	flex-direction: column;
	gap: 0.75rem;
	height: 100%;
	box-sizing: border-box;
	padding: 1.25rem;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-card );
	color: var( --pp-color-card-foreground );

	h3 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.125rem;
		line-height: 1.3;
	}

	p {
		margin: 0;
	}
`;

/** A row of small facts (badges, dates, counts). */
export const MetaRow = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.5rem;
	color: var( --pp-color-muted-foreground );
	font-size: 0.875rem;
`;

export const Muted = styled.p`
	color: var( --pp-color-muted-foreground );
	font-size: 0.875rem;
`;

export const FilterGroup = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 0.5rem;
	margin: 0 0 1.5rem;
`;
