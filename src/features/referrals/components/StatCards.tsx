/**
 * The four stat cards of the Play It Forward tab (SPEC §2): Total Earned,
 * Referrals, Conversion, Rank.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FigureTiles } from '../../../components';
import { formatDollars, formatPercent } from '../../../lib/format';
import type { PartnerStats } from '../types';
import { rankLabel } from '../utils/ranks';

export function StatCards( { stats }: { stats: PartnerStats } ) {
	const cards: [ string, string ][] = [
		[
			__( 'Total Earned', 'playpal' ),
			formatDollars( stats.totalEarnings ),
		],
		[ __( 'Referrals', 'playpal' ), String( stats.referralCount ) ],
		[
			__( 'Conversion', 'playpal' ),
			formatPercent( stats.conversionRate ),
		],
		[ __( 'Rank', 'playpal' ), rankLabel( stats.rank ) ],
	];
	return (
		<section aria-label={ __( 'Your Play It Forward stats', 'playpal' ) }>
			<FigureTiles>
				{ cards.map( ( [ label, value ] ) => (
					<div key={ label }>
						<dt>{ label }</dt>
						<dd>{ value }</dd>
					</div>
				) ) }
			</FigureTiles>
		</section>
	);
}
