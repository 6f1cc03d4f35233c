/**
 * Settings → PlayPal, "Children's play data": how many months children's
 * play time, saved progress and last played Appadoos are kept (option
 * `playpal_family_retention_months`, whole months 1–36, default 12; the
 * daily purge deletes what is older, docs/FAMILY.md). Saved through
 * `/wp/v2/settings` in its own form, beside the main settings form.
 */

/**
 * External dependencies
 */
import { useEffect, useState, type FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from './api';
import { useSaveWithNotice } from './SaveWithNotice';
import { SettingsFormPanel, SettingsLoadState } from './SettingsFormPanel';

export const RETENTION_OPTION = 'playpal_family_retention_months';
export const RETENTION_PATH = `/wp/v2/settings?_fields=${ RETENTION_OPTION }`;
export const RETENTION_MIN = 1;
export const RETENTION_MAX = 36;

/**
 * The months from an answer of /wp/v2/settings.
 *
 * @param answer The answer.
 */
function months( answer: Record< string, unknown > ): string {
	const value = answer[ RETENTION_OPTION ];
	return typeof value === 'number' ? String( value ) : '';
}

export function FamilyRetentionPanel() {
	const [ value, setValue ] = useState< string | null >( null );
	const [ error, setError ] = useState( '' );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const { saving, message, setMessage, runSave } = useSaveWithNotice();

	useEffect( () => {
		apiFetch< Record< string, unknown > >( { path: RETENTION_PATH } )
			.then( ( answer ) => setValue( months( answer ) ) )
			.catch( ( failure: unknown ) =>
				setLoadError( errorMessage( failure ) )
			);
	}, [] );

	if ( null === value ) {
		return <SettingsLoadState loadError={ loadError } />;
	}

	const save = ( event: FormEvent ) => {
		event.preventDefault();
		const number = Number( value.trim() );
		// The server would quietly keep 12 for anything else: say so instead.
		if (
			'' === value.trim() ||
			! Number.isInteger( number ) ||
			number < RETENTION_MIN ||
			number > RETENTION_MAX
		) {
			setError( __( 'Enter whole months from 1 to 36.', 'playpal' ) );
			setMessage( {
				status: 'error',
				text: __(
					'Nothing was saved: correct the marked field.',
					'playpal'
				),
			} );
			return;
		}
		setError( '' );
		void runSave(
			async () => {
				setValue(
					months(
						await apiFetch< Record< string, unknown > >( {
							path: RETENTION_PATH,
							method: 'POST',
							data: { [ RETENTION_OPTION ]: number },
						} )
					)
				);
			},
			__( 'Children’s play data setting saved.', 'playpal' )
		);
	};

	return (
		<SettingsFormPanel
			title={ __( 'Children’s play data', 'playpal' ) }
			saveLabel={ __( 'Save children’s play data setting', 'playpal' ) }
			onSubmit={ save }
			saving={ saving }
			message={ message }
			onDismissMessage={ () => setMessage( null ) }
		>
			<p>
				{ __(
					'Children’s play time, saved progress and last played Appadoos older than this are deleted every day. Profiles stay until their parent deletes them.',
					'playpal'
				) }
			</p>
			<TextControl
				__next40pxDefaultSize
				__nextHasNoMarginBottom
				type="number"
				min={ RETENTION_MIN }
				max={ RETENTION_MAX }
				step={ 1 }
				label={ __(
					'Keep children’s play data for (months, 1 to 36)',
					'playpal'
				) }
				value={ value }
				help={ error }
				aria-invalid={ error ? true : undefined }
				onChange={ setValue }
			/>
		</SettingsFormPanel>
	);
}
