/**
 * A tab's panel in a portal (the member portal's tabs, the offline library,
 * Play It Forward): a column of blocks under the tab's heading. Colours come
 * from the design tokens' CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const TabSection = styled.section`
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
