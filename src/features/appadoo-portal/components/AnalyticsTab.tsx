/**
 * Analytics (SPEC §2): top Appadoos by sessions and by time (from the
 * Appadoos' own usage counters) and template downloads (from the library).
 * Charts and trends are not built yet and the tab says so.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Appadoo } from '../types';
import { formatUsage } from '../utils/portal-stats';
import { AppadooListGate } from './AppadooList';
import { ComingSoon } from './ComingSoon';
import { Card, Grid, Muted, Section } from './layout';
import { usePortal } from './portal-context';

const TOP = 5;

function topBy(
	list: readonly Appadoo[],
	pick: ( appadoo: Appadoo ) => number
): Appadoo[] {
	return [ ...list ]
		.sort( ( a, b ) => pick( b ) - pick( a ) )
		.slice( 0, TOP );
}

export function AnalyticsTab() {
	const templates = usePortal().data.templates.list ?? [];
	return (
		<Section aria-labelledby="appadoo-analytics-heading">
			<h2 id="appadoo-analytics-heading">
				{ __( 'Analytics', 'playpal' ) }
			</h2>
			<ComingSoon>
				{ __(
					'Charts and trends over time are not available yet. Below are the totals each Appadoo has counted so far.',
					'playpal'
				) }
			</ComingSoon>
			<AppadooListGate>
				{ ( list ) =>
					list.length === 0 ? (
						<Muted>{ __( 'No Appadoos yet.', 'playpal' ) }</Muted>
					) : (
						<Grid $min="18rem">
							<li>
								<Card>
									<h3>
										{ __(
											'Top Appadoos by sessions',
											'playpal'
										) }
									</h3>
									<ol>
										{ topBy(
											list,
											( a ) => a.usage.sessions
										).map( ( appadoo ) => (
											<li key={ appadoo.id }>
												{ appadoo.name } —{ ' ' }
												{ appadoo.usage.sessions }
											</li>
										) ) }
									</ol>
								</Card>
							</li>
							<li>
								<Card>
									<h3>
										{ __(
											'Top Appadoos by time',
											'playpal'
										) }
									</h3>
									<ol>
										{ topBy(
											list,
											( a ) => a.usage.totalTime
										).map( ( appadoo ) => (
											<li key={ appadoo.id }>
												{ appadoo.name } —{ ' ' }
												{ formatUsage(
													appadoo.usage.totalTime
												) }
											</li>
										) ) }
									</ol>
								</Card>
							</li>
							<li>
								<Card>
									<h3>
										{ __(
											'Template downloads',
											'playpal'
										) }
									</h3>
									<ol>
										{ [ ...templates ]
											.sort(
												( a, b ) =>
													b.downloads - a.downloads
											)
											.slice( 0, TOP )
											.map( ( template ) => (
												<li key={ template.id }>
													{ template.name } —{ ' ' }
													{ template.downloads }
												</li>
											) ) }
									</ol>
								</Card>
							</li>
						</Grid>
					)
				}
			</AppadooListGate>
		</Section>
	);
}
