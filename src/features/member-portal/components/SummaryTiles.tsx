/**
 * Four summary tiles: Appadoo activities, downloads, items shared, creations
 * (SPEC §2). Counts the screen passes in; `null` while loading.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FigureTiles } from '../../../components';

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
			<FigureTiles>
				{ tiles.map( ( [ label, value ] ) => (
					<div key={ label }>
						<dt>{ label }</dt>
						<dd>
							{ value === null ? __( '…', 'playpal' ) : value }
						</dd>
					</div>
				) ) }
			</FigureTiles>
		</section>
	);
}
