/**
 * Sets the parent PIN (the first one: it opens parent mode at once; once the
 * family has children it also asks for the account password, as the server
 * does), or changes it in parent mode (with the current one). The fields keep what
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
import { Button, Field, Fields, Muted } from '../../../components';
import { PinField } from './PinField';

/** A family form: a column of fields under an h3. */
export const Form = styled.form`
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
	/** The first PIN of a family with children: the account password is asked for too. */
	needsPassword?: boolean;
	busy: boolean;
	/** Parent mode ended: the form keeps its values but cannot be sent. */
	locked?: boolean;
	/** Saves the PIN; resolves to whether it was saved. */
	onSubmit: (
		pin: string,
		currentPin?: string,
		accountPassword?: string
	) => Promise< boolean >;
}

export function PinForm( {
	pinSet,
	needsPassword = false,
	busy,
	locked = false,
	onSubmit,
}: PinFormProps ) {
	const id = useId();
	const [ pin, setPinValue ] = useState( '' );
	const [ current, setCurrent ] = useState( '' );
	const [ password, setPassword ] = useState( '' );
	const askPassword = ! pinSet && needsPassword;

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if (
			await onSubmit(
				pin,
				pinSet ? current : undefined,
				askPassword ? password : undefined
			)
		) {
			setPinValue( '' );
			setCurrent( '' );
			setPassword( '' );
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
			{ askPassword && (
				<Muted>
					{ __(
						'Your family already has children’s profiles, so the first PIN also needs your account password.',
						'playpal'
					) }
				</Muted>
			) }
			<Fields>
				{ askPassword && (
					<Field>
						<label htmlFor={ `${ id }-password` }>
							{ __( 'Account password', 'playpal' ) }
						</label>
						<input
							id={ `${ id }-password` }
							type="password"
							autoComplete="current-password"
							required
							value={ password }
							onChange={ ( event ) =>
								setPassword( event.target.value )
							}
						/>
					</Field>
				) }
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
