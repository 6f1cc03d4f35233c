/**
 * External dependencies
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { PROMPT_ID, showUpdatePrompt, watchForUpdates } from './update-prompt';

const strings = {
	update: 'A new version of PlayPal is available.',
	reload: 'Reload',
};

class FakeTarget extends EventTarget {}

/**
 * Watches the fake registration and container for updates.
 *
 * @param registration The service worker registration.
 * @param container    navigator.serviceWorker.
 * @return The reload mock the prompt calls.
 */
function watch( registration: FakeTarget, container: FakeTarget ) {
	const reload = jest.fn();
	watchForUpdates(
		registration as unknown as ServiceWorkerRegistration,
		container as unknown as ServiceWorkerContainer,
		document,
		strings,
		reload
	);
	return reload;
}

afterEach( () => document.getElementById( PROMPT_ID )?.remove() );

describe( 'the update prompt', () => {
	it( 'is a status region with a Reload button reachable by keyboard', async () => {
		const onReload = jest.fn();
		showUpdatePrompt( document, strings, onReload );

		const region = await screen.findByRole( 'status' );
		await waitFor( () =>
			expect( region ).toHaveTextContent( strings.update )
		);
		await userEvent.tab();
		expect(
			screen.getByRole( 'button', { name: 'Reload' } )
		).toHaveFocus();
		await userEvent.keyboard( '{Enter}' );
		expect( onReload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows when a new worker waits behind one in control, and reloads once it takes over', async () => {
		const waiting = { postMessage: jest.fn() };
		const registration = Object.assign( new FakeTarget(), {
			waiting,
			installing: null,
		} );
		const container = Object.assign( new FakeTarget(), { controller: {} } );
		const reload = watch( registration, container );
		await userEvent.click(
			await screen.findByRole( 'button', { name: 'Reload' } )
		);

		expect( waiting.postMessage ).toHaveBeenCalledWith( {
			type: 'playpal:skip-waiting',
		} );
		expect( reload ).not.toHaveBeenCalled();
		container.dispatchEvent( new Event( 'controllerchange' ) );
		expect( reload ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'stays away for the very first worker and for a controller change nobody asked for', () => {
		const registration = Object.assign( new FakeTarget(), {
			waiting: { postMessage: jest.fn() },
			installing: null,
		} );
		const container = Object.assign( new FakeTarget(), {
			controller: null,
		} );
		const reload = watch( registration, container );
		container.dispatchEvent( new Event( 'controllerchange' ) );

		expect( document.getElementById( PROMPT_ID ) ).toBeNull();
		expect( reload ).not.toHaveBeenCalled();
	} );
} );
