/**
 * The frame of a full-width screen: a centred column, a header with the
 * title and its lead paragraph, and a row of actions. Colours come from the
 * design tokens' CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const Page = styled.div`
	max-width: 72rem;
	margin: 0 auto;
	padding: 3rem 1rem 4rem;
`;

export const PageHeader = styled.header`
	display: flex;
	flex-wrap: wrap;
	align-items: flex-end;
	justify-content: space-between;
	gap: 1.5rem;
	margin-bottom: 2.5rem;

	h1 {
		margin: 0 0 0.5rem;
		font-family: var( --pp-font-heading );
		font-size: clamp( 2rem, 5vw, 2.75rem );
	}

	p {
		margin: 0;
		max-width: 42rem;
		color: var( --pp-color-muted-foreground );
		font-size: 1.0625rem;
	}
`;

/** Things side by side (buttons, badges, facts), wrapping on narrow screens. */
export const Row = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: center;
	gap: 0.75rem;
`;

/** The header's buttons and links: a row. */
export const PageActions = Row;
