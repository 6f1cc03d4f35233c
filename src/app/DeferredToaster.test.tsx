/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { toast } from '../components';
import { resetToastStore } from '../components/use-toast';
import { DeferredToaster } from './DeferredToaster';

describe( 'DeferredToaster', () => {
	afterEach( () => act( () => resetToastStore() ) );

	it( 'renders nothing until the first toast, then shows it', async () => {
		const { container } = render( <DeferredToaster /> );
		expect( container ).toBeEmptyDOMElement();

		act( () => {
			toast( { title: 'Added to cart' } );
		} );

		expect(
			await screen.findByText( 'Added to cart' )
		).toBeInTheDocument();
	} );
} );
