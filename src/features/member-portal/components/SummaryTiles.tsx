/**
 * Four summary tiles: Appadoo activities, downloads, items shared, creations
 * (SPEC §2). Counts the screen passes in; `null` while loading.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

const Tiles = styled.dl`
	display: grid;
	grid-template-columns: repeat( auto-fit, minmax( 11rem, 1fr ) );
	gap: 1rem;
	margin: 0 0 2rem;

	> div {
		display: flex;
		flex-direction: column-reverse;
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

export interface SummaryCounts {
	appadoos: number | null;
	downloads: number | null;
	shared: number | null;
	creations: number | null;
}

export function SummaryTiles( { counts }: { counts: SummaryCounts } ) {
	const tiles: [ string, number | null ][] = [
		[ __( 'Appadoo activities', 'playpal' ), counts.appadoos ],
		[ __( 'Downloads', 'playpal' ), counts.downloads ],
		[ __( 'Items shared', 'playpal' ), counts.shared ],
		[ __( 'Creations', 'playpal' ), counts.creations ],
	];
	return (
		<section aria-label={ __( 'Your summary', 'playpal' ) }>
			<Tiles>
				{ tiles.map( ( [ label, value ] ) => (
					<div key={ label }>
						<dt>{ label }</dt>
						<dd>
							{ value === null ? __( '…', 'playpal' ) : value }
						</dd>
					</div>
				) ) }
			</Tiles>
		</section>
	);
}
