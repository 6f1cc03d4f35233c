/**
 * One Appadoo on the Deployment tab: "Live" or "Local", Deploy or Visit and
 * Undeploy, and Download offline (docs/APPADOOS.md, Deployment).
 */

/**
 * External dependencies
 */
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Button,
	ButtonLink,
	Card,
	Muted,
	Row,
	toast,
} from '../../../components';
import { useSaveForOffline } from '../../../lib/offline/save-slot';
import { serverMessage } from '../api/errors';
import { setDeployed } from '../api/deploy-appadoo';
import { offlineDownloadUrl } from '../api/paths';
import { useRefreshPortal } from '../hooks/use-refresh-portal';
import type { Appadoo } from '../types';
import { DeploymentBadge } from './AppadooStatusBadge';
import { InlineError } from './layout';

export interface DeploymentCardProps {
	appadoo: Appadoo;
	/** Sample data for a guest: every action is off. */
	guest: boolean;
	/** Admin view: the owner is named. */
	admin: boolean;
}

/**
 * The text of the Deploy / Undeploy button.
 *
 * @param live Whether the Appadoo is deployed.
 * @param busy Whether a change is on its way.
 */
function deployLabel( live: boolean, busy: boolean ): string {
	if ( live ) {
		return busy
			? __( 'Undeploying…', 'playpal' )
			: __( 'Undeploy', 'playpal' );
	}
	return busy ? __( 'Deploying…', 'playpal' ) : __( 'Deploy', 'playpal' );
}

export function DeploymentCard( {
	appadoo,
	guest,
	admin,
}: DeploymentCardProps ) {
	const refresh = useRefreshPortal();
	const SaveForOffline = useSaveForOffline();
	const [ busy, setBusy ] = useState( false );
	const [ failure, setFailure ] = useState( '' );
	const live = appadoo.status === 'deployed';
	const headingId = `appadoo-deployment-${ appadoo.id }`;
	const describedBy = guest ? 'appadoo-guest-notice' : undefined;

	const change = async ( deploy: boolean ) => {
		setBusy( true );
		setFailure( '' );
		try {
			await setDeployed( appadoo.id, deploy );
			toast( {
				title: deploy
					? sprintf(
							/* translators: %s: Appadoo name. */
							__( '“%s” is Live.', 'playpal' ),
							appadoo.name
						)
					: sprintf(
							/* translators: %s: Appadoo name. */
							__( '“%s” is no longer Live.', 'playpal' ),
							appadoo.name
						),
			} );
			await refresh( 'appadoos' );
		} catch ( error ) {
			setFailure(
				serverMessage( error ) ??
					( deploy
						? __(
								'The Appadoo could not be deployed. Please try again.',
								'playpal'
							)
						: __(
								'The Appadoo could not be undeployed. Please try again.',
								'playpal'
							) )
			);
		} finally {
			setBusy( false );
		}
	};

	let visit = null;
	if ( live && appadoo.publicUrl && ! guest ) {
		visit = (
			<ButtonLink
				size="sm"
				href={ appadoo.publicUrl }
				target="_blank"
				rel="noopener noreferrer"
				aria-label={ sprintf(
					/* translators: %s: Appadoo name. */
					__( 'Visit %s (opens in a new tab)', 'playpal' ),
					appadoo.name
				) }
			>
				{ __( 'Visit', 'playpal' ) }
			</ButtonLink>
		);
	} else if ( live ) {
		// Sample data has no address to visit.
		visit = (
			<Button size="sm" disabled aria-describedby={ describedBy }>
				{ __( 'Visit', 'playpal' ) }
			</Button>
		);
	}

	return (
		<Card as="article" aria-labelledby={ headingId }>
			<Row>
				<h3 id={ headingId }>{ appadoo.name }</h3>
				<DeploymentBadge status={ appadoo.status } />
			</Row>
			{ admin && (
				<Muted>
					{ sprintf(
						/* translators: %s: owner's name. */
						__( 'Owner: %s', 'playpal' ),
						appadoo.owner.name
					) }
				</Muted>
			) }
			<Muted>
				{ live
					? __( 'Anyone with the link can play it.', 'playpal' )
					: __( 'Only you can open it.', 'playpal' ) }
			</Muted>
			<Row>
				{ visit }
				<Button
					size="sm"
					variant={ live ? 'outline' : 'default' }
					disabled={ guest || busy }
					aria-describedby={ describedBy }
					onClick={ () => void change( ! live ) }
				>
					{ deployLabel( live, busy ) }
				</Button>
				{ guest ? (
					<Button
						size="sm"
						variant="outline"
						disabled
						aria-describedby={ describedBy }
					>
						{ __( 'Download offline', 'playpal' ) }
					</Button>
				) : (
					<ButtonLink
						size="sm"
						variant="outline"
						href={ offlineDownloadUrl( appadoo.id ) }
						download
						aria-label={ sprintf(
							/* translators: %s: Appadoo name. */
							__( 'Download %s offline', 'playpal' ),
							appadoo.name
						) }
					>
						{ __( 'Download offline', 'playpal' ) }
					</ButtonLink>
				) }
			</Row>
			{ ! guest && SaveForOffline && (
				<SaveForOffline
					target={ {
						kind: 'appadoo',
						appadoo: appadoo.id,
						title: appadoo.name,
					} }
				/>
			) }
			{ failure !== '' && (
				<InlineError role="alert">{ failure }</InlineError>
			) }
		</Card>
	);
}
