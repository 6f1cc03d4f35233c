/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { jsonResponse } from './test-utils/api-fetch-responses';
import CreateItForwardScreen from './CreateItForwardScreen';
import PlayItForwardScreen from './PlayItForwardScreen';
import { globals, mockedApiFetch } from '../../test-utils/api-fetch';

const gtag = jest.fn();

beforeEach( () => {
	document.head.innerHTML = '';
	gtag.mockReset();
	( window as { gtag?: unknown } ).gtag = gtag;
} );

afterAll( () => {
	delete ( window as { gtag?: unknown } ).gtag;
} );

function robots() {
	return document.head
		.querySelector( 'meta[name="robots"]' )
		?.getAttribute( 'content' );
}

function description() {
	return document.head
		.querySelector( 'meta[name="description"]' )
		?.getAttribute( 'content' );
}

describe( 'Create It Forward waitlist', () => {
	it( 'sets title, description and noindex,follow, and records a view event', () => {
		renderScreen( <CreateItForwardScreen />, {
			route: '/create-it-forward',
		} );

		expect( document.title ).toBe(
			'Create It Forward — Early Access Waitlist | PlayPal'
		);
		expect( description() ).toMatch( /keep 70% of every sale/ );
		expect( robots() ).toBe( 'noindex, follow' );
		expect( gtag ).toHaveBeenCalledWith( 'event', 'interest_view', {
			kind: 'cif',
		} );
	} );

	it( 'shows the spec’s figures, the form, what happens next and the FAQ', () => {
		renderScreen( <CreateItForwardScreen />, {
			route: '/create-it-forward',
		} );

		for ( const figure of [
			'70%',
			'$200–800',
			'15%',
			'500+',
			'$29/month',
			'$279/year',
		] ) {
			expect( screen.getByText( figure ) ).toBeInTheDocument();
		}
		expect(
			screen.getByText( 'Creator Annual: $23/month, save 20%' )
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'commission on every sale: a $5 pack earns you $3.50'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'form', {
				name: 'Create It Forward early access',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Join the Waitlist' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'What happens next' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', {
				name: 'Frequently asked questions',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByText( 'What does membership cost?' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Launch in Q3 2025' } )
		).toBeInTheDocument();
	} );
} );

describe( 'Play It Forward waitlist', () => {
	it( 'sets title, description and noindex,follow, and records a view event', () => {
		renderScreen( <PlayItForwardScreen />, { route: '/play-it-forward' } );

		expect( document.title ).toBe(
			'Play It Forward — Beta Waitlist | PlayPal'
		);
		expect( description() ).toMatch( /earn \$5 for every new sign-up/ );
		expect( robots() ).toBe( 'noindex, follow' );
		expect( gtag ).toHaveBeenCalledWith( 'event', 'interest_view', {
			kind: 'pif',
		} );
	} );

	it( 'shows the reward figures, the ranks, the form, next steps and the FAQ', () => {
		renderScreen( <PlayItForwardScreen />, { route: '/play-it-forward' } );

		for ( const figure of [
			'$5',
			'$25',
			'10%',
			'20%',
			'$50',
			'$200',
			'$500',
		] ) {
			expect( screen.getByText( figure ) ).toBeInTheDocument();
		}
		expect(
			screen.getByRole( 'form', { name: 'Play It Forward beta' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Join the Beta' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'What happens next' } )
		).toBeInTheDocument();
		expect(
			screen.getByText( /The minimum payout is \$25/ )
		).toBeInTheDocument();
	} );
} );

describe( 'Play It Forward for signed-in people', () => {
	function answerMe( loggedIn: boolean ) {
		mockedApiFetch.mockReset();
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, loggedIn ? { loggedIn, id: 3 } : { loggedIn } )
		);
	}

	beforeEach( () => {
		globals.playpalConfig = { flags: { sharing: true } };
	} );

	it( 'links a signed-in person to their Play It Forward tab', async () => {
		answerMe( true );
		renderScreen( <PlayItForwardScreen />, { route: '/play-it-forward' } );

		expect(
			await screen.findByRole( 'link', {
				name: 'Open your Play It Forward dashboard',
			} )
		).toHaveAttribute( 'href', '/member-portal#play-it-forward' );
	} );

	it( 'shows guests the waitlist only', async () => {
		answerMe( false );
		renderScreen( <PlayItForwardScreen />, { route: '/play-it-forward' } );

		await waitFor( () => expect( mockedApiFetch ).toHaveBeenCalled() );
		expect(
			screen.queryByRole( 'link', {
				name: 'Open your Play It Forward dashboard',
			} )
		).not.toBeInTheDocument();
	} );
} );
