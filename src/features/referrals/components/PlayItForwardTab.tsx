/**
 * The member portal's Play It Forward tab (SPEC §2 Play It Forward
 * dashboard): stat cards, then Overview, Referrals, Item Sharing and Rewards.
 * The figures come from the server's proxy; when they are the spec's sample
 * (the referral programme did not answer, or the `referral` flag is off and
 * there is none to ask), the tab says so.
 */

/**
 * External dependencies
 */
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	LoadFailed,
	Muted,
	Tabs,
	TabsContent,
	TabsList,
	TabsTrigger,
} from '../../../components';
import { getConfig } from '../../../lib/config';
import { usePartnerStats } from '../api/get-partner-stats';
import { samplePartnerStats } from '../utils/sample-stats';
import { ItemSharingPanel } from './ItemSharingPanel';
import { Panel, SampleNotice } from './layout';
import { OverviewPanel } from './OverviewPanel';
import { ReferralsPanel } from './ReferralsPanel';
import { RewardsPanel } from './RewardsPanel';
import { StatCards } from './StatCards';

type Section = 'overview' | 'referrals' | 'sharing' | 'rewards';

export function PlayItForwardTab() {
	const { referral } = getConfig().flags;
	const { data, error, mutate } = usePartnerStats( referral );
	const stats = referral ? data : samplePartnerStats();
	const [ section, setSection ] = useState< Section >( 'overview' );

	if ( error ) {
		return (
			<Panel aria-label={ __( 'Play It Forward', 'playpal' ) }>
				<LoadFailed
					message={ __(
						'Your Play It Forward stats didn’t load. Please try again.',
						'playpal'
					) }
					onRetry={ () => void mutate() }
				/>
			</Panel>
		);
	}
	if ( ! stats ) {
		return (
			<Muted role="status">
				{ __( 'Loading your Play It Forward stats…', 'playpal' ) }
			</Muted>
		);
	}

	return (
		<Panel aria-label={ __( 'Play It Forward', 'playpal' ) }>
			<h2>{ __( 'Play It Forward', 'playpal' ) }</h2>
			{ stats.sample && (
				<SampleNotice role="note">
					{ __(
						'Sample figures: the referral programme could not be reached just now, so these are examples, not your stats.',
						'playpal'
					) }
				</SampleNotice>
			) }
			<StatCards stats={ stats } />
			<Tabs
				value={ section }
				onValueChange={ ( value ) => setSection( value as Section ) }
			>
				<TabsList
					aria-label={ __( 'Play It Forward sections', 'playpal' ) }
				>
					<TabsTrigger value="overview">
						{ __( 'Overview', 'playpal' ) }
					</TabsTrigger>
					<TabsTrigger value="referrals">
						{ __( 'Referrals', 'playpal' ) }
					</TabsTrigger>
					<TabsTrigger value="sharing">
						{ __( 'Item Sharing', 'playpal' ) }
					</TabsTrigger>
					<TabsTrigger value="rewards">
						{ __( 'Rewards', 'playpal' ) }
					</TabsTrigger>
				</TabsList>
				<TabsContent value="overview">
					<OverviewPanel stats={ stats } />
				</TabsContent>
				<TabsContent value="referrals">
					<ReferralsPanel stats={ stats } />
				</TabsContent>
				<TabsContent value="sharing">
					<ItemSharingPanel />
				</TabsContent>
				<TabsContent value="rewards">
					<RewardsPanel stats={ stats } />
				</TabsContent>
			</Tabs>
		</Panel>
	);
}

export default PlayItForwardTab;
