/**
 * The creator dashboard (SPEC §2) for an active member: header with the
 * rank badge and Create New, four stat cards, the progress card (fixed
 * sample goals), and the tabs Overview (with the statement and payouts),
 * My Creations, Analytics (only with the `creator_analytics` flag) and
 * Creator Tools (coming soon).
 *
 * The figures are real (pp/v1/creator/dashboard: the ledger, WooCommerce's
 * download log and reviews). While the creator has no creations of their
 * own and the sample list shows, the stat cards add up the sample, labelled
 * as such.
 */

/**
 * External dependencies
 */
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Badge,
	Button,
	ButtonLink,
	Card,
	FigureTiles,
	Grid,
	LoadState,
	Muted,
	Row,
	Tabs,
	TabsContent,
	TabsList,
	TabsTrigger,
	toast,
} from '../../../components';
import { getConfig } from '../../../lib/config';
import type { SignedInMe } from '../../../lib/me';
import { useCreations } from '../api/creations';
import { useCreatorDashboard } from '../api/dashboard';
import { statusLabel } from '../labels';
import { formatMoneyList } from '../../../lib/money';
import { creatorStats, rankFor, statsFromTotals, withFigures } from '../stats';
import type { Creation } from '../types';
import { AnalyticsTab } from './AnalyticsTab';
import { CreationDialog } from './CreationDialog';
import { Section } from './layout';
import { MyCreations } from './MyCreations';
import { StatementSection } from './StatementSection';

type TabKey = 'overview' | 'creations' | 'analytics' | 'tools';

function ComingSoon( { title, text }: { title: string; text: string } ) {
	return (
		<Card>
			<Row>
				<h3>{ title }</h3>
				<Badge variant="outline">
					{ __( 'Coming soon', 'playpal' ) }
				</Badge>
			</Row>
			<Muted>{ text }</Muted>
		</Card>
	);
}

export function CreatorDashboard( { me }: { me: SignedInMe } ) {
	const { flags } = getConfig();
	const creations = useCreations( true );
	const [ tab, setTab ] = useState< TabKey >( 'overview' );
	const [ dialogOpen, setDialogOpen ] = useState( false );
	const [ editing, setEditing ] = useState< Creation | null >( null );
	const dashboard = useCreatorDashboard( true );
	const sample = creations.data?.sample === true;
	const figures = dashboard.data;
	const currency = figures?.currency ?? 'USD';
	const list = sample
		? ( creations.data?.creations ?? [] )
		: withFigures(
				creations.data?.creations ?? [],
				figures?.creations,
				currency
			);
	let stats = null;
	if ( sample ) {
		stats = creatorStats( list );
	} else if ( figures ) {
		stats = statsFromTotals( figures.totals );
	}
	const rank = rankFor( me.tier );
	const refresh = () => {
		void creations.mutate();
		void dashboard.mutate();
	};

	const openNew = () => {
		setEditing( null );
		setDialogOpen( true );
	};
	const onSaved = ( saved: Creation ) => {
		refresh();
		setTab( 'creations' );
		toast( {
			title: sprintf(
				/* translators: %s: creation title. */
				__( '“%s” was sent for review.', 'playpal' ),
				saved.title
			),
		} );
	};

	const tabs: [ TabKey, string, boolean ][] = [
		[ 'overview', __( 'Overview', 'playpal' ), true ],
		[ 'creations', __( 'My Creations', 'playpal' ), true ],
		[ 'analytics', __( 'Analytics', 'playpal' ), flags.creator_analytics ],
		[ 'tools', __( 'Creator Tools', 'playpal' ), true ],
	];
	const shown = tabs.filter( ( [ , , on ] ) => on );
	const current = shown.some( ( [ key ] ) => key === tab ) ? tab : 'overview';

	const tools = [
		__( 'Template Builder', 'playpal' ),
		__( 'Asset Library', 'playpal' ),
		__( 'Community', 'playpal' ),
		__( 'Preview Generator', 'playpal' ),
		__( 'Rewards Hub', 'playpal' ),
		__( 'Publishing Dashboard', 'playpal' ),
	];

	return (
		<Section aria-labelledby="pp-dashboard-heading">
			<Row>
				<h2 id="pp-dashboard-heading">
					{ __( 'Creator Dashboard', 'playpal' ) }
				</h2>
				<Badge>
					{ sprintf(
						/* translators: %s: rank, e.g. Platinum. */
						__( '%s Creator', 'playpal' ),
						rank
					) }
				</Badge>
				<Button onClick={ openNew }>
					{ __( 'Create New', 'playpal' ) }
				</Button>
			</Row>
			<Muted>
				{ sprintf(
					/* translators: %s: the member's name. */
					__( 'Welcome, %s. Your membership is active.', 'playpal' ),
					me.name
				) }
			</Muted>

			<LoadState
				inline
				data={ stats ?? undefined }
				error={ dashboard.error }
				onRetry={ () => void dashboard.mutate() }
				loading={ __( 'Loading your figures…', 'playpal' ) }
				failed={ {
					message: __( 'Your figures didn’t load.', 'playpal' ),
				} }
			>
				{ ( loaded ) => (
					<FigureTiles
						aria-label={ __( 'Creator stats', 'playpal' ) }
					>
						<div>
							<dt>{ __( 'Total earnings', 'playpal' ) }</dt>
							<dd>{ formatMoneyList( loaded.totalEarnings ) }</dd>
						</div>
						<div>
							<dt>{ __( 'Downloads', 'playpal' ) }</dt>
							<dd>{ loaded.totalDownloads }</dd>
						</div>
						<div>
							<dt>{ __( 'Creations', 'playpal' ) }</dt>
							<dd>{ loaded.totalCreations }</dd>
						</div>
						<div>
							<dt>
								{ sprintf(
									/* translators: %d: number of reviews. */
									_n(
										'Rating (%d review)',
										'Rating (%d reviews)',
										loaded.reviewCount,
										'playpal'
									),
									loaded.reviewCount
								) }
							</dt>
							<dd>{ loaded.averageRating.toFixed( 1 ) }</dd>
						</div>
					</FigureTiles>
				) }
			</LoadState>
			{ sample && (
				<Muted>
					{ __(
						'Stats above are from the sample creations.',
						'playpal'
					) }
				</Muted>
			) }

			<Card aria-label={ __( 'Your progress', 'playpal' ) } role="region">
				<Row>
					<h3>{ __( 'Your progress', 'playpal' ) }</h3>
					<Badge variant="outline">
						{ __( 'Sample goals', 'playpal' ) }
					</Badge>
				</Row>
				<Muted>
					{ __( 'Next rank: Gold — 65% of the way', 'playpal' ) }
				</Muted>
				<Muted>{ __( 'Monthly goal: $327 of $500', 'playpal' ) }</Muted>
				<Muted>
					{ __(
						'Community impact: 1,240 families reached',
						'playpal'
					) }
				</Muted>
			</Card>

			<Tabs
				value={ current }
				onValueChange={ ( value ) => setTab( value as TabKey ) }
			>
				<TabsList
					aria-label={ __( 'Creator dashboard sections', 'playpal' ) }
				>
					{ shown.map( ( [ key, label ] ) => (
						<TabsTrigger key={ key } value={ key }>
							{ label }
						</TabsTrigger>
					) ) }
				</TabsList>
				<TabsContent value="overview">
					<h3>{ __( 'Recent activity', 'playpal' ) }</h3>
					{ list.length === 0 ? (
						<Muted>{ __( 'No activity yet.', 'playpal' ) }</Muted>
					) : (
						<ul>
							{ list.slice( 0, 5 ).map( ( creation ) => (
								<li key={ creation.id }>
									{ sprintf(
										/* translators: 1: creation title, 2: its status, e.g. Pending Review. */
										__( '%1$s — %2$s', 'playpal' ),
										creation.title,
										statusLabel( creation.status )
									) }
								</li>
							) ) }
						</ul>
					) }
					<h3>{ __( 'Quick actions', 'playpal' ) }</h3>
					<Row>
						<Button variant="outline" onClick={ openNew }>
							{ __( 'Upload Content', 'playpal' ) }
						</Button>
						<Button
							variant="outline"
							onClick={ () => setTab( 'creations' ) }
						>
							{ __( 'Preview Gallery', 'playpal' ) }
						</Button>
						<ButtonLink
							variant="outline"
							href={ `${ getConfig().basePath.replace( /\/$/, '' ) }/forum` }
						>
							{ __( 'Community', 'playpal' ) }
						</ButtonLink>
						<Button variant="outline" disabled>
							{ __( 'Rewards (coming soon)', 'playpal' ) }
						</Button>
					</Row>
					<StatementSection
						months={
							figures?.earningsByMonth.map(
								( row ) => row.month
							) ?? []
						}
					/>
				</TabsContent>
				<TabsContent value="creations">
					<MyCreations
						data={
							creations.data && {
								...creations.data,
								creations: list,
							}
						}
						failed={ creations.error !== undefined }
						retry={ refresh }
						onEdit={ ( creation ) => {
							setEditing( creation );
							setDialogOpen( true );
						} }
					/>
				</TabsContent>
				{ flags.creator_analytics && (
					<TabsContent value="analytics">
						<AnalyticsTab
							data={ figures }
							failed={ dashboard.error !== undefined }
							retry={ () => void dashboard.mutate() }
						/>
					</TabsContent>
				) }
				<TabsContent value="tools">
					<Grid aria-label={ __( 'Creator Tools', 'playpal' ) }>
						{ tools.map( ( tool ) => (
							<li key={ tool }>
								<ComingSoon
									title={ tool }
									text={ __(
										'This tool is not available yet.',
										'playpal'
									) }
								/>
							</li>
						) ) }
					</Grid>
				</TabsContent>
			</Tabs>
			<CreationDialog
				open={ dialogOpen }
				onOpenChange={ setDialogOpen }
				creation={ editing }
				onSaved={ onSaved }
			/>
		</Section>
	);
}
