/**
 * Overview: clicks, lifetime value and the way to the next rank.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PartnerStats } from '../types';
import { formatDollars } from '../../../lib/format';
import { nextRank, rankLabel } from '../utils/ranks';
import { Panel } from './layout';

export function OverviewPanel( { stats }: { stats: PartnerStats } ) {
	const next = nextRank( stats.totalEarnings );
	return (
		<Panel aria-label={ __( 'Overview', 'playpal' ) }>
			<h3>{ __( 'Overview', 'playpal' ) }</h3>
			<p>
				{ sprintf(
					/* translators: %d: clicks on the referral link. */
					__( 'Your link was clicked %d times.', 'playpal' ),
					stats.clickCount
				) }
			</p>
			<p>
				{ sprintf(
					/* translators: %s: amount in dollars. */
					__(
						'The people you referred have spent %s in total.',
						'playpal'
					),
					formatDollars( stats.lifetimeValue )
				) }
			</p>
			<p>
				{ next
					? sprintf(
							/* translators: 1: next rank, 2: amount still to earn, 3: amount the rank starts at. */
							__(
								'Next rank: %1$s — %2$s to go (from %3$s earned).',
								'playpal'
							),
							rankLabel( next.rank ),
							formatDollars( next.toGo ),
							formatDollars( next.threshold )
						)
					: __( 'You have reached the top rank.', 'playpal' ) }
			</p>
		</Panel>
	);
}
