/**
 * Storage (SPEC §2): Overview, Providers, Appadoo Settings and Backup &
 * Restore, with Bulk Backup, Export and Cleanup. Guests, and anyone whose
 * storage failed to load, see the sample figures with every action off.
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
	Button,
	ButtonLink,
	Muted,
	Row,
	Tabs,
	TabsContent,
	TabsList,
	TabsTrigger,
	toast,
} from '../../../../components';
import { bulkBackup } from '../../api/bulk-backup';
import { cleanupStorage } from '../../api/cleanup-storage';
import { serverMessage } from '../../api/errors';
import { exportUrl } from '../../api/paths';
import { useRefreshPortal } from '../../hooks/use-refresh-portal';
import { PortalTabSection } from '../PortalTabSection';
import { usePortal } from '../portal-context';
import { BackupPanel } from './BackupPanel';
import { OverviewPanel } from './OverviewPanel';
import { ProvidersPanel } from './ProvidersPanel';
import { useStorageReadOnly } from './read-only';
import { StorageSettingsPanel } from './StorageSettingsPanel';

function StorageActions() {
	const { data } = usePortal();
	const readOnly = useStorageReadOnly();
	const refresh = useRefreshPortal();
	const [ busy, setBusy ] = useState< 'bulk' | 'cleanup' | null >( null );

	const onBulk = async () => {
		setBusy( 'bulk' );
		try {
			const { backups, failed } = await bulkBackup();
			toast( {
				variant: failed.length > 0 ? 'destructive' : 'default',
				title: sprintf(
					/* translators: %d: number of Appadoos backed up. */
					_n(
						'%d Appadoo backed up.',
						'%d Appadoos backed up.',
						backups.length,
						'playpal'
					),
					backups.length
				),
				description:
					failed.length > 0
						? sprintf(
								/* translators: %d: number of Appadoos that failed. */
								_n(
									'%d Appadoo could not be backed up.',
									'%d Appadoos could not be backed up.',
									failed.length,
									'playpal'
								),
								failed.length
							)
						: undefined,
			} );
			void refresh( 'storage', 'backups' );
		} catch ( error ) {
			toast( {
				variant: 'destructive',
				title: __(
					'Failed to create backup. Please try again.',
					'playpal'
				),
				description: serverMessage( error ),
			} );
		} finally {
			setBusy( null );
		}
	};

	const onCleanup = async () => {
		setBusy( 'cleanup' );
		try {
			const removed = await cleanupStorage();
			toast( {
				title: sprintf(
					/* translators: %d: number of backups removed. */
					_n(
						'Removed %d old backup.',
						'Removed %d old backups.',
						removed,
						'playpal'
					),
					removed
				),
			} );
			void refresh( 'storage', 'backups' );
		} catch ( error ) {
			toast( {
				variant: 'destructive',
				title: __(
					'Could not clean up old backups. Please try again.',
					'playpal'
				),
				description: serverMessage( error ),
			} );
		} finally {
			setBusy( null );
		}
	};

	return (
		<>
			<Row>
				<Button
					variant="outline"
					disabled={ readOnly || busy !== null }
					onClick={ () => void onBulk() }
				>
					{ busy === 'bulk'
						? __( 'Backing up…', 'playpal' )
						: __( 'Bulk Backup', 'playpal' ) }
				</Button>
				{ readOnly ? (
					<Button variant="outline" disabled>
						{ __( 'Export', 'playpal' ) }
					</Button>
				) : (
					<ButtonLink variant="outline" href={ exportUrl() } download>
						{ __( 'Export', 'playpal' ) }
					</ButtonLink>
				) }
				<Button
					variant="outline"
					disabled={ readOnly || busy !== null }
					onClick={ () => void onCleanup() }
				>
					{ busy === 'cleanup'
						? __( 'Cleaning up…', 'playpal' )
						: __( 'Cleanup', 'playpal' ) }
				</Button>
			</Row>
			{ data.viewMode === 'admin' && ! readOnly && (
				<Muted>
					{ __(
						'Bulk Backup, Export and Cleanup act on your own Appadoos.',
						'playpal'
					) }
				</Muted>
			) }
		</>
	);
}

export function StorageTab() {
	const { data } = usePortal();
	const { storage } = data;

	return (
		<PortalTabSection tab="storage">
			<StorageActions />
			{ storage.loading || ! storage.providers || ! storage.appadoos ? (
				// After a 401 nothing more will load: the session notice above says what to do.
				! data.sessionExpired && (
					<Muted role="status">
						{ __( 'Loading your storage…', 'playpal' ) }
					</Muted>
				)
			) : (
				<Tabs defaultValue="overview">
					<TabsList
						aria-label={ __( 'Storage sections', 'playpal' ) }
					>
						<TabsTrigger value="overview">
							{ __( 'Overview', 'playpal' ) }
						</TabsTrigger>
						<TabsTrigger value="providers">
							{ __( 'Providers', 'playpal' ) }
						</TabsTrigger>
						<TabsTrigger value="settings">
							{ __( 'Appadoo Settings', 'playpal' ) }
						</TabsTrigger>
						<TabsTrigger value="backups">
							{ __( 'Backup & Restore', 'playpal' ) }
						</TabsTrigger>
					</TabsList>
					<TabsContent value="overview">
						<OverviewPanel
							providers={ storage.providers }
							appadoos={ storage.appadoos }
						/>
					</TabsContent>
					<TabsContent value="providers">
						<ProvidersPanel providers={ storage.providers } />
					</TabsContent>
					<TabsContent value="settings">
						<StorageSettingsPanel
							providers={ storage.providers }
							appadoos={ storage.appadoos }
						/>
					</TabsContent>
					<TabsContent value="backups">
						<BackupPanel
							providers={ storage.providers }
							appadoos={ storage.appadoos }
						/>
					</TabsContent>
				</Tabs>
			) }
		</PortalTabSection>
	);
}
