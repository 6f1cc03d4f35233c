/**
 * A PIN field: the screen kit's field (the same look as every other field
 * of the tab), a password input for 4 to 8 digits that no browser fills in.
 */

/**
 * External dependencies
 */
import { forwardRef } from 'react';

/**
 * Internal dependencies
 */
import { Field } from '../../../components';

export interface PinFieldProps {
	id: string;
	label: string;
	value: string;
	onChange: ( value: string ) => void;
	/** The id of a message about the field (an error), if any. */
	describedBy?: string;
	invalid?: boolean;
}

export const PinField = forwardRef< HTMLInputElement, PinFieldProps >(
	( { id, label, value, onChange, describedBy, invalid = false }, ref ) => (
		<Field>
			<label htmlFor={ id }>{ label }</label>
			<input
				ref={ ref }
				id={ id }
				type="password"
				inputMode="numeric"
				pattern="[0-9]{4,8}"
				minLength={ 4 }
				maxLength={ 8 }
				autoComplete="off"
				required
				value={ value }
				aria-describedby={ describedBy }
				aria-invalid={ invalid || undefined }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</Field>
	)
);
PinField.displayName = 'PinField';
