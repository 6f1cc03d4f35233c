/**
 * Deployment (SPEC §2, §4): each Appadoo is "Live" when deployed (anyone
 * with its link can play it; Visit opens it) or "Local" (only its owner can
 * open it; Deploy publishes it). Every Appadoo can be downloaded to play
 * offline, from the file system.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Grid, Muted } from '../../../components';
import { AppadooListGate } from './AppadooList';
import { DeploymentCard } from './DeploymentCard';
import { PortalTabSection } from './PortalTabSection';
import { usePortal } from './portal-context';

export function DeploymentTab() {
	const { data } = usePortal();
	const admin = data.viewMode === 'admin';
	const guest = data.me === null;
	return (
		<PortalTabSection
			tab="deployment"
			lead={ __(
				'Deploy an Appadoo to share it with a link: it plays in any browser, with its time limit, printing and content filter. Download offline for a copy that plays without the internet.',
				'playpal'
			) }
		>
			<AppadooListGate>
				{ ( list ) =>
					list.length === 0 ? (
						<Muted>{ __( 'No Appadoos yet.', 'playpal' ) }</Muted>
					) : (
						<Grid>
							{ list.map( ( appadoo ) => (
								<li key={ appadoo.id }>
									<DeploymentCard
										appadoo={ appadoo }
										guest={ guest }
										admin={ admin }
									/>
								</li>
							) ) }
						</Grid>
					)
				}
			</AppadooListGate>
		</PortalTabSection>
	);
}
