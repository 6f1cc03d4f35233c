/**
 * Layout pieces only the community screens have (the page, header, muted
 * text and notices are the kit's, in components/).
 */

/**
 * External dependencies
 */
import styled, { css } from 'styled-components';

/**
 * Internal dependencies
 */
import { cardStyles, Grid } from '../../../components';

export const SectionHeading = styled.h2`
	margin: 2.5rem 0 1rem;
	font-family: var( --pp-font-heading );
	font-size: 1.5rem;
`;

/** The kit's grid with the community's wider columns and gaps. */
export const CardGrid = styled( Grid ).attrs( {
	$min: '17rem',
	$gap: '1.5rem',
} )``;

/** The kit's card as an article, with rounder corners. */
export const Card = styled.article`
	${ cardStyles }
	border-radius: calc( var( --pp-radius ) * 2 );

	h3 {
		line-height: 1.3;
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

export const FilterGroup = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 0.5rem;
	margin: 0 0 1.5rem;
`;

/** A list shown as a wrapping row of items, without bullets. */
export const rowList = css`
	display: flex;
	flex-wrap: wrap;
	margin: 0;
	padding: 0;
	list-style: none;
`;
