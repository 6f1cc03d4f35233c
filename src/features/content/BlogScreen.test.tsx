/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import BlogScreen from './BlogScreen';
import { BLOG_POSTS_PATH } from './api/paths';
import { answer, mockedApiFetch } from '../../test-utils/api-fetch';

function post( id: number, category: string, extra = {} ) {
	return {
		id,
		slug: `post-${ id }`,
		date: '2026-10-30T09:00:00',
		title: { rendered: `Post ${ id } &amp; friends` },
		excerpt: { rendered: `<p>Excerpt <strong>${ id }</strong></p>` },
		_embedded: {
			author: [ { name: 'Maya Okafor' } ],
			'wp:featuredmedia': [
				{
					source_url: `https://example.test/${ id }.png`,
					alt_text: `Image ${ id }`,
				},
			],
			'wp:term': [ [ { name: category } ] ],
		},
		...extra,
	};
}

beforeEach( () => {
	document.documentElement.lang = 'en-US';
} );

describe( 'BlogScreen', () => {
	it( 'asks for the first 12 posts with embeds and shows a card for each', async () => {
		mockedApiFetch.mockResolvedValue(
			answer( 200, [ post( 1, 'Parenting' ), post( 2, 'Family Tech' ) ] )
		);

		renderScreen( <BlogScreen /> );

		expect(
			await screen.findByRole( 'link', { name: 'Post 1 & friends' } )
		).toHaveAttribute( 'href', '/blog/post-1' );
		expect( mockedApiFetch.mock.calls[ 0 ][ 0 ].path ).toBe(
			BLOG_POSTS_PATH
		);
		expect( screen.getAllByTestId( 'blog-card' ) ).toHaveLength( 2 );
		expect( screen.getByText( 'Excerpt 1' ) ).toBeInTheDocument();
		expect( screen.getAllByText( 'October 30, 2026' ) ).toHaveLength( 2 );
		expect( screen.getByAltText( 'Image 2' ) ).toHaveAttribute(
			'src',
			'https://example.test/2.png'
		);
	} );

	it( 'filters the cards by topic', async () => {
		mockedApiFetch.mockResolvedValue(
			answer( 200, [
				post( 1, 'Parenting' ),
				post( 2, 'Family Tech' ),
				post( 3, 'Parenting' ),
			] )
		);
		renderScreen( <BlogScreen /> );
		await screen.findAllByTestId( 'blog-card' );

		fireEvent.click(
			screen.getByRole( 'button', { name: 'Family Tech' } )
		);

		expect( screen.getAllByTestId( 'blog-card' ) ).toHaveLength( 1 );
		expect(
			screen.getByRole( 'button', { name: 'Family Tech' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		fireEvent.click( screen.getByRole( 'button', { name: 'All' } ) );
		expect( screen.getAllByTestId( 'blog-card' ) ).toHaveLength( 3 );
	} );

	it( 'shows the empty state when there are no posts', async () => {
		mockedApiFetch.mockResolvedValue( answer( 200, [] ) );
		renderScreen( <BlogScreen /> );
		expect(
			await screen.findByRole( 'heading', {
				name: 'More Articles Coming Soon!',
			} )
		).toBeInTheDocument();
	} );

	it( 'tells the person when loading fails and retries on request', async () => {
		const error = jest
			.spyOn( console, 'error' )
			.mockImplementation( () => {} );
		mockedApiFetch.mockRejectedValueOnce( answer( 500, { code: 'oops' } ) );
		renderScreen( <BlogScreen /> );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'We couldn’t load the articles'
		);
		expect( error ).toHaveBeenCalled();

		mockedApiFetch.mockResolvedValue(
			answer( 200, [ post( 7, 'Parenting' ) ] )
		);
		fireEvent.click( screen.getByRole( 'button', { name: 'Try again' } ) );
		await waitFor( () =>
			expect( screen.getAllByTestId( 'blog-card' ) ).toHaveLength( 1 )
		);
		error.mockRestore();
	} );

	it( 'renders the subscribe and cart buttons it is given', async () => {
		mockedApiFetch.mockResolvedValue( answer( 200, [] ) );
		renderScreen(
			<BlogScreen
				subscribe={ <button>Subscribe</button> }
				cartButton={ <button>Cart</button> }
			/>
		);
		expect(
			screen.getByRole( 'button', { name: 'Subscribe' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Cart' } )
		).toBeInTheDocument();
		await screen.findByText( 'More Articles Coming Soon!' );
	} );
} );
