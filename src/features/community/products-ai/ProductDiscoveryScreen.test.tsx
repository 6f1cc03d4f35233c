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
import { DISCOVERY_PATH } from '../api/paths';
import { Failure, product, serve, tag } from '../test-utils/fake-community-api';
import ProductDiscoveryScreen from './ProductDiscoveryScreen';
import { blankPage } from '../../../test-utils/page';
import { textsIn } from '../../../test-utils/queries';
import { press } from '../../../test-utils/actions';

const DISCOVERY = {
	products: [
		product(
			'space',
			[ tag( 'wonder', 'emotional' ), tag( 'quick', 'functional' ) ],
			{
				name: 'Space Station Alpha',
				funnel_copy: {
					headline: 'Blast off without leaving the living room',
					subheadline: 'Everything a little astronaut needs.',
					bullets: [ '24 printable pages', 'Mission log' ],
					cta_primary: 'Start the mission',
					urgency_text: 'Free for VIP members this week',
					social_proof: 'Loved by 3,400+ families',
				},
			}
		),
		product( 'dino', [ tag( 'focus', 'behavioral' ) ], {
			name: 'Dinosaur Dig Site Expedition',
			price: 10.99,
		} ),
		product(
			'ocean',
			[ tag( 'calm', 'emotional' ), tag( 'count', 'outcome' ) ],
			{
				name: 'Ocean Adventure Discovery',
			}
		),
	],
	collections: [
		{
			id: 'calm',
			name: 'Calm and Curious',
			description: 'Gentle kits.',
			funnel_hook: 'For quiet afternoons.',
			products: [ 'ocean', 'dino' ],
			sample: true,
		},
	],
};

function productNames( container: HTMLElement ) {
	return within( container )
		.getAllByTestId( 'discovery-product' )
		.map( ( item ) => within( item ).getByRole( 'heading' ).textContent );
}

async function renderLoaded() {
	serve( { [ DISCOVERY_PATH ]: DISCOVERY } );
	renderScreen( <ProductDiscoveryScreen />, { route: '/products-ai' } );
	await screen.findAllByTestId( 'discovery-product' );
}

beforeEach( () => blankPage( 'en-US' ) );

describe( 'AI product discovery', () => {
	it( 'sets its title and shows a featured pair of products', async () => {
		await renderLoaded();

		expect( document.title ).toBe( 'Find the Perfect Play Kit | PlayPal' );
		const featured = screen.getByRole( 'list', { name: 'Featured kits' } );
		expect( productNames( featured ) ).toEqual( [
			'Space Station Alpha',
			'Dinosaur Dig Site Expedition',
		] );
		expect( within( featured ).getByText( '$10.99' ) ).toBeInTheDocument();
	} );

	it( 'keeps the chosen persona, pressed', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		const overwhelmed = screen.getByRole( 'button', {
			name: 'Overwhelmed Parent',
		} );
		const ambitious = screen.getByRole( 'button', {
			name: 'Ambitious Parent',
		} );
		expect( overwhelmed ).toHaveAttribute( 'aria-pressed', 'false' );

		await user.click( ambitious );
		expect( ambitious ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( overwhelmed ).toHaveAttribute( 'aria-pressed', 'false' );

		await user.click( overwhelmed );
		expect( overwhelmed ).toHaveAttribute( 'aria-pressed', 'true' );
		expect( ambitious ).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	it( 'has four category tabs, one per tag type, each showing the products tagged so', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		expect( textsIn( 'tablist', 'Product categories', 'tab' ) ).toEqual( [
			'Emotional',
			'Functional',
			'Outcome',
			'Behavioral',
		] );

		expect( productNames( screen.getByRole( 'tabpanel' ) ) ).toEqual( [
			'Space Station Alpha',
			'Ocean Adventure Discovery',
		] );
		expect(
			within( screen.getByRole( 'tabpanel' ) ).getByText( 'Tag wonder' )
		).toBeInTheDocument();
		expect(
			within( screen.getByRole( 'tabpanel' ) ).queryByText( 'Tag quick' )
		).not.toBeInTheDocument();

		await user.click( screen.getByRole( 'tab', { name: 'Behavioral' } ) );
		expect( productNames( screen.getByRole( 'tabpanel' ) ) ).toEqual( [
			'Dinosaur Dig Site Expedition',
		] );

		await user.click( screen.getByRole( 'tab', { name: 'Outcome' } ) );
		expect( productNames( screen.getByRole( 'tabpanel' ) ) ).toEqual( [
			'Ocean Adventure Discovery',
		] );
	} );

	it( 'opens a product’s details in a dialog that traps focus, closes on Escape and returns focus', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		const featured = screen.getByRole( 'list', { name: 'Featured kits' } );
		const trigger = within( featured ).getByRole( 'button', {
			name: 'View details of Space Station Alpha',
		} );
		await user.click( trigger );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Space Station Alpha',
		} );
		expect( dialog ).toHaveAccessibleDescription(
			'Blast off without leaving the living room'
		);
		expect(
			within( dialog ).getByText( '24 printable pages' )
		).toBeInTheDocument();
		expect(
			within( dialog ).getByText( 'Free for VIP members this week' )
		).toBeInTheDocument();
		expect(
			within( dialog ).getByRole( 'link', { name: 'Start the mission' } )
		).toHaveAttribute( 'href', '/shop' );
		expect( dialog ).toContainElement(
			dialog.ownerDocument.activeElement as HTMLElement
		);

		for ( let step = 0; step < 4; step++ ) {
			await user.tab();
			expect( dialog ).toContainElement(
				dialog.ownerDocument.activeElement as HTMLElement
			);
		}

		await user.keyboard( '{Escape}' );
		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( trigger ).toHaveFocus();
	} );

	it( 'closes the dialog with its close button', async () => {
		const user = userEvent.setup();
		await renderLoaded();

		const trigger = within(
			screen.getByRole( 'list', { name: 'Featured kits' } )
		).getByRole( 'button', {
			name: 'View details of Dinosaur Dig Site Expedition',
		} );
		await user.click( trigger );
		const dialog = await screen.findByRole( 'dialog' );

		await press( user, 'Close', dialog );

		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		expect( trigger ).toHaveFocus();
	} );

	it( 'lists the collections with their products', async () => {
		await renderLoaded();

		const heading = screen.getByRole( 'heading', {
			name: 'Calm and Curious',
		} );
		expect( heading.closest( 'article' ) ).toHaveTextContent(
			'Ocean Adventure Discovery, Dinosaur Dig Site Expedition'
		);
	} );

	it( 'says when discovery did not load, and tries again', async () => {
		const user = userEvent.setup();
		const answer = serve( { [ DISCOVERY_PATH ]: new Failure( 500 ) } );
		renderScreen( <ProductDiscoveryScreen />, { route: '/products-ai' } );

		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'Finding play kits…'
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Product discovery didn’t load'
		);
		answer( { [ DISCOVERY_PATH ]: DISCOVERY } );
		await press( user, 'Try again' );

		expect(
			await screen.findAllByTestId( 'discovery-product' )
		).not.toHaveLength( 0 );
	} );
} );
