/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';

/**
 * Internal dependencies
 */
import BlogPostScreen from './BlogPostScreen';
import { postPath } from './api/paths';
import { answer, mockedApiFetch } from '../../test-utils/api-fetch';

function renderAt( slug: string ) {
	return renderScreen(
		<Routes>
			<Route
				path="/blog/:slug"
				element={
					<BlogPostScreen
						notFound={ <h1>Oops! Page not found</h1> }
					/>
				}
			/>
		</Routes>,
		{ route: `/blog/${ slug }` }
	);
}

describe( 'BlogPostScreen', () => {
	it( 'shows a title and content that arrive as plain values', async () => {
		mockedApiFetch.mockResolvedValue(
			answer( 200, [
				{
					id: 3,
					slug: 'kites',
					title: 'Kite Day',
					content: '<div class="wp-block-columns"><p>Fold</p></div>',
				},
			] )
		);
		renderAt( 'kites' );

		expect(
			await screen.findByRole( 'heading', { level: 1 } )
		).toHaveTextContent( 'Kite Day' );
		expect( screen.getByTestId( 'post-content' ).innerHTML ).toContain(
			'<div class="wp-block-columns"><p>Fold</p></div>'
		);
		expect( mockedApiFetch.mock.calls[ 0 ][ 0 ].path ).toBe(
			postPath( 'kites' )
		);
		expect(
			screen.getAllByRole( 'link', { name: /Back to Blog/ } )[ 0 ]
		).toHaveAttribute( 'href', '/blog' );
	} );

	it( 'shows a title and content inside rendered', async () => {
		mockedApiFetch.mockResolvedValue(
			answer( 200, [
				{
					id: 3,
					slug: 'kites',
					title: { rendered: 'Kites &amp; Wind' },
					content: { rendered: '<p>Fly</p>' },
				},
			] )
		);
		renderAt( 'kites' );
		expect(
			await screen.findByRole( 'heading', { level: 1 } )
		).toHaveTextContent( 'Kites & Wind' );
		expect( screen.getByTestId( 'post-content' ) ).toHaveTextContent(
			'Fly'
		);
	} );

	it( 'shows the 404 screen for a slug no post has', async () => {
		mockedApiFetch.mockResolvedValue( answer( 200, [] ) );
		renderAt( 'missing' );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Oops! Page not found',
			} )
		).toBeInTheDocument();
	} );
} );
