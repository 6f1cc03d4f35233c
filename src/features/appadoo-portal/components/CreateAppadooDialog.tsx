/**
 * "Create Appadoo": a name and a template, then POST pp/v1/appadoos and the
 * lists refresh.
 */

/**
 * External dependencies
 */
import { useEffect, useId, useState } from 'react';
import type { FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { FormDialog } from '../../../components';
import { useCreateAppadoo } from '../hooks/use-create-appadoo';
import type { Template } from '../types';
import { NameField } from './fields';
import { Field, FormBody, InlineError } from './layout';

export interface CreateAppadooDialogProps {
	open: boolean;
	onOpenChange: ( open: boolean ) => void;
	templates: Template[] | undefined;
	/** The template chosen when the dialog opens. */
	initialTemplate?: string;
}

export function CreateAppadooDialog( {
	open,
	onOpenChange,
	templates,
	initialTemplate,
}: CreateAppadooDialogProps ) {
	const id = useId();
	const { create, busy } = useCreateAppadoo();
	const [ name, setName ] = useState( '' );
	const [ template, setTemplate ] = useState( '' );
	const [ error, setError ] = useState( '' );

	useEffect( () => {
		if ( open ) {
			setName( '' );
			setError( '' );
			setTemplate( initialTemplate ?? templates?.[ 0 ]?.id ?? '' );
		}
		// Only when the dialog opens: later template loads must not reset a choice.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ open, initialTemplate ] );

	useEffect( () => {
		if ( open && template === '' && templates?.[ 0 ] ) {
			setTemplate( templates[ 0 ].id );
		}
	}, [ open, template, templates ] );

	const onSubmit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( template === '' ) {
			setError( __( 'Please choose a template.', 'playpal' ) );
			return;
		}
		setError( '' );
		const created = await create( { name, template } );
		if ( created ) {
			onOpenChange( false );
		}
	};

	return (
		<FormDialog
			open={ open }
			onOpenChange={ onOpenChange }
			onSubmit={ onSubmit }
			noValidate
			title={ __( 'Create Appadoo', 'playpal' ) }
			description={ __(
				'Start a new offline activity from a template. You can change its settings later.',
				'playpal'
			) }
			busy={ busy !== null }
			action={
				busy !== null
					? __( 'Creating…', 'playpal' )
					: __( 'Create', 'playpal' )
			}
		>
			<FormBody>
				<NameField
					id={ `${ id }-name` }
					value={ name }
					onChange={ setName }
					placeholder={ __(
						'Named after the template when left empty',
						'playpal'
					) }
				/>
				<Field>
					<label htmlFor={ `${ id }-template` }>
						{ __( 'Template', 'playpal' ) }
					</label>
					<select
						id={ `${ id }-template` }
						value={ template }
						required
						aria-invalid={ error ? true : undefined }
						aria-describedby={ error ? `${ id }-error` : undefined }
						disabled={ ! templates }
						onChange={ ( event ) =>
							setTemplate( event.target.value )
						}
					>
						{ ! templates && (
							<option value="">
								{ __( 'Loading templates…', 'playpal' ) }
							</option>
						) }
						{ templates?.map( ( item ) => (
							<option key={ item.id } value={ item.id }>
								{ item.name }
							</option>
						) ) }
					</select>
					{ error && (
						<InlineError id={ `${ id }-error` } role="alert">
							{ error }
						</InlineError>
					) }
				</Field>
			</FormBody>
		</FormDialog>
	);
}
