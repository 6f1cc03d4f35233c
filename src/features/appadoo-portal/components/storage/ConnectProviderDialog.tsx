/**
 * Connect a storage provider: a dialog collecting its credentials (google:
 * Client ID and API Key; dropbox: App Key). The button reads "Connecting..."
 * while the request runs; the toasts are SPEC §8's.
 */

/**
 * External dependencies
 */
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FormDialog, toast } from '../../../../components';
import { connectProvider } from '../../api/connect-provider';
import type { ProviderCredentials } from '../../api/connect-provider';
import { useRefreshPortal } from '../../hooks/use-refresh-portal';
import type { Provider } from '../../types';
import { Field, FormBody, InlineError } from '../layout';

interface CredentialField {
	name: string;
	label: string;
}

function credentialFields( provider: Provider ): CredentialField[] {
	if ( provider.type === 'google' ) {
		return [
			{ name: 'clientId', label: __( 'Client ID', 'playpal' ) },
			{ name: 'apiKey', label: __( 'API Key', 'playpal' ) },
		];
	}
	if ( provider.type === 'dropbox' ) {
		return [ { name: 'appKey', label: __( 'App Key', 'playpal' ) } ];
	}
	return [];
}

export interface ConnectProviderDialogProps {
	provider: Provider | null;
	onOpenChange: ( open: boolean ) => void;
}

export function ConnectProviderDialog( {
	provider,
	onOpenChange,
}: ConnectProviderDialogProps ) {
	const id = useId();
	const refresh = useRefreshPortal();
	const [ values, setValues ] = useState< Record< string, string > >( {} );
	const [ missing, setMissing ] = useState( false );
	const [ connecting, setConnecting ] = useState( false );

	useEffect( () => {
		setValues( {} );
		setMissing( false );
	}, [ provider ] );

	const fields = provider ? credentialFields( provider ) : [];

	const onSubmit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! provider ) {
			return;
		}
		const trimmed = Object.fromEntries(
			fields.map( ( field ) => [
				field.name,
				( values[ field.name ] ?? '' ).trim(),
			] )
		);
		if ( Object.values( trimmed ).some( ( value ) => value === '' ) ) {
			setMissing( true );
			return;
		}
		setMissing( false );
		setConnecting( true );
		try {
			await connectProvider(
				provider.id,
				trimmed as unknown as ProviderCredentials
			);
			toast( {
				title: sprintf(
					/* translators: %s: storage provider name. */
					__( 'Successfully connected to %s!', 'playpal' ),
					provider.name
				),
			} );
			onOpenChange( false );
			void refresh( 'providers' );
		} catch {
			toast( {
				variant: 'destructive',
				title: sprintf(
					/* translators: %s: storage provider name. */
					__(
						'Failed to connect to %s. Please check your credentials.',
						'playpal'
					),
					provider.name
				),
			} );
		} finally {
			setConnecting( false );
		}
	};

	return (
		<FormDialog
			open={ provider !== null }
			onOpenChange={ ( open ) => ! connecting && onOpenChange( open ) }
			onSubmit={ onSubmit }
			noValidate
			title={
				provider
					? sprintf(
							/* translators: %s: storage provider name. */
							__( 'Connect %s', 'playpal' ),
							provider.name
						)
					: __( 'Connect', 'playpal' )
			}
			description={ __(
				'Your credentials are stored encrypted and used only for your backups.',
				'playpal'
			) }
			busy={ connecting }
			cancelDisabled={ connecting }
			action={
				connecting
					? // eslint-disable-next-line @wordpress/i18n-ellipsis -- The spec's exact text (SPEC §4).
						__( 'Connecting...', 'playpal' )
					: __( 'Connect', 'playpal' )
			}
		>
			<FormBody>
				{ fields.map( ( field ) => (
					<Field key={ field.name }>
						<label htmlFor={ `${ id }-${ field.name }` }>
							{ field.label }
						</label>
						<input
							id={ `${ id }-${ field.name }` }
							name={ field.name }
							autoComplete="off"
							spellCheck={ false }
							required
							aria-invalid={
								missing &&
								! ( values[ field.name ] ?? '' ).trim()
									? true
									: undefined
							}
							value={ values[ field.name ] ?? '' }
							onChange={ ( event ) =>
								setValues( ( current ) => ( {
									...current,
									[ field.name ]: event.target.value,
								} ) )
							}
						/>
					</Field>
				) ) }
				{ missing && (
					<InlineError role="alert">
						{ __( 'Please fill in every field.', 'playpal' ) }
					</InlineError>
				) }
			</FormBody>
		</FormDialog>
	);
}
