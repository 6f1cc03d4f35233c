/**
 * Analytics (SPEC §2 Appadoo portal → Analytics): the top Appadoos by
 * sessions and by play time, and how many Appadoos came from each template
 * ("template downloads"), from GET pp/v1/appadoos/analytics: the same
 * figures as the stat tiles. The sessions are real: the runtime reports
 * each play (docs/APPADOOS.md, Play analytics).
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Card, Grid, LoadState, Muted } from '../../../components';
import type { PlayAnalytics } from '../types';
import { formatPlayTime } from '../utils/portal-stats';
import { PortalTabSection } from './PortalTabSection';
import { usePortal } from './portal-context';

interface RankingProps {
	title: string;
	id: string;
	empty: string;
	items: Array< { key: string | number; name: string; figure: string } >;
	children?: ReactNode;
}

function Ranking( { title, id, empty, items, children }: RankingProps ) {
	return (
		<li>
			<Card as="section" aria-labelledby={ id }>
				<h3 id={ id }>{ title }</h3>
				{ children }
				{ items.length === 0 ? (
					<Muted>{ empty }</Muted>
				) : (
					<ol aria-labelledby={ id }>
						{ items.map( ( item ) => (
							<li key={ item.key }>
								{ item.name } — <strong>{ item.figure }</strong>
							</li>
						) ) }
					</ol>
				) }
			</Card>
		</li>
	);
}

function Figures( { analytics }: { analytics: PlayAnalytics } ) {
	return (
		<Grid $min="18rem">
			<Ranking
				id="appadoo-analytics-sessions"
				title={ __( 'Top Appadoos by sessions', 'playpal' ) }
				empty={ __( 'No sessions played yet.', 'playpal' ) }
				items={ analytics.topBySessions.map( ( appadoo ) => ( {
					key: appadoo.id,
					name: appadoo.name,
					figure: sprintf(
						/* translators: %d: number of play sessions. */
						_n(
							'%d session',
							'%d sessions',
							appadoo.sessions,
							'playpal'
						),
						appadoo.sessions
					),
				} ) ) }
			/>
			<Ranking
				id="appadoo-analytics-time"
				title={ __( 'Top Appadoos by time', 'playpal' ) }
				empty={ __( 'No play time yet.', 'playpal' ) }
				items={ analytics.topByTime.map( ( appadoo ) => ( {
					key: appadoo.id,
					name: appadoo.name,
					figure: formatPlayTime( appadoo.totalSeconds ),
				} ) ) }
			/>
			<Ranking
				id="appadoo-analytics-templates"
				title={ __( 'Template downloads', 'playpal' ) }
				empty={ __( 'No Appadoos yet.', 'playpal' ) }
				items={ analytics.templates.map( ( template ) => ( {
					key: template.id,
					name: template.name,
					figure: sprintf(
						/* translators: %d: number of Appadoos. */
						_n(
							'%d Appadoo',
							'%d Appadoos',
							template.count,
							'playpal'
						),
						template.count
					),
				} ) ) }
			>
				<Muted>
					{ __(
						'How many Appadoos started from each template.',
						'playpal'
					) }
				</Muted>
			</Ranking>
		</Grid>
	);
}

export function AnalyticsTab() {
	const { analytics } = usePortal().data;
	return (
		<PortalTabSection tab="analytics">
			<LoadState
				inline
				data={ analytics.data }
				error={ analytics.failed }
				onRetry={ analytics.retry }
				loading={ __( 'Loading analytics…', 'playpal' ) }
				failed={ {
					message: __(
						'We couldn’t load the analytics just now.',
						'playpal'
					),
				} }
			>
				{ ( data ) => <Figures analytics={ data } /> }
			</LoadState>
		</PortalTabSection>
	);
}
