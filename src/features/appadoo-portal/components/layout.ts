/**
 * Layout pieces only the Appadoo portal has (the page, grid, card, muted
 * text, row and notice are the kit's, in components/). Colours come from the
 * design tokens' CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { Field as KitField, PageHeader } from '../../../components';

/** The kit's page header, with the portal's badges beside its title. */
export const Header = styled( PageHeader )`
	margin-bottom: 1.5rem;

	h1 {
		display: flex;
		flex-wrap: wrap;
		align-items: center;
		gap: 0.75rem;
		font-size: clamp( 1.75rem, 4vw, 2.5rem );
	}

	p {
		max-width: 40rem;
		font-size: inherit;
	}
`;

export const Section = styled.section`
	display: grid;
	gap: 1rem;
	margin-top: 1.5rem;

	> h2,
	> h3 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.375rem;
	}
`;

/** A tab's "Coming soon" band. */
export const ComingSoonBand = styled.div`
	padding: 1rem;
	border: 1px dashed var( --pp-color-border );
	border-radius: var( --pp-radius );
	background: var( --pp-color-muted );
	color: var( --pp-color-muted-foreground );

	strong {
		color: var( --pp-color-foreground );
	}

	p {
		margin: 0.25rem 0 0;
	}
`;

/** The kit's field, with a red border on an input that failed its check. */
export const Field = styled( KitField )`
	input[aria-invalid='true'] {
		border-color: var( --pp-color-destructive );
	}
`;

export const SwitchRow = styled.div`
	display: flex;
	align-items: center;
	justify-content: space-between;
	gap: 1rem;

	label {
		font-size: 0.875rem;
	}
`;

export const InlineError = styled.p`
	margin: 0;
	color: var( --pp-color-destructive );
	font-size: 0.8125rem;
`;

export const Meter = styled.div`
	height: 0.5rem;
	overflow: hidden;
	border-radius: 9999px;
	background: var( --pp-color-muted );

	> span {
		display: block;
		height: 100%;
		border-radius: inherit;
		background: var( --pp-color-primary );
	}
`;

export const Facts = styled.dl`
	display: grid;
	grid-template-columns: auto 1fr;
	gap: 0.25rem 0.75rem;
	margin: 0;
	font-size: 0.875rem;

	dt {
		color: var( --pp-color-muted-foreground );
	}

	dd {
		margin: 0;
	}
`;

export const PlainList = styled.ul`
	display: grid;
	gap: 0.5rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;

export const FormBody = styled.div`
	display: grid;
	gap: 1rem;
	margin: 1rem 0;
`;

export const TagList = styled.ul`
	display: flex;
	flex-wrap: wrap;
	gap: 0.375rem;
	margin: 0;
	padding: 0;
	list-style: none;
`;
