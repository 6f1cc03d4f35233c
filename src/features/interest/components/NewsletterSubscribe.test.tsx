/**
 * External dependencies
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { NewsletterSubscribe } from './NewsletterSubscribe';
import { jsonResponse } from '../test-utils/api-fetch-responses';
import { mockedApiFetch } from '../../../test-utils/api-fetch';
import { press, typeInto } from '../../../test-utils/actions';

// Counts loads of the dialog's module (its own chunk in the build); the module itself is the real one.
let mockDialogModuleLoads = 0;
jest.mock( './NewsletterDialog', () => {
	mockDialogModuleLoads++;
	return jest.requireActual( './NewsletterDialog' );
} );

/**
 * Opens the dialog, fills in the person and presses Subscribe in it.
 *
 * @param firstName First name typed.
 * @param lastName  Last name typed.
 * @param email     Email typed.
 * @return The open dialog.
 */
async function subscribe( firstName: string, lastName: string, email: string ) {
	const user = userEvent.setup();
	render( <NewsletterSubscribe /> );
	await press( user, 'Subscribe' );
	const dialog = await screen.findByRole( 'dialog' );
	await typeInto( user, 'First name', firstName, dialog );
	await typeInto( user, 'Last name', lastName, dialog );
	await typeInto( user, 'Email', email, dialog );
	await press( user, 'Subscribe', dialog );
	return dialog;
}

describe( 'NewsletterSubscribe', () => {
	it( 'loads the dialog only when the button is first pressed, and once', async () => {
		const user = userEvent.setup();
		render( <NewsletterSubscribe /> );
		const trigger = screen.getByRole( 'button', { name: 'Subscribe' } );
		expect( mockDialogModuleLoads ).toBe( 0 );

		await user.click( trigger );
		expect( await screen.findByRole( 'dialog' ) ).toBeInTheDocument();
		await user.keyboard( '{Escape}' );
		await user.click( trigger );
		expect( await screen.findByRole( 'dialog' ) ).toBeInTheDocument();

		expect( mockDialogModuleLoads ).toBe( 1 );
	} );

	it( 'opens a labelled dialog with focus inside, and Escape returns focus to the button', async () => {
		const user = userEvent.setup();
		render( <NewsletterSubscribe /> );
		const trigger = screen.getByRole( 'button', { name: 'Subscribe' } );

		await user.click( trigger );

		const dialog = await screen.findByRole( 'dialog', {
			name: 'Subscribe to the PlayPal blog',
		} );
		expect( dialog ).toContainElement(
			trigger.ownerDocument.activeElement as HTMLElement
		);
		expect(
			within( dialog ).getByRole( 'textbox', { name: 'Email' } )
		).toBeInTheDocument();

		await user.keyboard( '{Escape}' );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect( trigger ).toHaveFocus();
	} );

	it( 'signs the person up to the newsletter list and says so', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true } )
		);
		const dialog = await subscribe(
			'Grace',
			'Hopper',
			'grace@example.com'
		);

		expect(
			await within( dialog ).findByRole( 'status' )
		).toHaveTextContent(
			"You're subscribed! New posts will arrive in your inbox."
		);
		expect( mockedApiFetch.mock.calls[ 0 ][ 0 ] ).toEqual(
			expect.objectContaining( {
				path: '/pp/v1/interest',
				method: 'POST',
				data: expect.objectContaining( {
					kind: 'newsletter',
					email: 'grace@example.com',
					firstName: 'Grace',
					lastName: 'Hopper',
					hp: '',
				} ),
			} )
		);
	} );

	it( 'says when the email is already subscribed', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true, alreadySubscribed: true } )
		);
		const dialog = await subscribe( 'G', 'H', 'g@example.com' );

		expect(
			await within( dialog ).findByRole( 'status' )
		).toHaveTextContent(
			"You're already on the list! We'll be in touch soon."
		);
	} );
} );
