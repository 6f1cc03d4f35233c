/**
 * A row of figure tiles: a `<dl>` whose `<div>`s each hold a `<dt>` label and
 * a `<dd>` figure, shown figure first. Colours come from the design tokens'
 * CSS variables only.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export const FigureTiles = styled.dl`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 11rem, 1fr ) );
	gap: 1rem;
	margin: 0 0 2rem;

	> div {
		display: flex;
		flex-direction: column-reverse;
		/* Figures and labels at the top of tiles stretched by a taller neighbour. */
		justify-content: flex-end;
		gap: 0.25rem;
		padding: 1.25rem;
		border: 1px solid var( --pp-color-border );
		border-radius: calc( var( --pp-radius ) * 1.5 );
		background: var( --pp-color-card );
		color: var( --pp-color-card-foreground );
	}

	dt {
		color: var( --pp-color-muted-foreground );
		font-size: 0.875rem;
	}

	dd {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.75rem;
		font-weight: 700;
	}
`;
