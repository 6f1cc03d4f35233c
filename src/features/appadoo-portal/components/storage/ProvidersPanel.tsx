/**
 * Storage providers: Connected or Not connected, Connect (a dialog asking
 * for credentials) and Disconnect (never for Local Storage).
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
import { Button, Grid, Muted, Row, toast } from '../../../../components';
import { disconnectProvider } from '../../api/disconnect-provider';
import { serverMessage } from '../../api/errors';
import { useRefreshPortal } from '../../hooks/use-refresh-portal';
import type { Provider } from '../../types';
import { Section } from '../layout';
import { ConnectProviderDialog } from './ConnectProviderDialog';
import { ProviderCard } from './OverviewPanel';
import { useStorageReadOnly } from './read-only';

export function ProvidersPanel( { providers }: { providers: Provider[] } ) {
	const readOnly = useStorageReadOnly();
	const refresh = useRefreshPortal();
	const [ connecting, setConnecting ] = useState< Provider | null >( null );
	const [ disconnecting, setDisconnecting ] = useState< string | null >(
		null
	);

	const onDisconnect = async ( provider: Provider ) => {
		setDisconnecting( provider.id );
		try {
			await disconnectProvider( provider.id );
			toast( {
				title: sprintf(
					/* translators: %s: storage provider name. */
					__( 'Successfully disconnected from %s!', 'playpal' ),
					provider.name
				),
			} );
			await refresh( 'providers' );
		} catch ( error ) {
			toast( {
				variant: 'destructive',
				title: sprintf(
					/* translators: %s: storage provider name. */
					__( 'Failed to disconnect from %s.', 'playpal' ),
					provider.name
				),
				description: serverMessage( error ),
			} );
		} finally {
			setDisconnecting( null );
		}
	};

	return (
		<Section aria-label={ __( 'Storage providers', 'playpal' ) }>
			<Grid>
				{ providers.map( ( provider ) => {
					const local = provider.id === 'local';
					const hintId = `provider-${ provider.id }-hint`;
					return (
						<li key={ provider.id }>
							<ProviderCard provider={ provider }>
								<Row>
									{ provider.connected ? (
										<Button
											size="sm"
											variant="outline"
											disabled={
												local ||
												readOnly ||
												disconnecting !== null
											}
											aria-describedby={
												local ? hintId : undefined
											}
											aria-label={
												disconnecting === provider.id
													? undefined
													: sprintf(
															/* translators: %s: storage provider name. */
															__(
																'Disconnect %s',
																'playpal'
															),
															provider.name
														)
											}
											onClick={ () =>
												void onDisconnect( provider )
											}
										>
											{ disconnecting === provider.id
												? __(
														'Disconnecting…',
														'playpal'
													)
												: __(
														'Disconnect',
														'playpal'
													) }
										</Button>
									) : (
										<Button
											size="sm"
											disabled={ readOnly }
											aria-haspopup="dialog"
											aria-label={ sprintf(
												/* translators: %s: storage provider name. */
												__( 'Connect %s', 'playpal' ),
												provider.name
											) }
											onClick={ () =>
												setConnecting( provider )
											}
										>
											{ __( 'Connect', 'playpal' ) }
										</Button>
									) }
								</Row>
								{ local && (
									<Muted id={ hintId }>
										{ __(
											'Local Storage is always connected.',
											'playpal'
										) }
									</Muted>
								) }
							</ProviderCard>
						</li>
					);
				} ) }
			</Grid>
			<ConnectProviderDialog
				provider={ connecting }
				onOpenChange={ ( open ) => {
					if ( ! open ) {
						setConnecting( null );
					}
				} }
			/>
		</Section>
	);
}
