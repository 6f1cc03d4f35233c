/**
 * Sets or changes the parent PIN (4 to 8 digits; changing needs the current one).
 */

/**
 * External dependencies
 */
import { useId, useState, type FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../../components';

export interface PinFormProps {
	pinSet: boolean;
	busy: boolean;
	onSubmit: ( pin: string, currentPin?: string ) => void;
}

export function PinForm( { pinSet, busy, onSubmit }: PinFormProps ) {
	const id = useId();
	const [ pin, setPinValue ] = useState( '' );
	const [ current, setCurrent ] = useState( '' );

	const submit = ( event: FormEvent ) => {
		event.preventDefault();
		onSubmit( pin, pinSet ? current : undefined );
		setPinValue( '' );
		setCurrent( '' );
	};

	return (
		<form onSubmit={ submit } aria-labelledby={ `${ id }-title` }>
			<h3 id={ `${ id }-title` }>
				{ pinSet
					? __( 'Change the parent PIN', 'playpal' )
					: __( 'Set a parent PIN', 'playpal' ) }
			</h3>
			{ pinSet && (
				<p>
					<label htmlFor={ `${ id }-current` }>
						{ __( 'Current PIN', 'playpal' ) }
					</label>{ ' ' }
					<input
						id={ `${ id }-current` }
						type="password"
						inputMode="numeric"
						pattern="[0-9]{4,8}"
						autoComplete="off"
						required
						value={ current }
						onChange={ ( event ) =>
							setCurrent( event.target.value )
						}
					/>
				</p>
			) }
			<p>
				<label htmlFor={ `${ id }-pin` }>
					{ __( 'New PIN (4 to 8 digits)', 'playpal' ) }
				</label>{ ' ' }
				<input
					id={ `${ id }-pin` }
					type="password"
					inputMode="numeric"
					pattern="[0-9]{4,8}"
					autoComplete="off"
					required
					value={ pin }
					onChange={ ( event ) => setPinValue( event.target.value ) }
				/>
			</p>
			<Button type="submit" disabled={ busy }>
				{ __( 'Save PIN', 'playpal' ) }
			</Button>
		</form>
	);
}
