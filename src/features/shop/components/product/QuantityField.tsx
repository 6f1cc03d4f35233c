/**
 * A quantity to add: a number field that offers only what WooCommerce
 * accepts (its minimum, maximum and step — see utils/quantity). What the
 * person types is kept while they type and set to the nearest allowed
 * quantity when they leave the field.
 */

/**
 * External dependencies
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';

/**
 * Internal dependencies
 */
import { Field, VisuallyHidden } from '../../../../components';
import { allowedQuantity } from '../../utils/quantity';
import type { QuantityRules } from '../../utils/quantity';

const Box = styled( Field )`
	input {
		width: 6rem;
	}
`;

export interface QuantityFieldProps {
	id: string;
	/** The label (visible unless `hideLabel`). */
	label: string;
	hideLabel?: boolean;
	value: number;
	rules: QuantityRules;
	onChange: ( quantity: number ) => void;
	disabled?: boolean;
	/** IDs of the notes that describe the field. */
	describedBy?: string;
	/** 0 is allowed too, meaning none (a grouped product's member); else the rules hold. */
	optional?: boolean;
}

export function QuantityField( {
	id,
	label,
	hideLabel = false,
	value,
	rules,
	onChange,
	disabled,
	describedBy,
	optional = false,
}: QuantityFieldProps ) {
	const [ draft, setDraft ] = useState( String( value ) );
	// None, or a quantity the store sells (a minimum of 3 makes 1 and 2 become 3).
	const allowed = ( quantity: number ) =>
		optional && quantity <= 0 ? 0 : allowedQuantity( quantity, rules );
	useEffect( () => setDraft( String( value ) ), [ value ] );

	return (
		<Box>
			{ hideLabel ? (
				<VisuallyHidden as="label" htmlFor={ id }>
					{ label }
				</VisuallyHidden>
			) : (
				<label htmlFor={ id }>{ label }</label>
			) }
			<input
				id={ id }
				type="number"
				inputMode="numeric"
				min={ optional ? 0 : rules.minimum }
				max={ rules.maximum }
				step={ rules.step }
				value={ draft }
				disabled={ disabled }
				aria-describedby={ describedBy }
				onChange={ ( event ) => {
					setDraft( event.target.value );
					// Only an allowed quantity counts before the field is left:
					// "1" on the way to "12" must not become the step's multiple.
					const typed = Number.parseInt( event.target.value, 10 );
					if ( allowed( typed ) === typed ) {
						onChange( typed );
					}
				} }
				onBlur={ () => {
					const typed = Number.parseInt( draft, 10 );
					const kept = allowed(
						Number.isFinite( typed ) ? typed : value
					);
					setDraft( String( kept ) );
					onChange( kept );
				} }
			/>
		</Box>
	);
}
