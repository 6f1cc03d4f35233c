/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { CartItemRow, CartList } from './CartItemRow';
import { cartItem, product } from '../test-utils/fake-store-api';
import type { CartItem } from '../types';
import { press } from '../../../test-utils/actions';

const HOODIE = product( 90, 'Hoodie', '4500' );

function row( item: CartItem, onQuantity = jest.fn() ) {
	renderScreen(
		<CartList>
			<CartItemRow
				item={ item }
				adjustable
				busy={ false }
				onQuantity={ onQuantity }
				onRemove={ jest.fn() }
			/>
		</CartList>
	);
	return onQuantity;
}

describe( 'CartItemRow', () => {
	it( 'shows the chosen variation and says which line its buttons change', () => {
		row(
			cartItem( HOODIE, 1, {
				variation: [
					{ attribute: 'Color', value: 'Blue' },
					{ attribute: 'Logo', value: 'Yes' },
				],
			} )
		);

		expect( screen.getByTestId( 'cart-item-variation' ) ).toHaveTextContent(
			'Color: Blue, Logo: Yes'
		);
		expect(
			screen.getByRole( 'button', {
				name: 'One more Hoodie (Color: Blue, Logo: Yes)',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', {
				name: 'Remove Hoodie (Color: Blue, Logo: Yes)',
			} )
		).toBeInTheDocument();
	} );

	it( 'shows an extension’s item data but not its hidden data', () => {
		row(
			cartItem( HOODIE, 1, {
				item_data: [
					{ key: 'Gift wrap', value: 'Yes' },
					{ key: '_internal', value: 'x', hidden: true },
				],
			} )
		);

		expect( screen.getByTestId( 'cart-item-variation' ) ).toHaveTextContent(
			/^Gift wrap: Yes$/
		);
	} );

	it( 'steps by the line’s multiple and stays within its minimum and maximum', async () => {
		const limits = {
			minimum: 2,
			maximum: 6,
			multiple_of: 2,
			editable: true,
		};
		const onQuantity = row(
			cartItem( HOODIE, 4, { quantity_limits: limits } )
		);

		await press( userEvent, '2 more Hoodie' );
		await press( userEvent, '2 fewer Hoodie' );

		expect( onQuantity.mock.calls.map( ( call ) => call[ 1 ] ) ).toEqual( [
			6, 2,
		] );
	} );

	it.each( [
		[ 2, '2 fewer Hoodie' ],
		[ 6, '2 more Hoodie' ],
	] )( 'at %d disables "%s"', ( quantity, name ) => {
		row(
			cartItem( HOODIE, quantity, {
				quantity_limits: {
					minimum: 2,
					maximum: 6,
					multiple_of: 2,
					editable: true,
				},
			} )
		);

		expect( screen.getByRole( 'button', { name } ) ).toBeDisabled();
	} );

	it( 'shows the quantity as text when it cannot change (sold individually)', () => {
		row(
			cartItem( HOODIE, 1, {
				quantity_limits: {
					minimum: 1,
					maximum: 1,
					multiple_of: 1,
					editable: false,
				},
			} )
		);

		expect( screen.getByText( 'Qty: 1' ) ).toBeInTheDocument();
		expect( screen.queryByRole( 'button', { name: /more/ } ) ).toBeNull();
	} );

	it( 'says when only a few are left', () => {
		row( cartItem( HOODIE, 1, { low_stock_remaining: 2 } ) );

		expect( screen.getByText( 'Only 2 left' ) ).toBeInTheDocument();
	} );
} );
