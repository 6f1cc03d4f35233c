/**
 * Internal dependencies (polyfills first: React Router needs them on import)
 */
import '../lib/test-utils/polyfills';

/**
 * External dependencies
 */
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { isCurrentPath, Link, NavLink } from './AppLink';

function WhereAmI() {
	return <p data-testid="path">{ useLocation().pathname }</p>;
}

function renderAt( path: string, ui: JSX.Element, basename?: string ) {
	return render(
		<MemoryRouter initialEntries={ [ path ] } basename={ basename }>
			{ ui }
			<WhereAmI />
		</MemoryRouter>
	);
}

describe( 'Link', () => {
	it( 'points at the app path under the base path and navigates in the app on a click', async () => {
		renderAt( '/play/blog', <Link to="/shop">Shop</Link>, '/play' );
		const link = screen.getByRole( 'link', { name: 'Shop' } );
		expect( link ).toHaveAttribute( 'href', '/play/shop' );

		await userEvent.click( link );

		expect( screen.getByTestId( 'path' ) ).toHaveTextContent( '/shop' );
	} );

	it( 'leaves a modified click (a new tab) and a prevented click to the browser', () => {
		const onClick = jest.fn( ( event: { preventDefault: () => void } ) =>
			event.preventDefault()
		);
		renderAt(
			'/',
			<>
				<Link to="/shop">Shop</Link>
				<Link to="/about" onClick={ onClick }>
					About
				</Link>
			</>
		);

		fireEvent.click( screen.getByRole( 'link', { name: 'Shop' } ), {
			ctrlKey: true,
		} );
		fireEvent.click( screen.getByRole( 'link', { name: 'About' } ) );

		expect( onClick ).toHaveBeenCalledTimes( 1 );
		expect( screen.getByTestId( 'path' ) ).toHaveTextContent( /^\/$/ );
	} );
} );

describe( 'NavLink', () => {
	it( 'marks the current section, and with `end` only the exact page', () => {
		renderAt(
			'/blog/first-post',
			<>
				<NavLink to="/">Home</NavLink>
				<NavLink to="/blog">Blog</NavLink>
				<NavLink to="/blog" end>
					Blog index
				</NavLink>
			</>
		);

		expect( screen.getByRole( 'link', { name: 'Blog' } ) ).toHaveAttribute(
			'aria-current',
			'page'
		);
		expect(
			screen.getByRole( 'link', { name: 'Home' } )
		).not.toHaveAttribute( 'aria-current' );
		expect(
			screen.getByRole( 'link', { name: 'Blog index' } )
		).not.toHaveAttribute( 'aria-current' );
	} );

	it( 'compares whole path segments', () => {
		expect( isCurrentPath( '/blog', '/blog' ) ).toBe( true );
		expect( isCurrentPath( '/blog/', '/blog' ) ).toBe( true );
		expect( isCurrentPath( '/blog/a', '/blog' ) ).toBe( true );
		expect( isCurrentPath( '/blog/a', '/blog', true ) ).toBe( false );
		expect( isCurrentPath( '/blogger', '/blog' ) ).toBe( false );
		expect( isCurrentPath( '/shop', '/' ) ).toBe( false );
		expect( isCurrentPath( '/', '/' ) ).toBe( true );
	} );
} );
