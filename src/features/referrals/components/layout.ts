/**
 * Layout pieces of the Play It Forward tab. Colours come from the design
 * tokens' CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { TabSection } from '../../../components';

/** The kit's tab panel, with the tab's own subheadings. */
export const Panel = styled( TabSection )`
	h3 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.125rem;
	}

	p {
		margin: 0;
	}
`;

export const SampleNotice = styled.div`
	margin: 0 0 1rem;
	padding: 0.75rem 1rem;
	border: 1px dashed var( --pp-color-border );
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );
	color: var( --pp-color-foreground );
`;

export const List = styled.ul`
	display: flex;
	flex-direction: column;
	gap: 0.75rem;
	margin: 0;
	padding: 0;
	list-style: none;

	> li {
		display: flex;
		flex-wrap: wrap;
		align-items: center;
		justify-content: space-between;
		gap: 0.5rem;
		padding: 0.875rem 1rem;
		border: 1px solid var( --pp-color-border );
		border-radius: var( --pp-radius );
		background: var( --pp-color-card );
		color: var( --pp-color-card-foreground );
	}
`;

export const Field = styled.label`
	display: flex;
	flex-direction: column;
	gap: 0.25rem;
	font-size: 0.875rem;
	font-weight: 600;

	input,
	select {
		min-height: 2.5rem;
		padding: 0 0.75rem;
		border: 1px solid var( --pp-color-border );
		border-radius: var( --pp-radius );
		background: var( --pp-color-background );
		color: var( --pp-color-foreground );
		font: inherit;
		font-weight: 400;
	}
`;

export const Inline = styled.div`
	display: flex;
	flex-wrap: wrap;
	align-items: flex-end;
	gap: 0.75rem;
`;
