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
import { PLAY_IDEAS_PATH } from '../api/paths';
import { Failure, idea, serve } from '../test-utils/fake-community-api';
import PlayIdeasScreen from './PlayIdeasScreen';
import { blankPage } from '../../../test-utils/page';
import { textsOf } from '../../../test-utils/queries';
import { press } from '../../../test-utils/actions';

const IDEAS = {
	ideas: [
		idea( 'rocket', 'STEM Adventures', {
			title: 'Paper Rocket Launch Pad',
			difficulty: 'medium',
			ageRange: '5-8',
			readTime: 5,
			materialsNeeded: [
				'Printer paper',
				'Drinking straws',
				'Sticky tape',
				'Child-safe scissors',
				'Tape measure',
			],
			playItForwardEligible: true,
		} ),
		idea( 'rice', 'Sensory Play', {
			title: 'Rainbow Rice Sensory Bin',
			materialsNeeded: [ 'Uncooked rice', 'Food colouring', 'Large tub' ],
		} ),
		idea( 'shadow', 'STEM Adventures', {
			title: 'Shadow Puppet Theatre',
			difficulty: 'advanced',
		} ),
	],
};

function card( title: string ) {
	const heading = screen.getByRole( 'heading', { name: title } );
	return heading.closest( 'article' ) as HTMLElement;
}

function cardTitles() {
	return screen
		.getAllByTestId( 'play-idea' )
		.map(
			( item ) =>
				within( item ).getByRole( 'heading', { level: 3 } ).textContent
		);
}

beforeEach( () => blankPage( 'en-US' ) );

describe( 'Play Ideas hub', () => {
	it( 'sets its title, says it is loading, then shows a card per idea', async () => {
		serve( { [ PLAY_IDEAS_PATH ]: IDEAS } );
		renderScreen( <PlayIdeasScreen />, { route: '/play-ideas' } );

		expect( document.title ).toBe( 'Play Ideas | PlayPal' );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Loading play ideas…'
		);
		expect( await screen.findAllByTestId( 'play-idea' ) ).toHaveLength( 3 );
	} );

	it( 'shows category, difficulty, ages, read time, author and date on a card', async () => {
		serve( { [ PLAY_IDEAS_PATH ]: IDEAS } );
		renderScreen( <PlayIdeasScreen />, { route: '/play-ideas' } );
		await screen.findAllByTestId( 'play-idea' );

		const rocket = within( card( 'Paper Rocket Launch Pad' ) );
		expect( rocket.getByText( 'STEM Adventures' ) ).toBeInTheDocument();
		expect( rocket.getByText( 'Medium' ) ).toBeInTheDocument();
		expect( rocket.getByText( 'Ages 5-8' ) ).toBeInTheDocument();
		expect( rocket.getByText( '5 min read' ) ).toBeInTheDocument();
		expect(
			rocket.getByText( 'By Jordan P. · May 28, 2025' )
		).toBeInTheDocument();
		expect(
			within( card( 'Shadow Puppet Theatre' ) ).getByText( 'Advanced' )
		).toBeInTheDocument();
	} );

	it( 'lists the first 3 materials and "+N more" for the rest', async () => {
		serve( { [ PLAY_IDEAS_PATH ]: IDEAS } );
		renderScreen( <PlayIdeasScreen />, { route: '/play-ideas' } );
		await screen.findAllByTestId( 'play-idea' );

		const rocket = within( card( 'Paper Rocket Launch Pad' ) );
		const items = textsOf( 'listitem', rocket.getByRole( 'list' ) );
		expect( items ).toEqual( [
			'Printer paper',
			'Drinking straws',
			'Sticky tape',
			'+2 more',
		] );
		expect( rocket.queryByText( 'Tape measure' ) ).not.toBeInTheDocument();

		const rice = within( card( 'Rainbow Rice Sensory Bin' ) );
		expect(
			within( rice.getByRole( 'list' ) ).getAllByRole( 'listitem' )
		).toHaveLength( 3 );
		expect( rice.queryByText( /more$/ ) ).not.toBeInTheDocument();
	} );

	it( 'shows the Shareable badge only on ideas eligible for Play It Forward', async () => {
		serve( { [ PLAY_IDEAS_PATH ]: IDEAS } );
		renderScreen( <PlayIdeasScreen />, { route: '/play-ideas' } );
		await screen.findAllByTestId( 'play-idea' );

		expect( screen.getAllByText( 'Shareable' ) ).toHaveLength( 1 );
		expect(
			within( card( 'Paper Rocket Launch Pad' ) ).getByText( 'Shareable' )
		).toBeInTheDocument();
	} );

	it( 'filters the cards by category', async () => {
		const user = userEvent.setup();
		serve( { [ PLAY_IDEAS_PATH ]: IDEAS } );
		renderScreen( <PlayIdeasScreen />, { route: '/play-ideas' } );
		await screen.findAllByTestId( 'play-idea' );

		const filters = screen.getByRole( 'group', {
			name: 'Filter by category',
		} );
		expect( textsOf( 'button', filters ) ).toEqual( [
			'All',
			'STEM Adventures',
			'Sensory Play',
		] );
		expect(
			within( filters ).getByRole( 'button', { name: 'All' } )
		).toHaveAttribute( 'aria-pressed', 'true' );

		await press( user, 'Sensory Play', filters );
		expect( cardTitles() ).toEqual( [ 'Rainbow Rice Sensory Bin' ] );
		expect(
			within( filters ).getByRole( 'button', { name: 'Sensory Play' } )
		).toHaveAttribute( 'aria-pressed', 'true' );

		await press( user, 'STEM Adventures', filters );
		expect( cardTitles() ).toEqual( [
			'Paper Rocket Launch Pad',
			'Shadow Puppet Theatre',
		] );

		await press( user, 'All', filters );
		expect( cardTitles() ).toHaveLength( 3 );
	} );

	it( 'links to Create It Forward and shows the inert idea buttons as coming soon', async () => {
		serve( { [ PLAY_IDEAS_PATH ]: IDEAS } );
		renderScreen( <PlayIdeasScreen />, { route: '/play-ideas' } );
		await screen.findAllByTestId( 'play-idea' );

		expect(
			screen.getByRole( 'link', {
				name: 'Learn about Create It Forward',
			} )
		).toHaveAttribute( 'href', '/create-it-forward' );
		for ( const name of [ 'Share Your Idea', 'Submit Your Idea' ] ) {
			const button = screen.getByRole( 'button', { name } );
			expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
			expect( button ).toHaveAccessibleDescription( 'Coming soon' );
		}
	} );

	it( 'says when there are no ideas yet', async () => {
		serve( { [ PLAY_IDEAS_PATH ]: { ideas: [] } } );
		renderScreen( <PlayIdeasScreen />, { route: '/play-ideas' } );

		expect(
			await screen.findByRole( 'heading', {
				name: 'New Ideas Coming Soon',
			} )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'group', { name: 'Filter by category' } )
		).not.toBeInTheDocument();
	} );

	it( 'says when the ideas did not load, and tries again', async () => {
		const user = userEvent.setup();
		const answer = serve( { [ PLAY_IDEAS_PATH ]: new Failure( 503 ) } );
		renderScreen( <PlayIdeasScreen />, { route: '/play-ideas' } );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Play ideas didn’t load'
		);
		answer( { [ PLAY_IDEAS_PATH ]: IDEAS } );
		await press( user, 'Try again' );

		expect( await screen.findAllByTestId( 'play-idea' ) ).toHaveLength( 3 );
	} );
} );
