/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import type { CartErrorMessage } from '../api/cart-errors';
import { cartItem, product } from '../test-utils/fake-store-api';
import { CartItemRow, CartList } from './CartItemRow';
import { CartWriteNote, GoneLineNotes, cartWriteNoteId } from './CartWriteNote';
import { ProductCard } from './ProductCard';

const OUT_OF_STOCK: CartErrorMessage = {
	title: 'Your cart was not changed',
	description: 'Sorry, Dino Dig is out of stock right now.',
	variant: 'destructive',
	code: 'woocommerce_rest_product_out_of_stock',
};

describe( 'CartWriteNote', () => {
	it( 'says nothing while there is no failure', () => {
		const { container } = render(
			<CartWriteNote message={ undefined } id="note" />
		);

		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'announces the failure as an alert, under the id the control points to', () => {
		render( <CartWriteNote message={ OUT_OF_STOCK } id="note" /> );

		const note = screen.getByRole( 'alert' );
		expect( note ).toHaveAttribute( 'id', 'note' );
		expect( note ).toHaveTextContent(
			'Your cart was not changed Sorry, Dino Dig is out of stock right now.'
		);
	} );

	it( 'makes an id safe for HTML from any key', () => {
		expect( cartWriteNoteId( 'product-12' ) ).toBe(
			'pp-cart-note-product-12'
		);
		expect( cartWriteNoteId( 'a b/c' ) ).toBe( 'pp-cart-note-a_b_c' );
	} );

	it( 'sits beside a shop card’s Add button, which it describes', () => {
		const kit = product( 2, 'Dino Dig' );
		renderScreen(
			<ul>
				<ProductCard
					product={ kit }
					adding={ false }
					onAdd={ jest.fn() }
					addError={ OUT_OF_STOCK }
				/>
			</ul>
		);

		const card = screen.getByTestId( 'product-card' );
		const button = within( card ).getByRole( 'button', {
			name: /Add Magic to Cart/,
		} );
		expect( button ).toHaveAccessibleDescription(
			'Your cart was not changed Sorry, Dino Dig is out of stock right now.'
		);
		expect( within( card ).getByRole( 'alert' ) ).toBeInTheDocument();
	} );

	it( 'sits beside a cart row’s controls, which it describes', () => {
		const line = cartItem( product( 2, 'Dino Dig' ), 2 );
		render(
			<CartList>
				<CartItemRow
					item={ line }
					adjustable
					busy={ false }
					onQuantity={ jest.fn() }
					onRemove={ jest.fn() }
					error={ {
						...OUT_OF_STOCK,
						description:
							'That quantity isn’t allowed for Dino Dig.',
					} }
				/>
			</CartList>
		);

		for ( const name of [
			'One fewer Dino Dig',
			'One more Dino Dig',
			'Remove Dino Dig',
		] ) {
			expect(
				screen.getByRole( 'button', { name } )
			).toHaveAccessibleDescription(
				'Your cart was not changed That quantity isn’t allowed for Dino Dig.'
			);
		}
	} );

	it( 'tells, above the list, what happened to a line that is gone', () => {
		const kept = cartItem( product( 1, 'Kept Kit' ) );
		render(
			<GoneLineNotes
				errors={
					new Map( [
						[ kept.key, OUT_OF_STOCK ],
						[
							'gone-line',
							{
								title: 'Your cart was updated',
								description:
									'That item had already changed, so we refreshed your cart.',
								variant: 'default',
							},
						],
						// An add's failure belongs to its Add button, not to the list.
						[ 'product-9', OUT_OF_STOCK ],
					] )
				}
				items={ [ kept ] }
			/>
		);

		const notes = screen.getAllByRole( 'alert' );
		expect( notes ).toHaveLength( 1 );
		expect( notes[ 0 ] ).toHaveTextContent(
			'That item had already changed, so we refreshed your cart.'
		);
	} );
} );
