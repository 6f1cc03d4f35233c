/**
 * Appadoo Settings: per Appadoo, its storage provider (connected ones only),
 * retention days (a whole number, 0 or more; 0 keeps every backup) and the
 * auto backup, compression and encryption switches. Each change is sent at
 * once (PUT), shown before the answer, and put back if the server refuses.
 */

/**
 * External dependencies
 */
import { useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Card, Grid, Muted } from '../../../../components';
import { useUpdateStorageSettings } from '../../hooks/use-update-storage-settings';
import type {
	Provider,
	StorageAppadoo,
	StorageSettingsPatch,
} from '../../types';
import { parseRetentionDays, RETENTION_DAYS_MAX } from '../../utils/validation';
import { SwitchField, WholeNumberInput } from '../fields';
import { Facts, Field, InlineError, Section } from '../layout';
import { formatBytes, formatDateTime } from '../../../../lib/format';
import { usePortal } from '../portal-context';
import { useStorageReadOnly } from './read-only';

interface RowProps {
	record: StorageAppadoo;
	providers: Provider[];
	readOnly: boolean;
	showOwner: boolean;
	/** Someone else's Appadoo (admin view): their connections, not the viewer's, decide its provider. */
	ownedByOther: boolean;
	onChange: ( id: number, patch: StorageSettingsPatch ) => Promise< boolean >;
}

function RetentionField( {
	record,
	readOnly,
	onChange,
}: Pick< RowProps, 'record' | 'readOnly' | 'onChange' > ) {
	const id = `storage-${ record.id }-retention`;
	const [ text, setText ] = useState( String( record.retentionDays ) );
	const [ error, setError ] = useState( '' );

	useEffect( () => {
		setText( String( record.retentionDays ) );
	}, [ record.retentionDays ] );

	const commit = () => {
		const value = parseRetentionDays( text );
		if ( value === null ) {
			setError(
				__(
					'Enter a whole number of days from 0 to 3650 (0 keeps every backup).',
					'playpal'
				)
			);
			return;
		}
		setError( '' );
		setText( String( value ) );
		if ( value !== record.retentionDays ) {
			void onChange( record.id, { retentionDays: value } );
		}
	};

	const onKeyDown = ( event: KeyboardEvent< HTMLInputElement > ) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			commit();
		}
	};

	return (
		<Field>
			<label htmlFor={ id }>{ __( 'Retention days', 'playpal' ) }</label>
			<WholeNumberInput
				id={ id }
				min={ 0 }
				max={ RETENTION_DAYS_MAX }
				value={ text }
				disabled={ readOnly }
				aria-invalid={ error ? true : undefined }
				aria-describedby={ error ? `${ id }-error` : `${ id }-hint` }
				onChange={ ( event ) => setText( event.target.value ) }
				onBlur={ commit }
				onKeyDown={ onKeyDown }
			/>
			{ error ? (
				<InlineError id={ `${ id }-error` } role="alert">
					{ error }
				</InlineError>
			) : (
				<Muted id={ `${ id }-hint` }>
					{ __( '0 keeps every backup.', 'playpal' ) }
				</Muted>
			) }
		</Field>
	);
}

function SettingsCard( {
	record,
	providers,
	readOnly,
	showOwner,
	ownedByOther,
	onChange,
}: RowProps ) {
	const base = `storage-${ record.id }`;
	const connected = providers.filter( ( provider ) => provider.connected );
	const current = providers.find( ( p ) => p.id === record.storageProvider );
	const switches: Array< {
		key: 'autoBackup' | 'compressionEnabled' | 'encryptionEnabled';
		label: string;
	} > = [
		{ key: 'autoBackup', label: __( 'Auto backup', 'playpal' ) },
		{ key: 'compressionEnabled', label: __( 'Compression', 'playpal' ) },
		{ key: 'encryptionEnabled', label: __( 'Encryption', 'playpal' ) },
	];

	return (
		<Card as="fieldset" aria-labelledby={ `${ base }-name` }>
			<h3 id={ `${ base }-name` }>{ record.name }</h3>
			<Facts>
				{ showOwner && (
					<>
						<dt>{ __( 'Owner', 'playpal' ) }</dt>
						<dd>{ record.owner.name }</dd>
					</>
				) }
				<dt>{ __( 'Storage used', 'playpal' ) }</dt>
				<dd>{ formatBytes( record.storageUsed ) }</dd>
				<dt>{ __( 'Files', 'playpal' ) }</dt>
				<dd>{ record.fileCount }</dd>
				<dt>{ __( 'Last backup', 'playpal' ) }</dt>
				<dd>
					{ record.lastBackup
						? formatDateTime( record.lastBackup )
						: __( 'Never', 'playpal' ) }
				</dd>
			</Facts>
			<Field>
				<label htmlFor={ `${ base }-provider` }>
					{ __( 'Storage provider', 'playpal' ) }
				</label>
				<select
					id={ `${ base }-provider` }
					value={ record.storageProvider }
					disabled={ readOnly || ownedByOther }
					aria-describedby={
						ownedByOther ? `${ base }-provider-hint` : undefined
					}
					onChange={ ( event ) =>
						void onChange( record.id, {
							storageProvider: event.target
								.value as StorageAppadoo[ 'storageProvider' ],
						} )
					}
				>
					{ ! current?.connected && (
						<option value={ record.storageProvider } disabled>
							{ sprintf(
								/* translators: %s: storage provider name. */
								__( '%s (not connected)', 'playpal' ),
								current?.name ?? record.storageProvider
							) }
						</option>
					) }
					{ connected.map( ( provider ) => (
						<option key={ provider.id } value={ provider.id }>
							{ provider.name }
						</option>
					) ) }
				</select>
				{ ownedByOther && (
					<Muted id={ `${ base }-provider-hint` }>
						{ sprintf(
							/* translators: %s: the Appadoo owner's name. */
							__(
								'Only %s can choose where their backups go: it depends on their own connections.',
								'playpal'
							),
							record.owner.name
						) }
					</Muted>
				) }
			</Field>
			<RetentionField
				record={ record }
				readOnly={ readOnly }
				onChange={ onChange }
			/>
			{ switches.map( ( { key, label } ) => (
				<SwitchField
					key={ key }
					id={ `${ base }-${ key }` }
					label={ label }
					checked={ record[ key ] }
					disabled={ readOnly }
					onCheckedChange={ ( checked ) =>
						void onChange( record.id, { [ key ]: checked } )
					}
				/>
			) ) }
		</Card>
	);
}

export interface StorageSettingsPanelProps {
	providers: Provider[];
	appadoos: StorageAppadoo[];
}

export function StorageSettingsPanel( {
	providers,
	appadoos,
}: StorageSettingsPanelProps ) {
	const { data } = usePortal();
	const readOnly = useStorageReadOnly();
	const update = useUpdateStorageSettings(
		data.storage.source === 'live' ? data.scope : null
	);

	return (
		<Section aria-label={ __( 'Appadoo storage settings', 'playpal' ) }>
			{ appadoos.length === 0 ? (
				<Muted>{ __( 'No Appadoos yet.', 'playpal' ) }</Muted>
			) : (
				<Grid $min="18rem">
					{ appadoos.map( ( record ) => (
						<li key={ record.id }>
							<SettingsCard
								record={ record }
								providers={ providers }
								readOnly={ readOnly }
								showOwner={ data.viewMode === 'admin' }
								ownedByOther={
									data.me !== null &&
									record.owner.id !== data.me.id
								}
								onChange={ update }
							/>
						</li>
					) ) }
				</Grid>
			) }
		</Section>
	);
}
