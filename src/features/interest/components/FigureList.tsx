/**
 * The spec's figures (SPEC §9), as a definition list of value and meaning.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

export interface Figure {
	value: string;
	label: string;
}

const List = styled.dl`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 12rem, 1fr ) );
	gap: 1rem;
	margin: 0;

	div {
		display: flex;
		flex-direction: column-reverse;
		gap: 0.25rem;
		padding: 1.25rem;
		border: 1px solid var( --pp-color-border );
		border-radius: calc( var( --pp-radius ) * 2 );
		background: var( --pp-color-card );
	}

	dt {
		color: var( --pp-color-muted-foreground );
		font-size: 0.9375rem;
	}

	dd {
		margin: 0;
		color: var( --pp-color-primary );
		font-family: var( --pp-font-heading );
		font-size: 1.75rem;
		font-weight: 700;
	}
`;

export function FigureList( { figures }: { figures: Figure[] } ) {
	return (
		<List>
			{ figures.map( ( figure ) => (
				<div key={ figure.label }>
					<dt>{ figure.label }</dt>
					<dd>{ figure.value }</dd>
				</div>
			) ) }
		</List>
	);
}
