/**
 * Layout pieces only the member portal has (the grid, card, muted text, row
 * and notice are the kit's, in components/). Colours come from the design
 * tokens' CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { Page as KitPage } from '../../../components';

/** The kit's page, with the portal's own title size. */
export const Page = styled( KitPage )`
	h1 {
		margin: 0 0 1rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 1.75rem, 4vw, 2.5rem );
	}
`;

/** A tab's panel: the kit's. */
export { TabSection as Section } from '../../../components';

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
