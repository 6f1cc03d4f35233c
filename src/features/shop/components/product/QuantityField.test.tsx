/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { QuantityField } from './QuantityField';

const AT_LEAST_THREE = { minimum: 3, maximum: 10, step: 1 };

function renderField( optional: boolean ) {
	const onChange = jest.fn();
	render(
		<QuantityField
			id="quantity"
			label="Quantity of Beanie"
			value={ optional ? 0 : 3 }
			rules={ AT_LEAST_THREE }
			optional={ optional }
			onChange={ onChange }
		/>
	);
	return { onChange, field: screen.getByLabelText( 'Quantity of Beanie' ) };
}

/**
 * Types `text` in place of what the field holds, then leaves it.
 *
 * @param field The field.
 * @param text  What to type.
 */
async function enter( field: HTMLElement, text: string ) {
	await userEvent.clear( field );
	await userEvent.type( field, text );
	await userEvent.tab();
}

test( 'a grouped member’s field takes none, or a quantity the store sells: 1 becomes its minimum of 3', async () => {
	const { onChange, field } = renderField( true );

	await enter( field, '1' );

	expect( field ).toHaveValue( 3 );
	expect( onChange ).toHaveBeenLastCalledWith( 3 );
	expect( onChange ).not.toHaveBeenCalledWith( 1 );

	await enter( field, '0' );

	expect( field ).toHaveValue( 0 );
	expect( onChange ).toHaveBeenLastCalledWith( 0 );
} );

test( 'a product’s own field never goes below its minimum', async () => {
	const { onChange, field } = renderField( false );

	await enter( field, '0' );

	expect( field ).toHaveValue( 3 );
	expect( onChange ).toHaveBeenLastCalledWith( 3 );
} );
