/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * Internal dependencies
 */
import AboutScreen from './AboutScreen';

beforeEach( () => {
	document.head.innerHTML = '';
} );

describe( 'AboutScreen', () => {
	it( 'tells the founder story and the mission', () => {
		renderScreen( <AboutScreen />, { route: '/about' } );

		expect(
			screen.getByRole( 'heading', { level: 1, name: 'About PlayPal' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'How PlayPal began' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Our mission' } )
		).toBeInTheDocument();
		expect( screen.getByText( /kitchen table/ ) ).toBeInTheDocument();
	} );

	it( 'lists four principles', () => {
		renderScreen( <AboutScreen />, { route: '/about' } );

		const section = screen
			.getByRole( 'heading', { name: 'Four principles we play by' } )
			.closest( 'section' ) as HTMLElement;
		expect( within( section ).getAllByRole( 'listitem' ) ).toHaveLength(
			4
		);
	} );

	it( 'lists the five product lines', () => {
		renderScreen( <AboutScreen />, { route: '/about' } );

		const section = screen
			.getByRole( 'heading', { name: 'Everything PlayPal makes' } )
			.closest( 'section' ) as HTMLElement;
		const items = within( section ).getAllByRole( 'listitem' );
		expect( items ).toHaveLength( 5 );
		expect(
			items.map(
				( item ) => within( item ).getByRole( 'heading' ).textContent
			)
		).toEqual( [
			'Appadoo mini-apps',
			'The PlayPal Blog',
			'The PlayBoard forum',
			'Play Ideas hub',
			'Protective AI framework',
		] );
	} );

	it( 'invites people to the shop and the blog', () => {
		renderScreen( <AboutScreen />, { route: '/about' } );

		expect(
			screen.getByRole( 'link', { name: 'Visit the Shop' } )
		).toHaveAttribute( 'href', '/shop' );
		expect(
			screen.getByRole( 'link', { name: 'Read the Blog' } )
		).toHaveAttribute( 'href', '/blog' );
	} );

	it( 'sets the document head', () => {
		renderScreen( <AboutScreen />, { route: '/about' } );

		expect( document.title ).toBe( 'About PlayPal | PlayPal' );
		expect(
			document.head
				.querySelector( 'link[rel="canonical"]' )
				?.getAttribute( 'href' )
		).toBe( 'http://localhost/about' );
		expect(
			document.head.querySelector( 'meta[name="description"]' )
		).toHaveAttribute(
			'content',
			expect.stringContaining( 'printable play kits' )
		);
	} );
} );
