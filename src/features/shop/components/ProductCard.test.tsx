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
import { ProductCard } from './ProductCard';
import { product } from '../test-utils/fake-store-api';
import { HOODIE, LOGO_COLLECTION, PENNANT } from '../test-utils/sample-store';
import type { StoreProduct } from '../types';
import { press } from '../../../test-utils/actions';

function card( item: StoreProduct, onAdd = jest.fn() ) {
	renderScreen(
		<ul>
			<ProductCard product={ item } onAdd={ onAdd } adding={ false } />
		</ul>
	);
	return onAdd;
}

describe( 'ProductCard', () => {
	it( 'adds a simple product from its button', async () => {
		const kit = product( 4, 'Space Station Alpha' );
		const onAdd = card( kit );

		await press( userEvent, 'Add Magic to Cart Space Station Alpha' );

		expect( onAdd ).toHaveBeenCalledWith( kit );
	} );

	it( 'opens a variable product’s page to choose options, with its price range', () => {
		const onAdd = card( HOODIE );

		expect(
			screen.getByRole( 'link', { name: 'Choose options Hoodie' } )
		).toHaveAttribute( 'href', '/product/hoodie' );
		expect( screen.getByTestId( 'price' ) ).toHaveTextContent(
			'$42.00 – $45.00'
		);
		// One text node: the range reads as one price.
		expect( screen.getByTestId( 'price' ).childNodes ).toHaveLength( 1 );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
		expect( onAdd ).not.toHaveBeenCalled();
	} );

	it( 'opens a grouped product’s page to view its products', () => {
		card( LOGO_COLLECTION );

		expect(
			screen.getByRole( 'link', {
				name: 'View products Logo Collection',
			} )
		).toHaveAttribute( 'href', '/product/logo-collection' );
		expect( screen.getByTestId( 'price' ) ).toHaveTextContent(
			'$18.00 – $45.00'
		);
	} );

	it( 'links an external product to its website with its own words', () => {
		card( PENNANT );

		const link = screen.getByRole( 'link', {
			name: 'Buy on the WordPress swag store! WordPress Pennant (opens another website)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://mercantile.wordpress.org/product/wordpress-pennant/'
		);
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer external' );
		expect( screen.queryByRole( 'button' ) ).toBeNull();
	} );

	it.each( [
		[ { is_in_stock: false }, 'Out of stock' ],
		[ { is_on_backorder: true }, 'Available on backorder' ],
		[ { low_stock_remaining: 3 }, 'Only 3 left' ],
	] )( 'says the stock in words (%p)', ( stock, words ) => {
		card( product( 9, 'Kit', '500', stock ) );

		expect( screen.getByText( words ) ).toBeInTheDocument();
	} );

	it( 'keeps Details for every kind', () => {
		card( PENNANT );

		expect(
			screen.getByRole( 'link', { name: 'Details WordPress Pennant' } )
		).toHaveAttribute( 'href', '/product/wordpress-pennant' );
	} );
} );
