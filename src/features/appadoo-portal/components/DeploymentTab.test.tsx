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
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { getToastState, resetToastStore } from '../../../components/use-toast';
import AppadooPortalScreen from '../AppadooPortalScreen';
import {
	appadoo,
	createFakePortal,
	wpError,
} from '../test-utils/fake-portal-api';
import type { FakePortalOptions } from '../test-utils/fake-portal-api';
import { globals } from '../../../test-utils/api-fetch';

const mockedApiFetch = apiFetch as unknown as jest.Mock & {
	nonceMiddleware?: { nonce: string };
};

const LIST = '/pp/v1/appadoos?scope=mine';

function renderPortal( options: FakePortalOptions = {} ) {
	const portal = createFakePortal( {
		appadoos: [
			appadoo( 1, 'Shipped', { status: 'deployed' } ),
			appadoo( 2, 'Story Time' ),
		],
		...options,
	} );
	mockedApiFetch.mockImplementation( portal.apiFetch );
	renderScreen( <AppadooPortalScreen />, { route: '/appadoo-portal' } );
	return portal;
}

async function openDeployment() {
	await userEvent.click(
		await screen.findByRole( 'tab', { name: 'Deployment' } )
	);
}

function card( name: string ) {
	return screen.getByRole( 'article', { name } );
}

beforeEach( () => {
	globals.playpalConfig = {
		flags: { portals: true, advanced_portal: true },
		restRoot: 'https://example.test/wp-json/',
	};
	mockedApiFetch.nonceMiddleware = { nonce: 'n0nce' };
	resetToastStore();
} );

afterEach( () => {
	delete mockedApiFetch.nonceMiddleware;
} );

describe( 'DeploymentTab', () => {
	it( 'shows each Appadoo as Live or Local, with Visit in a new tab and Download offline', async () => {
		renderPortal();
		await screen.findByText( 'Shipped' );
		await openDeployment();

		const shipped = card( 'Shipped' );
		expect( within( shipped ).getByText( 'Live' ) ).toBeInTheDocument();
		const visit = within( shipped ).getByRole( 'link', {
			name: 'Visit Shipped (opens in a new tab)',
		} );
		expect( visit ).toHaveAttribute(
			'href',
			'http://example.test/play/appadoo-1/'
		);
		expect( visit ).toHaveAttribute( 'target', '_blank' );
		expect( visit ).toHaveAttribute( 'rel', 'noopener noreferrer' );
		expect(
			within( shipped ).getByRole( 'button', { name: 'Undeploy' } )
		).toBeEnabled();

		const local = card( 'Story Time' );
		expect( within( local ).getByText( 'Local' ) ).toBeInTheDocument();
		expect(
			within( local ).queryByRole( 'link', { name: /Visit/ } )
		).not.toBeInTheDocument();
		expect(
			within( local ).getByRole( 'button', { name: 'Deploy' } )
		).toBeEnabled();
		expect(
			within( local ).getByRole( 'link', {
				name: 'Download Story Time offline',
			} )
		).toHaveAttribute(
			'href',
			'https://example.test/wp-json/pp/v1/appadoos/2/offline?_wpnonce=n0nce'
		);
		expect( screen.queryByText( 'Coming soon' ) ).not.toBeInTheDocument();
	} );

	it( 'deploys: the button says so while it works, then the Appadoo is Live with its link', async () => {
		const portal = renderPortal();
		await screen.findByText( 'Story Time' );
		await openDeployment();

		const release = portal.holdNext( 'POST', '/pp/v1/appadoos/2/deploy' );
		await userEvent.click(
			within( card( 'Story Time' ) ).getByRole( 'button', {
				name: 'Deploy',
			} )
		);
		expect(
			within( card( 'Story Time' ) ).getByRole( 'button', {
				name: 'Deploying…',
			} )
		).toBeDisabled();
		release();

		expect(
			await within( card( 'Story Time' ) ).findByRole( 'link', {
				name: 'Visit Story Time (opens in a new tab)',
			} )
		).toHaveAttribute( 'href', 'http://example.test/play/appadoo-2/' );
		expect(
			within( card( 'Story Time' ) ).getByText( 'Live' )
		).toBeInTheDocument();
		expect( getToastState().toasts[ 0 ]?.title ).toBe(
			'“Story Time” is Live.'
		);
		expect( portal.requests ).toContain( 'POST /pp/v1/appadoos/2/deploy' );
	} );

	it( 'undeploys: the Appadoo goes back to Local and its Visit link goes away', async () => {
		const portal = renderPortal();
		await screen.findByText( 'Shipped' );
		await openDeployment();

		await userEvent.click(
			within( card( 'Shipped' ) ).getByRole( 'button', {
				name: 'Undeploy',
			} )
		);

		expect(
			await within( card( 'Shipped' ) ).findByText( 'Local' )
		).toBeInTheDocument();
		expect(
			within( card( 'Shipped' ) ).queryByRole( 'link', {
				name: /Visit/,
			} )
		).not.toBeInTheDocument();
		expect( portal.requests ).toContain(
			'DELETE /pp/v1/appadoos/1/deploy'
		);
	} );

	it( 'says why a deploy failed and keeps the Appadoo Local', async () => {
		const portal = renderPortal();
		await screen.findByText( 'Story Time' );
		await openDeployment();
		portal.failNext(
			'POST',
			'/pp/v1/appadoos/2/deploy',
			wpError(
				500,
				'playpal_appadoo_not_saved',
				'The Appadoo could not be saved just now. Please try again in a moment.'
			)
		);

		await userEvent.click(
			within( card( 'Story Time' ) ).getByRole( 'button', {
				name: 'Deploy',
			} )
		);

		expect(
			await within( card( 'Story Time' ) ).findByRole( 'alert' )
		).toHaveTextContent(
			'The Appadoo could not be saved just now. Please try again in a moment.'
		);
		expect(
			within( card( 'Story Time' ) ).getByText( 'Local' )
		).toBeInTheDocument();
		expect(
			within( card( 'Story Time' ) ).getByRole( 'button', {
				name: 'Deploy',
			} )
		).toBeEnabled();
	} );

	it( 'shows loading, then a Try again when the list fails, and an empty state', async () => {
		const portal = createFakePortal( { appadoos: [] } );
		const release = portal.holdNext( 'GET', LIST );
		portal.failNext( 'GET', LIST, wpError( 500, 'boom', 'Boom.' ) );
		mockedApiFetch.mockImplementation( portal.apiFetch );
		renderScreen( <AppadooPortalScreen />, { route: '/appadoo-portal' } );
		await openDeployment();

		const section = screen.getByRole( 'region', { name: 'Deployment' } );
		expect( within( section ).getByRole( 'status' ) ).toHaveTextContent(
			'Loading Appadoos…'
		);
		release();

		await userEvent.click(
			await within( section ).findByRole( 'button', {
				name: 'Try again',
			} )
		);
		expect(
			await within( section ).findByText( 'No Appadoos yet.' )
		).toBeInTheDocument();
	} );

	it( 'shows a guest the sample Appadoos with every action off', async () => {
		renderPortal( { me: { loggedIn: false } } );
		await openDeployment();

		const section = screen.getByRole( 'region', { name: 'Deployment' } );
		const buttons = within( section ).getAllByRole( 'button' );
		expect( buttons.length ).toBeGreaterThan( 0 );
		for ( const button of buttons ) {
			expect( button ).toBeDisabled();
			expect( button ).toHaveAttribute(
				'aria-describedby',
				'appadoo-guest-notice'
			);
		}
		expect( within( section ).queryAllByRole( 'link' ) ).toHaveLength( 0 );
		expect( within( section ).getByText( 'Live' ) ).toBeInTheDocument();
	} );

	it( 'shows a deployed Appadoo as Live on the Dashboard too', async () => {
		renderPortal();
		const shipped = await screen.findByRole( 'article', {
			name: 'Shipped',
		} );
		expect( within( shipped ).getByText( 'Live' ) ).toBeInTheDocument();
		await waitFor( () =>
			expect(
				within( card( 'Story Time' ) ).getByText( 'Active' )
			).toBeInTheDocument()
		);
	} );
} );
