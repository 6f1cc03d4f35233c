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
import AppadooPortalScreen from '../AppadooPortalScreen';
import {
	appadoo,
	createFakePortal,
	wpError,
} from '../test-utils/fake-portal-api';
import type { FakePortalOptions } from '../test-utils/fake-portal-api';
import { globals, mockedApiFetch } from '../../../test-utils/api-fetch';
import { press } from '../../../test-utils/actions';

function renderPortal( options: FakePortalOptions = {} ) {
	const portal = createFakePortal( {
		appadoos: [ appadoo( 1, 'Math Quest' ) ],
		...options,
	} );
	mockedApiFetch.mockImplementation( portal.apiFetch );
	renderScreen( <AppadooPortalScreen />, { route: '/appadoo-portal' } );
	return portal;
}

async function openConverter() {
	await screen.findByText( 'Math Quest' );
	await userEvent.click(
		screen.getByRole( 'tab', { name: 'HTML Converter' } )
	);
}

function page( name = 'space-quiz.html' ) {
	return new File( [ '<!doctype html><p>Hi</p>' ], name, {
		type: 'text/html',
	} );
}

beforeEach( () => {
	// The converter is one of the portal's signed-in features (flag `portals`).
	globals.playpalConfig = { flags: { portals: true } };
} );

describe( 'ConverterTab', () => {
	it( 'uploads the chosen file as multipart and lists what the server did', async () => {
		const portal = renderPortal();
		await openConverter();

		await userEvent.upload(
			screen.getByLabelText( 'Drop or select an HTML file' ),
			page()
		);

		expect(
			await screen.findByText( '“space-quiz” is ready.' )
		).toBeVisible();
		const call = portal.log.find(
			( request ) => request.path === '/pp/v1/appadoos/convert'
		);
		expect( call?.method ).toBe( 'POST' );
		expect( ( call?.body as FormData ).get( 'file' ) ).toBeInstanceOf(
			File
		);
		const added = screen.getByRole( 'list', { name: 'Features added' } );
		expect(
			within( added ).getByText(
				'Works offline: 3 files packed with the activity'
			)
		).toBeVisible();
		const security = screen.getByRole( 'list', {
			name: 'Security features',
		} );
		expect(
			within( security ).getByText(
				'1 external reference removed or disabled'
			)
		).toBeVisible();
		expect(
			screen.getByText( /1 external reference removed\./ )
		).toBeVisible();
		expect(
			screen.getByText(
				/Blocked by the Content-Security-Policy: connect/
			)
		).toHaveTextContent( 'https://api.example/score' );
		const refused = screen.getByRole( 'list', {
			name: 'Files left out of the package',
		} );
		expect(
			within( refused ).getByText(
				'server.php: a server script, never part of an activity'
			)
		).toBeVisible();
	} );

	it( 'shows the server’s message when it refuses the file', async () => {
		const portal = renderPortal();
		portal.failNext(
			'POST',
			'/pp/v1/appadoos/convert',
			wpError(
				415,
				'playpal_upload_wrong_type',
				'Only an HTML page (.html or .htm) or a .zip holding one can be converted, and the file must really be one.'
			)
		);
		await openConverter();
		await userEvent.upload(
			screen.getByLabelText( 'Drop or select an HTML file' ),
			page( 'photo.html' )
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Only an HTML page (.html or .htm) or a .zip holding one can be converted'
		);
	} );

	it( 'is busy while the upload runs', async () => {
		const portal = renderPortal();
		const release = portal.holdNext( 'POST', '/pp/v1/appadoos/convert' );
		await openConverter();
		const input = screen.getByLabelText( 'Drop or select an HTML file' );
		await userEvent.upload( input, page() );
		expect(
			await screen.findByText(
				'Uploading and converting space-quiz.html…'
			)
		).toBeVisible();
		expect( input ).toBeDisabled();
		release();
		expect(
			await screen.findByText( '“space-quiz” is ready.' )
		).toBeVisible();
		expect( input ).toBeEnabled();
	} );

	it( 'refuses a file over 10 MB before uploading it', async () => {
		const portal = renderPortal();
		await openConverter();
		const big = page();
		Object.defineProperty( big, 'size', { value: 11 * 1024 * 1024 } );
		await userEvent.upload(
			screen.getByLabelText( 'Drop or select an HTML file' ),
			big
		);
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'The file is larger than 10 MB.'
		);
		expect( portal.requests ).not.toContain(
			'POST /pp/v1/appadoos/convert'
		);
	} );

	it( 'previews in a sandboxed frame without allow-same-origin', async () => {
		renderPortal();
		await screen.findByText( 'Math Quest' );
		await press( userEvent, 'Preview Math Quest' );
		const frame = await screen.findByTitle( 'Appadoo player: Math Quest' );
		expect( frame ).toHaveAttribute(
			'src',
			'http://example.test/play/appadoo-1/7-9999999999-abc/index.html'
		);
		const sandbox = frame.getAttribute( 'sandbox' ) ?? '';
		expect( sandbox ).toContain( 'allow-scripts' );
		expect( sandbox ).not.toContain( 'allow-same-origin' );
	} );
} );
