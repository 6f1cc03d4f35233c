/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	COMMUNITY_SAMPLES_PATH,
	SUBMISSIONS_PATH,
	MENTIONS_PATH,
} from '../api/paths';
import {
	Failure,
	mention,
	pictures,
	requestedPaths,
	serve,
	submission,
} from '../test-utils/fake-community-api';
import CommunityLoveScreen from './CommunityLoveScreen';
import { blankPage } from '../../../test-utils/page';
import { textsOf } from '../../../test-utils/queries';
import { press } from '../../../test-utils/actions';

const MENTIONS = {
	mentions: [
		mention( 'castle', 'instagram', {
			display_name: 'Sunnyside Mama',
			username: 'sunnysidemama',
			hashtags: [
				'PlayPal',
				'PrintPlayDone',
				'PretendPlay',
				'RainyDayFun',
				'ToddlerLife',
			],
			is_featured: true,
			likes: 4580,
			image_url: 'data:image/png;base64,AAAA',
		} ),
		mention( 'teacher', 'twitter', {
			display_name: 'Mrs. Okafor',
			hashtags: [ 'PlayPal', 'TeacherLife', 'BrainBreak' ],
			post_url: 'https://social.example.test/status/1',
		} ),
		mention( 'pins', 'pinterest', { display_name: 'Playful Pins' } ),
	],
};

const SAMPLES = {
	submissions: [
		submission( 'castle', {
			title: 'Our Royal Rescue castle weekend',
			status: 'featured',
			featured_date: '2025-05-29T09:00:00Z',
			media_urls: pictures( 6 ),
		} ),
		submission( 'rocket', {
			title: 'Mission control countdown',
			type: 'video',
			status: 'approved',
			// Not featured: the date must not show.
			featured_date: '2025-05-25T09:00:00Z',
			media_urls: pictures( 1 ),
			age_of_child: '',
		} ),
	],
};

const NO_STORIES = { submissions: [], total: 0 };

function serveAll() {
	return serve( {
		[ MENTIONS_PATH ]: MENTIONS,
		[ COMMUNITY_SAMPLES_PATH ]: SAMPLES,
		[ SUBMISSIONS_PATH ]: NO_STORIES,
	} );
}

function cardNames() {
	return screen
		.getAllByTestId( 'mention' )
		.map( ( card ) => within( card ).getByRole( 'strong' ).textContent );
}

function storyCard( title: string ) {
	return screen
		.getByRole( 'heading', { name: title } )
		.closest( 'article' ) as HTMLElement;
}

async function renderLoaded() {
	serveAll();
	renderScreen( <CommunityLoveScreen />, { route: '/ugc' } );
	await screen.findAllByTestId( 'mention' );
}

beforeEach( () => blankPage( 'en-US' ) );

describe( 'Community Love', () => {
	it( 'shows "Loading community love..." until the mentions and stories arrive', async () => {
		serveAll();
		renderScreen( <CommunityLoveScreen />, { route: '/ugc' } );

		expect(
			screen
				.getByText( 'Loading community love...' )
				.closest( '[role="status"]' )
		).toHaveTextContent( /^Loading community love\.\.\.$/ );
		expect( await screen.findAllByTestId( 'mention' ) ).toHaveLength( 3 );
		expect(
			screen.queryByText( /Loading community love/ )
		).not.toBeInTheDocument();
		expect( requestedPaths().sort() ).toEqual(
			[ COMMUNITY_SAMPLES_PATH, MENTIONS_PATH, SUBMISSIONS_PATH ].sort()
		);
		expect( document.title ).toBe( 'Community Love | PlayPal' );
	} );

	it( 'has the community nav, the hero stats and the closing call to action', async () => {
		await renderLoaded();

		const nav = screen.getByRole( 'navigation', { name: 'Community' } );
		expect(
			within( nav )
				.getAllByRole( 'link' )
				.map( ( link ) => [
					link.textContent,
					link.getAttribute( 'href' ),
				] )
		).toEqual( [
			[ 'Home', '/' ],
			[ 'Blog', '/blog' ],
			[ 'The PlayBoard', '/forum' ],
			[ 'Community Love', '/ugc' ],
			[ 'Submit Your Story', '/submit' ],
		] );
		expect(
			within( nav ).getByRole( 'link', { name: 'Community Love' } )
		).toHaveAttribute( 'aria-current', 'page' );

		for ( const [ value, label ] of [
			[ '2,400+', 'Social Mentions' ],
			[ '156', 'Featured Stories' ],
			[ '45K+', 'Engagement' ],
			[ '23', 'Countries' ],
		] as const ) {
			const stat = screen.getByText( value ).parentElement as HTMLElement;
			expect( stat ).toHaveTextContent( label );
		}

		const closing = screen
			.getByRole( 'heading', { name: 'Share Your PlayPal Moment' } )
			.closest( 'section' ) as HTMLElement;
		expect(
			within( closing ).getByRole( 'link', { name: 'Submit Your Story' } )
		).toHaveAttribute( 'href', '/submit' );
		expect(
			within( closing ).getByRole( 'button', { name: 'Tag @PlayPal' } )
		).toBeInTheDocument();
	} );

	it( 'copies the handle to tag, or says it when copying is not possible', async () => {
		const user = userEvent.setup();
		await renderLoaded();
		const writeText = jest.fn().mockResolvedValue( undefined );
		Object.defineProperty( navigator, 'clipboard', {
			value: { writeText },
			configurable: true,
		} );

		await press( user, 'Tag @PlayPal' );
		expect( writeText ).toHaveBeenCalledWith( '@PlayPal' );
		expect(
			await screen.findByText( 'Copied! Tag @PlayPal in your next post.' )
		).toBeInTheDocument();

		writeText.mockRejectedValue( new Error( 'denied' ) );
		await press( user, 'Tag @PlayPal' );
		expect(
			await screen.findByText( 'Tag @PlayPal in your next post.' )
		).toBeInTheDocument();
	} );

	it( 'has three tabs in the spec’s order', async () => {
		await renderLoaded();

		expect( textsOf( 'tab' ) ).toEqual( [
			'Social Mentions',
			'Featured Stories',
			'Community Submissions',
		] );
		expect(
			screen.getByRole( 'tab', { name: 'Social Mentions' } )
		).toHaveAttribute( 'aria-selected', 'true' );
	} );

	it( 'filters social mentions by platform', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		const filters = screen.getByRole( 'group', {
			name: 'Filter by platform',
		} );
		expect( textsOf( 'button', filters ) ).toEqual( [
			'All',
			'Instagram',
			'Twitter',
			'Facebook',
			'Pinterest',
			'TikTok',
		] );

		await press( user, 'Twitter', filters );
		expect( cardNames() ).toEqual( [ 'Mrs. Okafor' ] );
		expect(
			within( filters ).getByRole( 'button', { name: 'Twitter' } )
		).toHaveAttribute( 'aria-pressed', 'true' );

		await press( user, 'TikTok', filters );
		expect( screen.queryAllByTestId( 'mention' ) ).toHaveLength( 0 );
		expect(
			screen.getByRole( 'heading', { name: 'No mentions here yet' } )
		).toBeInTheDocument();

		await press( user, 'All', filters );
		expect( cardNames() ).toHaveLength( 3 );
	} );

	it( 'shows a mention’s platform, handle, Featured badge, the first 3 hashtags and "+N", and counts', async () => {
		await renderLoaded();

		const [ castle, teacher ] = screen.getAllByTestId( 'mention' ) as [
			HTMLElement,
			HTMLElement,
		];
		const first = within( castle );
		expect( first.getByText( 'Instagram' ) ).toBeInTheDocument();
		expect( first.getByText( '@sunnysidemama' ) ).toBeInTheDocument();
		expect( first.getByText( 'Featured' ) ).toBeInTheDocument();
		expect(
			textsOf(
				'listitem',
				first.getByRole( 'list', { name: 'Hashtags' } )
			)
		).toEqual( [ '#PlayPal', '#PrintPlayDone', '#PretendPlay', '+2' ] );
		expect( first.getByText( '4,580 likes' ) ).toBeInTheDocument();
		expect( first.getByText( '2 comments' ) ).toBeInTheDocument();
		expect( first.getByText( '1 share' ) ).toBeInTheDocument();
		expect( first.getByText( 'May 30, 2025' ) ).toBeInTheDocument();
		expect(
			first.getByRole( 'img', {
				name: 'Picture shared by Sunnyside Mama',
			} )
		).toBeInTheDocument();

		const second = within( teacher );
		expect(
			textsOf(
				'listitem',
				second.getByRole( 'list', { name: 'Hashtags' } )
			)
		).toEqual( [ '#PlayPal', '#TeacherLife', '#BrainBreak' ] );
		expect( second.queryByText( 'Featured' ) ).not.toBeInTheDocument();
	} );

	it( 'links to the original post in a new tab only when there is one', async () => {
		await renderLoaded();

		const [ castle, teacher ] = screen.getAllByTestId( 'mention' ) as [
			HTMLElement,
			HTMLElement,
		];
		expect(
			within( castle ).queryByRole( 'link' )
		).not.toBeInTheDocument();
		const link = within( teacher ).getByRole( 'link', {
			name: 'View original post (opens in a new tab)',
		} );
		expect( link ).toHaveAttribute(
			'href',
			'https://social.example.test/status/1'
		);
		expect( link ).toHaveAttribute( 'target', '_blank' );
		expect( link ).toHaveAttribute( 'rel', 'noopener noreferrer' );
	} );

	it( 'shows only featured mentions under Featured Stories', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		await user.click(
			screen.getByRole( 'tab', { name: 'Featured Stories' } )
		);

		expect( cardNames() ).toEqual( [ 'Sunnyside Mama' ] );
		expect(
			screen.queryByRole( 'group', { name: 'Filter by platform' } )
		).not.toBeInTheDocument();
	} );

	it( 'shows the example submissions, marked as examples, with up to 4 thumbnails', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		await user.click(
			screen.getByRole( 'tab', { name: 'Community Submissions' } )
		);

		expect(
			screen.getByText(
				'These example stories show what families share. Real stories appear here once they are approved.'
			)
		).toBeInTheDocument();
		expect( screen.getAllByTestId( 'submission' ) ).toHaveLength( 2 );
		expect( screen.getAllByText( 'Example' ) ).toHaveLength( 2 );

		const castle = within( storyCard( 'Our Royal Rescue castle weekend' ) );
		expect(
			within(
				castle.getByRole( 'list', { name: 'Media' } )
			).getAllByRole( 'img' )
		).toHaveLength( 4 );
		expect( castle.getByText( 'Featured' ) ).toBeInTheDocument();
		expect( castle.getByText( 'Photo' ) ).toBeInTheDocument();
		expect( castle.getByText( 'Shared by Elena M.' ) ).toBeInTheDocument();
		expect( castle.getByText( 'Space Station Alpha' ) ).toBeInTheDocument();
		expect( castle.getByText( '5 years' ) ).toBeInTheDocument();

		const rocket = within( storyCard( 'Mission control countdown' ) );
		expect( rocket.getAllByRole( 'img' ) ).toHaveLength( 1 );
		expect( rocket.getByText( 'Approved' ) ).toBeInTheDocument();
		expect( rocket.getByText( 'Video' ) ).toBeInTheDocument();
		expect( rocket.queryByText( 'Child’s age' ) ).not.toBeInTheDocument();
	} );

	it( 'shows the featured date only on featured submissions', async () => {
		const user = userEvent.setup();
		await renderLoaded();
		await user.click(
			screen.getByRole( 'tab', { name: 'Community Submissions' } )
		);

		const castle = storyCard( 'Our Royal Rescue castle weekend' );
		const castleFacts = within(
			castle.querySelector( 'dl' ) as HTMLElement
		);
		expect(
			castleFacts.getByText( 'Submitted' ).nextSibling
		).toHaveTextContent( 'May 22, 2025' );
		expect(
			castleFacts.getByText( 'Featured on' ).nextSibling
		).toHaveTextContent( 'May 29, 2025' );

		const rocket = storyCard( 'Mission control countdown' );
		expect(
			within( rocket.querySelector( 'dl' ) as HTMLElement ).queryByText(
				'Featured on'
			)
		).not.toBeInTheDocument();
		expect( rocket ).not.toHaveTextContent( 'May 25, 2025' );
	} );

	it( 'shows approved stories instead of the examples once there are any', async () => {
		const user = userEvent.setup();
		serve( {
			[ MENTIONS_PATH ]: MENTIONS,
			[ COMMUNITY_SAMPLES_PATH ]: SAMPLES,
			[ SUBMISSIONS_PATH ]: {
				submissions: [
					{
						...SAMPLES.submissions[ 0 ],
						id: '42',
						title: 'A real approved story',
						sample: false,
					},
				],
				total: 1,
			},
		} );
		renderScreen( <CommunityLoveScreen />, { route: '/ugc' } );
		await screen.findAllByTestId( 'mention' );

		await user.click(
			screen.getByRole( 'tab', { name: 'Community Submissions' } )
		);

		expect( screen.getAllByTestId( 'submission' ) ).toHaveLength( 1 );
		expect(
			screen.getByRole( 'heading', { name: 'A real approved story' } )
		).toBeInTheDocument();
		expect( screen.queryByText( 'Example' ) ).not.toBeInTheDocument();
	} );

	it( 'says when there are no stories yet', async () => {
		const user = userEvent.setup();
		serve( {
			[ MENTIONS_PATH ]: MENTIONS,
			[ COMMUNITY_SAMPLES_PATH ]: { submissions: [] },
			[ SUBMISSIONS_PATH ]: NO_STORIES,
		} );
		renderScreen( <CommunityLoveScreen />, { route: '/ugc' } );
		await screen.findAllByTestId( 'mention' );

		await user.click(
			screen.getByRole( 'tab', { name: 'Community Submissions' } )
		);

		expect(
			screen.getByRole( 'heading', { name: 'No stories yet' } )
		).toBeInTheDocument();
	} );

	it( 'says when community love did not load, and tries again', async () => {
		const user = userEvent.setup();
		const answer = serve( {
			[ MENTIONS_PATH ]: new Failure( 500 ),
			[ COMMUNITY_SAMPLES_PATH ]: SAMPLES,
			[ SUBMISSIONS_PATH ]: NO_STORIES,
		} );
		renderScreen( <CommunityLoveScreen />, { route: '/ugc' } );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Community love didn’t load'
		);
		expect(
			screen.queryByText( /Loading community love/ )
		).not.toBeInTheDocument();

		answer( {
			[ MENTIONS_PATH ]: MENTIONS,
			[ COMMUNITY_SAMPLES_PATH ]: SAMPLES,
			[ SUBMISSIONS_PATH ]: NO_STORIES,
		} );
		await press( user, 'Try again' );

		expect( await screen.findAllByTestId( 'mention' ) ).toHaveLength( 3 );
	} );
} );
