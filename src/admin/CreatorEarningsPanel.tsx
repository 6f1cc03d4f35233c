/**
 * Settings → PlayPal, "Create It Forward": the creators' share of each sale
 * and the days before it can be paid out, and the range and suggested price
 * of a creation (the creation form offers the suggested price first; the
 * server refuses prices outside the range). Saved through `/wp/v2/settings`
 * in their own form, beside the main settings form.
 */

/**
 * External dependencies
 */
import { useEffect, useState, type FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { errorMessage } from './api';
import {
	CREATOR_OPTIONS,
	fetchCreatorSettings,
	saveCreatorSettings,
	type CreatorOption,
	type CreatorSettings,
} from './creator-settings-api';
import { useSaveWithNotice } from './SaveWithNotice';
import { SettingsFormPanel, SettingsLoadState } from './SettingsFormPanel';

type Texts = Record< CreatorOption, string >;
type FieldErrors = Partial< Record< CreatorOption, string > >;

function texts( settings: CreatorSettings ): Texts {
	const result = {} as Texts;
	CREATOR_OPTIONS.forEach( ( option ) => {
		result[ option ] = String( settings[ option ] );
	} );
	return result;
}

function fields(): Record<
	CreatorOption,
	{ label: string; step: string; max: number }
> {
	return {
		playpal_creator_commission: {
			label: __( 'Creator commission (%)', 'playpal' ),
			step: '1',
			max: 100,
		},
		playpal_creator_refund_window: {
			label: __( 'Days before a commission can be paid out', 'playpal' ),
			step: '1',
			max: 365,
		},
		playpal_creation_price_min: {
			label: __( 'Lowest creation price ($)', 'playpal' ),
			step: '0.01',
			max: 10000,
		},
		playpal_creation_price_max: {
			label: __( 'Highest creation price ($)', 'playpal' ),
			step: '0.01',
			max: 10000,
		},
		playpal_creation_price_default: {
			label: __( 'Suggested creation price ($)', 'playpal' ),
			step: '0.01',
			max: 10000,
		},
	};
}

/**
 * Why each field cannot be saved, if any. An emptied field must not be sent:
 * Number( '' ) is 0, which would save a 0% commission or a $0 price. (The
 * browser itself refuses numbers outside the field's min and max.)
 *
 * @param values The fields as typed.
 */
function fieldErrors( values: Texts ): FieldErrors {
	const errors: FieldErrors = {};
	CREATOR_OPTIONS.forEach( ( option ) => {
		const text = values[ option ].trim();
		if ( '' === text || ! Number.isFinite( Number( text ) ) ) {
			errors[ option ] = __( 'Enter a number.', 'playpal' );
		}
	} );
	return errors;
}

export function CreatorEarningsPanel() {
	const [ values, setValues ] = useState< Texts | null >( null );
	const [ errors, setErrors ] = useState< FieldErrors >( {} );
	const [ loadError, setLoadError ] = useState< string | null >( null );
	const { saving, message, setMessage, runSave } = useSaveWithNotice();

	useEffect( () => {
		fetchCreatorSettings()
			.then( ( settings ) => setValues( texts( settings ) ) )
			.catch( ( error: unknown ) =>
				setLoadError( errorMessage( error ) )
			);
	}, [] );

	if ( ! values ) {
		// Loading shows nothing; a failed load says why instead of leaving the section out.
		return <SettingsLoadState loadError={ loadError } />;
	}
	const labels = fields();

	const save = ( event: FormEvent ) => {
		event.preventDefault();
		const found = fieldErrors( values );
		setErrors( found );
		if ( Object.keys( found ).length > 0 ) {
			setMessage( {
				status: 'error',
				text: __(
					'Nothing was saved: correct the marked fields.',
					'playpal'
				),
			} );
			return;
		}
		void runSave(
			async () => {
				const numbers = {} as CreatorSettings;
				CREATOR_OPTIONS.forEach( ( option ) => {
					numbers[ option ] = Number( values[ option ] );
				} );
				setValues( texts( await saveCreatorSettings( numbers ) ) );
			},
			__( 'Create It Forward settings saved.', 'playpal' )
		);
	};

	return (
		<SettingsFormPanel
			title={ __( 'Create It Forward', 'playpal' ) }
			saveLabel={ __( 'Save Create It Forward settings', 'playpal' ) }
			onSubmit={ save }
			saving={ saving }
			message={ message }
			onDismissMessage={ () => setMessage( null ) }
		>
			<p>
				{ __(
					'Creators earn their share of each sale of their creations, after discounts and before tax. Creators set each creation’s price within the range below.',
					'playpal'
				) }
			</p>
			{ CREATOR_OPTIONS.map( ( option ) => (
				<TextControl
					key={ option }
					__next40pxDefaultSize
					__nextHasNoMarginBottom
					type="number"
					min={ 0 }
					max={ labels[ option ].max }
					step={ labels[ option ].step }
					label={ labels[ option ].label }
					value={ values[ option ] }
					help={ errors[ option ] }
					aria-invalid={ errors[ option ] ? true : undefined }
					onChange={ ( value ) =>
						setValues( { ...values, [ option ]: value } )
					}
				/>
			) ) }
		</SettingsFormPanel>
	);
}
