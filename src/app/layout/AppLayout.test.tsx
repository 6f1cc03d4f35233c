/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import AppLayout from './AppLayout';

const globals = window as unknown as { gtag?: unknown };

function renderLayout( route = '/' ) {
	return renderScreen(
		<Routes>
			<Route element={ <AppLayout /> }>
				<Route index element={ <p>Home content</p> } />
				<Route path="about" element={ <p>About content</p> } />
			</Route>
		</Routes>,
		{ route }
	);
}

afterEach( () => {
	delete globals.gtag;
} );

describe( 'AppLayout', () => {
	it( 'puts the screen in <main id="main"> between header and footer', () => {
		renderLayout();

		const main = screen.getByRole( 'main' );
		expect( main ).toHaveAttribute( 'id', 'main' );
		expect(
			within( main ).getByText( 'Home content' )
		).toBeInTheDocument();
		expect( screen.getByRole( 'banner' ) ).toBeInTheDocument();
		expect( screen.getByRole( 'contentinfo' ) ).toBeInTheDocument();
	} );

	it( 'offers a skip link to the content', () => {
		renderLayout();

		expect(
			screen.getByRole( 'link', { name: 'Skip to content' } )
		).toHaveAttribute( 'href', '#main' );
	} );

	it( 'records a page view for the first page and each navigation', () => {
		const gtag = jest.fn();
		globals.gtag = gtag;
		const scrollTo = jest
			.spyOn( window, 'scrollTo' )
			.mockImplementation( () => {} );
		renderLayout();
		expect( gtag ).toHaveBeenCalledTimes( 1 );

		fireEvent.click(
			within(
				screen.getByRole( 'navigation', { name: 'Main' } )
			).getByRole( 'link', { name: 'About' } )
		);

		expect( screen.getByText( 'About content' ) ).toBeInTheDocument();
		expect( gtag ).toHaveBeenLastCalledWith(
			'event',
			'page_view',
			expect.objectContaining( { page_path: '/about' } )
		);
		expect( scrollTo ).toHaveBeenCalledWith( 0, 0 );
		scrollTo.mockRestore();
	} );

	it( 'moves focus to the main region after a navigation, not on the first page', () => {
		jest.spyOn( window, 'scrollTo' ).mockImplementation( () => {} );
		renderLayout();
		const main = screen.getByRole( 'main' );
		expect( main ).not.toHaveFocus();

		fireEvent.click(
			within(
				screen.getByRole( 'navigation', { name: 'Main' } )
			).getByRole( 'link', { name: 'About' } )
		);

		expect( main ).toHaveFocus();
		jest.restoreAllMocks();
	} );

	it( 'shows the tagline and the year in the footer', () => {
		renderLayout();

		const footer = screen.getByRole( 'contentinfo' );
		expect(
			within( footer ).getByText( 'Print. Play. Done.' )
		).toBeInTheDocument();
		expect(
			within( footer ).getByText(
				new RegExp( `© ${ new Date().getFullYear() }` )
			)
		).toBeInTheDocument();
		expect(
			within( footer ).getByRole( 'link', { name: 'Create It Forward' } )
		).toHaveAttribute( 'href', '/create-it-forward' );
	} );
} );
