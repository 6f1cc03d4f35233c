/**
 * An Appadoo's Settings: name, time limit ("unlimited" or 1 to 1440
 * minutes), content filter (HDG) and printing. Saved with PATCH
 * pp/v1/appadoos/{id}; the lists refresh.
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
import { FormDialog, toast } from '../../../components';
import { serverMessage } from '../api/errors';
import { updateAppadoo } from '../api/update-appadoo';
import { useRefreshPortal } from '../hooks/use-refresh-portal';
import type { Appadoo } from '../types';
import { MAX_TIME_LIMIT, parseTimeLimitMinutes } from '../utils/validation';
import { NameField, SwitchField, WholeNumberInput } from './fields';
import { Field, FormBody, InlineError } from './layout';

export interface AppadooSettingsDialogProps {
	appadoo: Appadoo | null;
	onOpenChange: ( open: boolean ) => void;
}

export function AppadooSettingsDialog( {
	appadoo,
	onOpenChange,
}: AppadooSettingsDialogProps ) {
	const id = useId();
	const refresh = useRefreshPortal();
	const [ name, setName ] = useState( '' );
	const [ unlimited, setUnlimited ] = useState( false );
	const [ minutes, setMinutes ] = useState( '30' );
	const [ hdgFilter, setHdgFilter ] = useState( true );
	const [ printEnabled, setPrintEnabled ] = useState( true );
	const [ minutesError, setMinutesError ] = useState( '' );
	const [ failure, setFailure ] = useState( '' );
	const [ saving, setSaving ] = useState( false );

	useEffect( () => {
		if ( appadoo ) {
			setName( appadoo.name );
			setUnlimited( appadoo.settings.timeLimit === 'unlimited' );
			setMinutes(
				appadoo.settings.timeLimit === 'unlimited'
					? '30'
					: appadoo.settings.timeLimit
			);
			setHdgFilter( appadoo.settings.hdgFilter );
			setPrintEnabled( appadoo.settings.printEnabled );
			setMinutesError( '' );
			setFailure( '' );
		}
	}, [ appadoo ] );

	const onSubmit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( ! appadoo ) {
			return;
		}
		let timeLimit = 'unlimited';
		if ( ! unlimited ) {
			const parsed = parseTimeLimitMinutes( minutes );
			if ( parsed === null ) {
				setMinutesError(
					sprintf(
						/* translators: %d: the longest time limit in minutes. */
						__(
							'Enter a whole number of minutes from 1 to %d.',
							'playpal'
						),
						MAX_TIME_LIMIT
					)
				);
				return;
			}
			timeLimit = parsed;
		}
		setMinutesError( '' );
		setFailure( '' );
		setSaving( true );
		try {
			await updateAppadoo( appadoo.id, {
				...( name.trim() !== '' ? { name: name.trim() } : {} ),
				settings: { timeLimit, hdgFilter, printEnabled },
			} );
			toast( { title: __( 'Settings saved.', 'playpal' ) } );
			onOpenChange( false );
			void refresh( 'appadoos', 'storage' );
		} catch ( error ) {
			setFailure(
				serverMessage( error ) ??
					__(
						'Could not save the settings. Please try again.',
						'playpal'
					)
			);
		} finally {
			setSaving( false );
		}
	};

	return (
		<FormDialog
			open={ appadoo !== null }
			onOpenChange={ onOpenChange }
			onSubmit={ onSubmit }
			noValidate
			title={
				appadoo
					? sprintf(
							/* translators: %s: Appadoo name. */
							__( 'Settings for %s', 'playpal' ),
							appadoo.name
						)
					: __( 'Settings', 'playpal' )
			}
			description={ __(
				'Parental controls for this Appadoo.',
				'playpal'
			) }
			busy={ saving }
			action={
				saving
					? __( 'Saving…', 'playpal' )
					: __( 'Save settings', 'playpal' )
			}
		>
			<FormBody>
				<NameField
					id={ `${ id }-name` }
					value={ name }
					onChange={ setName }
				/>
				<SwitchField
					id={ `${ id }-unlimited` }
					label={ __( 'No time limit', 'playpal' ) }
					checked={ unlimited }
					onCheckedChange={ setUnlimited }
				/>
				{ ! unlimited && (
					<Field>
						<label htmlFor={ `${ id }-minutes` }>
							{ __( 'Time limit (minutes)', 'playpal' ) }
						</label>
						<WholeNumberInput
							id={ `${ id }-minutes` }
							min={ 1 }
							max={ MAX_TIME_LIMIT }
							value={ minutes }
							aria-invalid={ minutesError ? true : undefined }
							aria-describedby={
								minutesError
									? `${ id }-minutes-error`
									: undefined
							}
							onChange={ ( event ) =>
								setMinutes( event.target.value )
							}
						/>
						{ minutesError && (
							<InlineError id={ `${ id }-minutes-error` }>
								{ minutesError }
							</InlineError>
						) }
					</Field>
				) }
				<SwitchField
					id={ `${ id }-hdg` }
					label={ __( 'Content filter (HDG)', 'playpal' ) }
					checked={ hdgFilter }
					onCheckedChange={ setHdgFilter }
				/>
				<SwitchField
					id={ `${ id }-print` }
					label={ __( 'Allow printing', 'playpal' ) }
					checked={ printEnabled }
					onCheckedChange={ setPrintEnabled }
				/>
				{ failure && (
					<InlineError role="alert">{ failure }</InlineError>
				) }
			</FormBody>
		</FormDialog>
	);
}
