/**
 * The portal's form rows: an Appadoo's name, and a switch with its label.
 */

/**
 * External dependencies
 */
import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Switch } from '../../../components';
import type { SwitchProps } from '../../../components';
import { NAME_MAX } from '../utils/validation';
import { Field, SwitchRow } from './layout';

export interface NameFieldProps {
	id: string;
	value: string;
	onChange: ( value: string ) => void;
	placeholder?: string;
}

// "Name": an Appadoo's name, up to NAME_MAX characters.
export function NameField( {
	id,
	value,
	onChange,
	placeholder,
}: NameFieldProps ) {
	return (
		<Field>
			<label htmlFor={ id }>{ __( 'Name', 'playpal' ) }</label>
			<input
				id={ id }
				value={ value }
				maxLength={ NAME_MAX }
				placeholder={ placeholder }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
		</Field>
	);
}

export interface SwitchFieldProps extends SwitchProps {
	id: string;
	label: ReactNode;
}

// A switch with its label before it, on one row.
export function SwitchField( { id, label, ...props }: SwitchFieldProps ) {
	return (
		<SwitchRow>
			<label htmlFor={ id }>{ label }</label>
			<Switch id={ id } { ...props } />
		</SwitchRow>
	);
}

export interface WholeNumberInputProps extends InputHTMLAttributes< HTMLInputElement > {
	id: string;
	min: number;
	max: number;
}

// A number input for whole numbers from `min` to `max` (a numeric keypad on phones).
export function WholeNumberInput( {
	id,
	min,
	max,
	...props
}: WholeNumberInputProps ) {
	return (
		<input
			id={ id }
			type="number"
			inputMode="numeric"
			min={ min }
			max={ max }
			step={ 1 }
			{ ...props }
		/>
	);
}
