/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from './test-utils/render';

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import BlogScreen from '../features/content/BlogScreen';
import { BLOG_POSTS_PATH } from '../features/content/api/paths';
import { preloadedResponse } from './preloaded';
import { mockedApiFetch } from '../test-utils/api-fetch';

const POSTS = [
	{
		id: 1,
		slug: 'kite-day',
		date: '2026-10-30T09:00:00',
		title: { rendered: 'Kite Day' },
		excerpt: { rendered: '<p>Paper kites.</p>' },
		_embedded: {
			'wp:featuredmedia': [
				{
					source_url: 'https://example.test/kite.jpg',
					src: 'https://example.test/kite-768x432.jpg',
					width: 768,
					height: 432,
					srcset: 'https://example.test/kite-768x432.jpg 768w, https://example.test/kite-1024x576.jpg 1024w',
					sizes: '(max-width: 768px) 100vw, 768px',
					alt_text: 'A kite',
				},
			],
		},
	},
];

function embed( preloaded: Record< string, unknown > ) {
	(
		window as Window & { playpalConfig?: Record< string, unknown > }
	 ).playpalConfig = { preloaded };
}

beforeEach( () => {
	// Whatever the hook asks is answered as the preloading middleware would: from the page.
	mockedApiFetch.mockReturnValue( new Promise( () => undefined ) );
} );

afterEach( () => {
	delete ( window as Window & { playpalConfig?: unknown } ).playpalConfig;
} );

test( 'an embedded response is read synchronously, with its headers', () => {
	embed( {
		'/wc/store/v1/products?per_page=24': {
			body: [ { id: 7 } ],
			headers: { 'X-WP-Total': '31' },
		},
	} );

	const found = preloadedResponse( '/wc/store/v1/products?per_page=24' );

	expect( found?.body ).toEqual( [ { id: 7 } ] );
	expect( found?.headers.get( 'X-WP-Total' ) ).toBe( '31' );
	expect(
		preloadedResponse( '/wc/store/v1/products?per_page=24&page=2' )
	).toBeUndefined();
	expect( preloadedResponse( null ) ).toBeUndefined();
} );

test( 'the Blog’s first render shows the embedded posts, not a loading state', () => {
	embed( { [ BLOG_POSTS_PATH ]: { body: POSTS, headers: {} } } );

	renderScreen( <BlogScreen /> );

	// No waiting: the cards are there on the first render, as the server printed them.
	expect( screen.getAllByTestId( 'blog-card' ) ).toHaveLength( 1 );
	expect( screen.queryByText( 'Loading articles…' ) ).not.toBeInTheDocument();
	const image = screen.getByAltText( 'A kite' );
	expect( image ).toHaveAttribute(
		'src',
		'https://example.test/kite-768x432.jpg'
	);
	expect( image ).toHaveAttribute( 'width', '768' );
	expect( image ).toHaveAttribute( 'height', '432' );
	expect( image ).toHaveAttribute(
		'srcset',
		expect.stringContaining( '1024w' )
	);
	expect( image ).toHaveAttribute(
		'sizes',
		'(max-width: 768px) 100vw, 768px'
	);
	expect( image ).toHaveAttribute( 'fetchpriority', 'high' );
} );

test( 'without an embedded response the Blog loads as before', () => {
	embed( {} );

	renderScreen( <BlogScreen /> );

	expect( screen.queryAllByTestId( 'blog-card' ) ).toHaveLength( 0 );
	expect( screen.getByText( 'Loading articles…' ) ).toBeInTheDocument();
} );
