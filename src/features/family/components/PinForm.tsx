/**
 * Sets the parent PIN (the first one: it opens parent mode at once), or
 * changes it in parent mode (with the current one). The fields keep what
 * was typed until the PIN is saved, so a refusal (a wrong current PIN,
 * parent mode ended) loses nothing.
 */

/**
 * External dependencies
 */
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button, Fields, Muted } from '../../../components';
import { PinField } from './PinField';

const Form = styled.form`
	display: grid;
	gap: 1rem;

	h3 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.125rem;
	}
`;

export interface PinFormProps {
	pinSet: boolean;
	busy: boolean;
	/** Parent mode ended: the form keeps its values but cannot be sent. */
	locked?: boolean;
	/** Saves the PIN; resolves to whether it was saved. */
	onSubmit: ( pin: string, currentPin?: string ) => Promise< boolean >;
}

export function PinForm( {
	pinSet,
	busy,
	locked = false,
	onSubmit,
}: PinFormProps ) {
	const id = useId();
	const [ pin, setPinValue ] = useState( '' );
	const [ current, setCurrent ] = useState( '' );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( await onSubmit( pin, pinSet ? current : undefined ) ) {
			setPinValue( '' );
			setCurrent( '' );
		}
	};

	return (
		<Form
			onSubmit={ ( event ) => void submit( event ) }
			aria-labelledby={ `${ id }-title` }
		>
			<h3 id={ `${ id }-title` }>
				{ pinSet
					? __( 'Change the parent PIN', 'playpal' )
					: __( 'Set a parent PIN', 'playpal' ) }
			</h3>
			{ ! pinSet && (
				<Muted>
					{ __(
						'The PIN keeps your children’s profiles and play time limits for grown-ups: changing them, and adding time at a break, asks for it.',
						'playpal'
					) }
				</Muted>
			) }
			<Fields>
				{ pinSet && (
					<PinField
						id={ `${ id }-current` }
						label={ __( 'Current PIN', 'playpal' ) }
						value={ current }
						onChange={ setCurrent }
					/>
				) }
				<PinField
					id={ `${ id }-pin` }
					label={ __( 'New PIN (4 to 8 digits)', 'playpal' ) }
					value={ pin }
					onChange={ setPinValue }
				/>
			</Fields>
			<p>
				<Button type="submit" disabled={ busy || locked }>
					{ __( 'Save PIN', 'playpal' ) }
				</Button>
				{ locked && (
					<>
						{ ' ' }
						<Muted as="span">
							{ __( 'Unlock with your PIN to save.', 'playpal' ) }
						</Muted>
					</>
				) }
			</p>
		</Form>
	);
}
