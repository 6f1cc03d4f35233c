/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import NotFoundScreen from './NotFoundScreen';

beforeEach( () => {
	document.head.innerHTML = '<meta name="robots" content="noindex, follow">';
} );

describe( 'NotFoundScreen', () => {
	it( 'says the page was not found and links back home', () => {
		renderScreen( <NotFoundScreen />, { route: '/no-such-page' } );

		expect(
			screen.getByRole( 'heading', {
				level: 1,
				name: 'Oops! Page not found',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'Return to Home' } )
		).toHaveAttribute( 'href', '/' );
		expect( console ).toHaveErrored();
	} );

	it( 'logs the missing path to the console', () => {
		renderScreen( <NotFoundScreen />, { route: '/blog/nothing/here' } );

		expect( console ).toHaveErroredWith(
			'404 Error: User attempted to access non-existent route:',
			'/blog/nothing/here'
		);
	} );

	it( 'marks the page noindex and drops the canonical link', () => {
		document.head.innerHTML +=
			'<link rel="canonical" href="http://localhost/">';

		renderScreen( <NotFoundScreen />, { route: '/missing' } );

		expect( document.title ).toBe( 'Page not found | PlayPal' );
		expect(
			document.head.querySelectorAll( 'meta[name="robots"]' )
		).toHaveLength( 1 );
		expect(
			document.head.querySelector( 'meta[name="robots"]' )
		).toHaveAttribute( 'content', 'noindex' );
		expect(
			document.head.querySelector( 'link[rel="canonical"]' )
		).toBeNull();
		expect( console ).toHaveErrored();
	} );
} );
