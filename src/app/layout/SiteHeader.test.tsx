/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { CartSheetContext } from '../../lib/cart-sheet';
import SiteHeader from './SiteHeader';

const NAV = [
	[ 'Home', '/' ],
	[ 'Blog', '/blog' ],
	[ 'The PlayBoard', '/forum' ],
	[ 'Play Ideas', '/play-ideas' ],
	[ 'Products', '/products' ],
	[ 'Shop', '/shop' ],
	[ 'About', '/about' ],
	[ 'Member Portal', '/member-portal' ],
	[ 'Cart', '/cart' ],
	[ 'Checkout', '/checkout' ],
	[ 'Create It Forward', '/create-it-forward' ],
	[ 'Appadoo Portal', '/appadoo-portal' ],
] as const;

function mainNav() {
	return screen.getByRole( 'navigation', { name: 'Main' } );
}

/** The menu button is only displayed on narrow screens (CSS), so query hidden too. */
function menuButton() {
	return screen.getByRole( 'button', { name: /menu/i, hidden: true } );
}

describe( 'SiteHeader', () => {
	it( 'links the PlayPal logo to the home page', () => {
		renderScreen( <SiteHeader /> );

		expect(
			screen.getByRole( 'link', { name: 'PlayPal' } )
		).toHaveAttribute( 'href', '/' );
	} );

	it( 'has every navigation link of the site, in order', () => {
		renderScreen( <SiteHeader /> );

		const links = within( mainNav() ).getAllByRole( 'link' );
		expect(
			links.map( ( link ) => [
				link.textContent,
				link.getAttribute( 'href' ),
			] )
		).toEqual( NAV.map( ( [ label, href ] ) => [ label, href ] ) );
	} );

	it( 'has a Cart button that opens the cart sheet, and Shop Now', async () => {
		const openCart = jest.fn();
		renderScreen(
			<CartSheetContext.Provider
				value={ { openCart, closeCart: jest.fn(), isOpen: false } }
			>
				<SiteHeader />
			</CartSheetContext.Provider>
		);

		const cart = screen.getByRole( 'button', { name: 'Cart' } );
		expect( cart ).toHaveAttribute( 'aria-haspopup', 'dialog' );
		await userEvent.click( cart );
		expect( openCart ).toHaveBeenCalledTimes( 1 );
		expect(
			screen.getByRole( 'link', { name: 'Shop Now' } )
		).toHaveAttribute( 'href', '/shop' );
	} );

	it( 'marks the current page in the navigation', () => {
		renderScreen( <SiteHeader />, { route: '/blog' } );

		expect(
			within( mainNav() ).getByRole( 'link', { name: 'Blog' } )
		).toHaveAttribute( 'aria-current', 'page' );
		expect(
			within( mainNav() ).getByRole( 'link', { name: 'Home' } )
		).not.toHaveAttribute( 'aria-current' );
	} );

	it( 'opens and closes the menu from the keyboard', async () => {
		const user = userEvent.setup();
		renderScreen( <SiteHeader /> );
		const button = menuButton();

		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveAttribute( 'aria-controls', mainNav().id );

		button.focus();
		await user.keyboard( '{Enter}' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'true' );
		expect( button ).toHaveAccessibleName( 'Close menu' );
		expect( mainNav() ).toHaveAttribute( 'data-open', 'true' );

		within( mainNav() ).getByRole( 'link', { name: 'Blog' } ).focus();
		await user.keyboard( '{Escape}' );
		expect( button ).toHaveAttribute( 'aria-expanded', 'false' );
		expect( button ).toHaveFocus();
	} );

	it( 'closes the menu when a link is chosen', () => {
		renderScreen( <SiteHeader /> );
		fireEvent.click( menuButton() );
		expect( menuButton() ).toHaveAttribute( 'aria-expanded', 'true' );

		fireEvent.click(
			within( mainNav() ).getByRole( 'link', { name: 'About' } )
		);

		expect( menuButton() ).toHaveAttribute( 'aria-expanded', 'false' );
	} );
} );
