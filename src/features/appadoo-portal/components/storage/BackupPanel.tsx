/**
 * Backup & Restore: per Appadoo, Back up now (SPEC §8 toasts) and its
 * backups — time, size, provider, compressed/encrypted — each with Download,
 * Restore (after a confirmation) and Delete.
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
	Badge,
	Button,
	ButtonLink,
	Card,
	FormDialog,
	Grid,
	LoadList,
	Muted,
	Row,
	toast,
} from '../../../../components';
import { createBackup } from '../../api/create-backup';
import { deleteBackup } from '../../api/delete-backup';
import { useBackups } from '../../api/get-backups';
import { backupDownloadUrl } from '../../api/paths';
import { restoreBackup } from '../../api/restore-backup';
import { serverMessage } from '../../api/errors';
import { useRefreshPortal } from '../../hooks/use-refresh-portal';
import type { Backup, Provider, StorageAppadoo } from '../../types';
import { PlainList, Section } from '../layout';
import { formatBytes, formatDateTime } from '../../../../lib/format';
import { usePortal } from '../portal-context';
import { useStorageReadOnly } from './read-only';

interface BackupListProps {
	record: StorageAppadoo;
	providers: Provider[];
	onRestore: ( backup: Backup ) => void;
}

function BackupList( { record, providers, onRestore }: BackupListProps ) {
	const { data, error, mutate } = useBackups( record.id );
	const refresh = useRefreshPortal();
	const [ deleting, setDeleting ] = useState< string | null >( null );

	const providerName = ( id: string ) =>
		providers.find( ( provider ) => provider.id === id )?.name ?? id;

	const onDelete = async ( backup: Backup ) => {
		setDeleting( backup.id );
		try {
			await deleteBackup( record.id, backup.id );
			toast( { title: __( 'Backup deleted.', 'playpal' ) } );
			await mutate();
			void refresh( 'storage' );
		} catch ( failure ) {
			toast( {
				variant: 'destructive',
				title: __(
					'Could not delete the backup. Please try again.',
					'playpal'
				),
				description: serverMessage( failure ),
			} );
		} finally {
			setDeleting( null );
		}
	};

	return (
		<LoadList
			items={ data }
			failed={ ! data && !! error }
			onRetry={ () => void mutate() }
			failedMessage={ __( 'We couldn’t load the backups.', 'playpal' ) }
			loading={ __( 'Loading backups…', 'playpal' ) }
			empty={ __( 'No backups yet.', 'playpal' ) }
			list={ PlainList }
			aria-label={ __( 'Backups', 'playpal' ) }
		>
			{ ( backup ) => (
				<li key={ backup.id }>
					<Row>
						<time dateTime={ backup.createdAt }>
							{ formatDateTime( backup.createdAt ) }
						</time>
						<span>{ formatBytes( backup.size ) }</span>
						<span>{ providerName( backup.provider ) }</span>
						{ backup.compressed && (
							<Badge variant="secondary" size="sm">
								{ __( 'Compressed', 'playpal' ) }
							</Badge>
						) }
						{ backup.encrypted && (
							<Badge variant="secondary" size="sm">
								{ __( 'Encrypted', 'playpal' ) }
							</Badge>
						) }
					</Row>
					<Row>
						<ButtonLink
							size="sm"
							variant="link"
							href={ backupDownloadUrl( record.id, backup.id ) }
							download
						>
							{ __( 'Download', 'playpal' ) }
						</ButtonLink>
						<Button
							size="sm"
							variant="outline"
							aria-haspopup="dialog"
							onClick={ () => onRestore( backup ) }
						>
							{ __( 'Restore', 'playpal' ) }
						</Button>
						<Button
							size="sm"
							variant="destructive"
							disabled={ deleting !== null }
							onClick={ () => void onDelete( backup ) }
						>
							{ deleting === backup.id
								? __( 'Deleting…', 'playpal' )
								: __( 'Delete', 'playpal' ) }
						</Button>
					</Row>
				</li>
			) }
		</LoadList>
	);
}

interface BackupCardProps {
	record: StorageAppadoo;
	providers: Provider[];
	readOnly: boolean;
	showOwner: boolean;
}

function BackupCard( {
	record,
	providers,
	readOnly,
	showOwner,
}: BackupCardProps ) {
	const refresh = useRefreshPortal();
	const [ open, setOpen ] = useState( false );
	const [ backingUp, setBackingUp ] = useState( false );
	const [ restoring, setRestoring ] = useState< Backup | null >( null );
	const [ restoreBusy, setRestoreBusy ] = useState( false );
	const listId = `backups-${ record.id }`;

	const onBackup = async () => {
		setBackingUp( true );
		try {
			await createBackup( record.id );
			toast( { title: __( 'Backup created successfully!', 'playpal' ) } );
			void refresh( 'storage', 'backups' );
		} catch {
			toast( {
				variant: 'destructive',
				title: __(
					'Failed to create backup. Please try again.',
					'playpal'
				),
			} );
		} finally {
			setBackingUp( false );
		}
	};

	const onConfirmRestore = async () => {
		if ( ! restoring ) {
			return;
		}
		setRestoreBusy( true );
		try {
			await restoreBackup( record.id, restoring.id );
			toast( { title: __( 'Backup restored.', 'playpal' ) } );
			setRestoring( null );
			void refresh( 'storage', 'appadoos' );
		} catch ( failure ) {
			toast( {
				variant: 'destructive',
				title: __(
					'Could not restore the backup. Please try again.',
					'playpal'
				),
				description: serverMessage( failure ),
			} );
		} finally {
			setRestoreBusy( false );
		}
	};

	return (
		<Card as="article" aria-labelledby={ `${ listId }-name` }>
			<h3 id={ `${ listId }-name` }>{ record.name }</h3>
			{ showOwner && (
				<Muted>
					{ sprintf(
						/* translators: %s: owner's name. */
						__( 'Owner: %s', 'playpal' ),
						record.owner.name
					) }
				</Muted>
			) }
			<Muted>
				{ record.lastBackup
					? sprintf(
							/* translators: %s: date and time. */
							__( 'Last backup: %s', 'playpal' ),
							formatDateTime( record.lastBackup )
						)
					: __( 'Not backed up yet.', 'playpal' ) }
			</Muted>
			<Row>
				<Button
					size="sm"
					disabled={ readOnly || backingUp }
					onClick={ () => void onBackup() }
					aria-label={
						backingUp
							? undefined
							: sprintf(
									/* translators: %s: Appadoo name. */
									__( 'Back up %s now', 'playpal' ),
									record.name
								)
					}
				>
					{ backingUp
						? __( 'Backing up…', 'playpal' )
						: __( 'Back up now', 'playpal' ) }
				</Button>
				<Button
					size="sm"
					variant="outline"
					disabled={ readOnly }
					aria-expanded={ open }
					aria-controls={ listId }
					onClick={ () => setOpen( ( value ) => ! value ) }
				>
					{ open
						? __( 'Hide backups', 'playpal' )
						: __( 'Show backups', 'playpal' ) }
				</Button>
			</Row>
			<div id={ listId } hidden={ ! open }>
				{ open && (
					<BackupList
						record={ record }
						providers={ providers }
						onRestore={ setRestoring }
					/>
				) }
			</div>
			<FormDialog
				open={ restoring !== null }
				onOpenChange={ ( value ) =>
					! value && ! restoreBusy && setRestoring( null )
				}
				title={ __( 'Restore this backup?', 'playpal' ) }
				description={
					restoring &&
					sprintf(
						/* translators: 1: Appadoo name, 2: date and time of the backup. */
						__(
							'%1$s goes back to how it was on %2$s. Changes made since then are replaced.',
							'playpal'
						),
						record.name,
						formatDateTime( restoring.createdAt )
					)
				}
				busy={ restoreBusy }
				cancelDisabled={ restoreBusy }
				onAction={ () => void onConfirmRestore() }
				action={
					restoreBusy
						? __( 'Restoring…', 'playpal' )
						: __( 'Restore backup', 'playpal' )
				}
			/>
		</Card>
	);
}

export interface BackupPanelProps {
	providers: Provider[];
	appadoos: StorageAppadoo[];
}

export function BackupPanel( { providers, appadoos }: BackupPanelProps ) {
	const readOnly = useStorageReadOnly();
	const showOwner = usePortal().data.viewMode === 'admin';
	return (
		<Section aria-label={ __( 'Backup and restore', 'playpal' ) }>
			{ appadoos.length === 0 ? (
				<Muted>{ __( 'No Appadoos yet.', 'playpal' ) }</Muted>
			) : (
				<Grid $min="20rem">
					{ appadoos.map( ( record ) => (
						<li key={ record.id }>
							<BackupCard
								record={ record }
								providers={ providers }
								readOnly={ readOnly }
								showOwner={ showOwner }
							/>
						</li>
					) ) }
				</Grid>
			) }
		</Section>
	);
}
