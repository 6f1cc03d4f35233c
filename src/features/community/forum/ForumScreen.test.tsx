/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { FORUM_PATH } from '../api/paths';
import {
	category,
	Failure,
	mockedApiFetch,
	post,
	requestedPaths,
	serve,
} from '../test-utils/fake-community-api';
import ForumScreen from './ForumScreen';
import { blankPage } from '../../../test-utils/page';
import { textsIn } from '../../../test-utils/queries';
import { press } from '../../../test-utils/actions';

const FORUM = {
	categories: [
		category( 'general-play', 'General Play', {
			postCount: 342,
			memberCount: 1280,
		} ),
		category( 'appadoo', 'Appadoo', { postCount: 156, memberCount: 640 } ),
		category( 'create-forward', 'Create Forward', {
			postCount: 89,
			memberCount: 210,
			isVIPOnly: true,
		} ),
		category( 'parent-tech', 'Parent Tech', {
			postCount: 203,
			memberCount: 815,
		} ),
	],
	posts: [
		post( 'old', 'general-play', {
			title: 'Rainy day castle',
			lastActivity: '2025-05-01T10:00:00Z',
		} ),
		post( 'new', 'parent-tech', {
			title: 'Printer settings',
			lastActivity: '2025-05-30T10:00:00Z',
		} ),
		post( 'pinned', 'general-play', {
			title: 'Welcome to The PlayBoard',
			isPinned: true,
			lastActivity: '2025-04-01T10:00:00Z',
		} ),
		post( 'vip', 'create-forward', {
			title: 'Pricing your first pack',
			isVIP: true,
			replies: 1,
		} ),
	],
};

function postTitles() {
	return screen
		.getAllByTestId( 'forum-post' )
		.map( ( card ) => within( card ).getByRole( 'heading' ).textContent );
}

beforeEach( () => blankPage( 'en-US' ) );

/** Renders the forum over the sample discussions and waits for them. */
async function renderLoaded() {
	serve( { [ FORUM_PATH ]: FORUM } );
	renderScreen( <ForumScreen />, { route: '/forum' } );
	await screen.findAllByTestId( 'forum-post' );
}

describe( 'The PlayBoard', () => {
	it( 'sets the title and description the server prints', async () => {
		await renderLoaded();

		expect( document.title ).toBe( 'The PlayBoard | PlayPal' );
		expect(
			document.head
				.querySelector( 'meta[name="description"]' )
				?.getAttribute( 'content' )
		).toMatch( /^The PlayBoard is the PlayPal community forum/ );
	} );

	it( 'says it is loading, then lists every discussion, pinned first, then the most recent', async () => {
		serve( { [ FORUM_PATH ]: FORUM } );
		renderScreen( <ForumScreen />, { route: '/forum' } );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading discussions…'
		);
		await screen.findAllByTestId( 'forum-post' );

		expect( requestedPaths() ).toEqual( [ FORUM_PATH ] );
		expect( postTitles() ).toEqual( [
			'Welcome to The PlayBoard',
			'Printer settings',
			'Pricing your first pack',
			'Rainy day castle',
		] );
		const [ pinned, , vip ] = screen.getAllByTestId( 'forum-post' ) as [
			HTMLElement,
			HTMLElement,
			HTMLElement,
		];
		expect( within( pinned ).getByText( 'Pinned' ) ).toBeInTheDocument();
		expect( within( pinned ).queryByText( 'VIP' ) ).not.toBeInTheDocument();
		expect( within( vip ).getByText( 'VIP' ) ).toBeInTheDocument();
		expect( within( vip ).getByText( '1 reply' ) ).toBeInTheDocument();
		expect( within( pinned ).getByText( '3 replies' ) ).toBeInTheDocument();
	} );

	it( 'offers the spec’s category tabs, and a tab shows only its discussions', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		expect( textsIn( 'tablist', 'Forum categories', 'tab' ) ).toEqual( [
			'All',
			'General Play',
			'Appadoo',
			'Create Forward',
			'Parent Tech',
		] );

		await user.click( screen.getByRole( 'tab', { name: 'Parent Tech' } ) );
		expect( postTitles() ).toEqual( [ 'Printer settings' ] );

		await user.click( screen.getByRole( 'tab', { name: 'Appadoo' } ) );
		expect( screen.queryAllByTestId( 'forum-post' ) ).toHaveLength( 0 );
		expect(
			screen.getByRole( 'heading', { name: 'No discussions yet' } )
		).toBeInTheDocument();
	} );

	it( 'marks the Create Forward category as VIP only', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		await user.click(
			screen.getByRole( 'tab', { name: 'Create Forward' } )
		);

		expect(
			screen.getByText( 'This category is for VIP members.' )
		).toBeInTheDocument();
		expect( postTitles() ).toEqual( [ 'Pricing your first pack' ] );
		const sidebar = screen.getByRole( 'complementary', {
			name: 'About The PlayBoard',
		} );
		const vipOnly = within( sidebar ).getByText( 'VIP only' );
		expect( vipOnly.closest( 'li' ) ).toHaveTextContent( 'Create Forward' );
		expect( within( sidebar ).getAllByText( 'VIP only' ) ).toHaveLength(
			1
		);
	} );

	it( 'moves between tabs with the arrow keys', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		await user.click( screen.getByRole( 'tab', { name: 'All' } ) );
		expect( screen.getByRole( 'tab', { name: 'All' } ) ).toHaveFocus();
		await user.keyboard( '{ArrowRight}' );

		await waitFor( () =>
			expect(
				screen.getByRole( 'tab', { name: 'General Play' } )
			).toHaveAttribute( 'aria-selected', 'true' )
		);
		expect( postTitles() ).toEqual( [
			'Welcome to The PlayBoard',
			'Rainy day castle',
		] );
	} );

	it( 'shows stats, categories and the community guidelines in the sidebar', async () => {
		await renderLoaded();

		const sidebar = screen.getByRole( 'complementary', {
			name: 'About The PlayBoard',
		} );
		expect( within( sidebar ).getByText( '790' ) ).toBeInTheDocument();
		expect( within( sidebar ).getByText( '2,945' ) ).toBeInTheDocument();
		expect(
			within( sidebar ).getByText( '342 posts · 1,280 members' )
		).toBeInTheDocument();
		expect(
			within( sidebar ).getByRole( 'heading', {
				name: 'Community guidelines',
			} )
		).toBeInTheDocument();
		expect(
			within( sidebar ).getByText( /never share their full names/ )
		).toBeInTheDocument();
	} );

	it( 'shows New Post and sort by popular as coming soon, doing nothing', async () => {
		const user = userEvent.setup();
		await renderLoaded();
		const before = postTitles();

		for ( const name of [ 'New Post', 'Sort by popular' ] ) {
			const button = screen.getByRole( 'button', { name } );
			expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
			expect( button ).toHaveAccessibleDescription( 'Coming soon' );
			button.focus();
			expect( button ).toHaveFocus();
			await user.keyboard( '{Enter}' );
		}

		expect( postTitles() ).toEqual( before );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'says when the forum did not load, and tries again', async () => {
		const user = userEvent.setup();
		const answer = serve( { [ FORUM_PATH ]: new Failure( 500 ) } );
		renderScreen( <ForumScreen />, { route: '/forum' } );

		expect(
			await screen.findByRole( 'heading', {
				name: 'The PlayBoard didn’t load',
			} )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'status' ) ).not.toBeInTheDocument();

		answer( { [ FORUM_PATH ]: FORUM } );
		await press( user, 'Try again' );

		expect( await screen.findAllByTestId( 'forum-post' ) ).toHaveLength(
			4
		);
	} );
} );
