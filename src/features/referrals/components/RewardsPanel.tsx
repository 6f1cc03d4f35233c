/**
 * Rewards: milestones, the ranks' perks, payouts and rewards credits (SPEC §9).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Badge } from '../../../components';
import type { PartnerStats } from '../types';
import { List, Panel } from './layout';

export function RewardsPanel( { stats }: { stats: PartnerStats } ) {
	const milestones: [ string, boolean ][] = [
		[
			__(
				'5 referrals: custom referral codes and bonus rates',
				'playpal'
			),
			stats.referralCount >= 5,
		],
		[
			__(
				'$100 earned: a seat on the partner advisory council',
				'playpal'
			),
			stats.totalEarnings >= 100,
		],
	];
	const ranks: [ string, string ][] = [
		[
			__( 'Silver — $50 earned', 'playpal' ),
			__(
				'5% bonus commission, priority support, exclusive previews',
				'playpal'
			),
		],
		[
			__( 'Gold — $200 earned', 'playpal' ),
			__(
				'10% bonus, custom referral codes, monthly strategy calls',
				'playpal'
			),
		],
		[
			__( 'Platinum — $500 earned', 'playpal' ),
			__( 'Our top partners', 'playpal' ),
		],
	];
	return (
		<Panel aria-label={ __( 'Rewards', 'playpal' ) }>
			<h3>{ __( 'Milestones', 'playpal' ) }</h3>
			<List>
				{ milestones.map( ( [ label, reached ] ) => (
					<li key={ label }>
						<span>{ label }</span>
						<Badge variant={ reached ? 'default' : 'outline' }>
							{ reached
								? __( 'Unlocked', 'playpal' )
								: __( 'Locked', 'playpal' ) }
						</Badge>
					</li>
				) ) }
			</List>
			<h3>{ __( 'Ranks', 'playpal' ) }</h3>
			<List>
				{ ranks.map( ( [ rank, perks ] ) => (
					<li key={ rank }>
						<strong>{ rank }</strong>
						<span>{ perks }</span>
					</li>
				) ) }
			</List>
			<h3>{ __( 'Payouts', 'playpal' ) }</h3>
			<p>
				{ __(
					'Payouts go out monthly through a payment service to your registered email, once you have earned at least $25.',
					'playpal'
				) }
			</p>
			<h3>{ __( 'Rewards credits', 'playpal' ) }</h3>
			<p>
				{ __(
					'+2 credits for every demo view, +5 for every sign-up and +10 for every purchase.',
					'playpal'
				) }
			</p>
		</Panel>
	);
}
