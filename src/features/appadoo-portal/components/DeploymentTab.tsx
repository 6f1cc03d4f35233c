/**
 * Deployment (SPEC §2, §4): each Appadoo is "Live" when deployed, otherwise
 * "Local". Visit and Deploy are not built yet and say so.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Badge, Button } from '../../../components';
import { AppadooListGate } from './AppadooList';
import { ComingSoon } from './ComingSoon';
import { Card, Grid, Muted, Row, Section } from './layout';
import { usePortal } from './portal-context';

export function DeploymentTab() {
	const admin = usePortal().data.viewMode === 'admin';
	return (
		<Section aria-labelledby="appadoo-deployment-heading">
			<h2 id="appadoo-deployment-heading">
				{ __( 'Deployment', 'playpal' ) }
			</h2>
			<ComingSoon>
				{ __(
					'Publishing Appadoos to the content delivery network is not available yet; Visit and Deploy will work when it is.',
					'playpal'
				) }
			</ComingSoon>
			<AppadooListGate>
				{ ( list ) =>
					list.length === 0 ? (
						<Muted>{ __( 'No Appadoos yet.', 'playpal' ) }</Muted>
					) : (
						<Grid>
							{ list.map( ( appadoo ) => {
								const live = appadoo.status === 'deployed';
								return (
									<li key={ appadoo.id }>
										<Card
											as="article"
											aria-label={ appadoo.name }
										>
											<Row>
												<h3>{ appadoo.name }</h3>
												<Badge
													variant={
														live
															? 'default'
															: 'outline'
													}
												>
													{ live
														? __(
																'Live',
																'playpal'
															)
														: __(
																'Local',
																'playpal'
															) }
												</Badge>
											</Row>
											{ admin && (
												<Muted>
													{ sprintf(
														/* translators: %s: owner's name. */
														__(
															'Owner: %s',
															'playpal'
														),
														appadoo.owner.name
													) }
												</Muted>
											) }
											<Row>
												<Button
													size="sm"
													variant="outline"
													disabled
												>
													{ live
														? __(
																'Visit',
																'playpal'
															)
														: __(
																'Deploy',
																'playpal'
															) }
												</Button>
											</Row>
										</Card>
									</li>
								);
							} ) }
						</Grid>
					)
				}
			</AppadooListGate>
		</Section>
	);
}
