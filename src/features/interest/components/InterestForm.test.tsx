/**
 * External dependencies
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { InterestForm } from './InterestForm';
import {
	jsonResponse,
	NETWORK_FAILURE,
} from '../test-utils/api-fetch-responses';
import { mockedApiFetch } from '../../../test-utils/api-fetch';
import { press, typeInto } from '../../../test-utils/actions';

function renderForm() {
	return render(
		<InterestForm
			kind="cif"
			label="Early access"
			submitLabel="Join the Waitlist"
			successMessage="You're on the list!"
			messageLabel="Message (optional)"
		/>
	);
}

async function fillAndSubmit() {
	const user = userEvent.setup();
	await typeInto( user, 'First name', 'Ada' );
	await typeInto( user, 'Last name', 'Lovelace' );
	await typeInto( user, 'Email', 'ada@example.com' );
	await press( user, 'Join the Waitlist' );
	return user;
}

beforeEach( () => {
	delete ( window as { gtag?: unknown } ).gtag;
} );

describe( 'InterestForm', () => {
	it( 'sends one request for two submits in the same moment (a double click)', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true } )
		);
		const user = userEvent.setup();
		renderForm();
		await typeInto( user, 'First name', 'Ada' );
		await typeInto( user, 'Last name', 'Lovelace' );
		await typeInto( user, 'Email', 'ada@example.com' );

		// Two submits before React renders the busy state in between.
		const form = screen.getByRole( 'form', {
			name: 'Early access',
		} ) as HTMLFormElement;
		act( () => {
			form.requestSubmit();
			form.requestSubmit();
		} );

		await screen.findByText( "You're on the list!" );
		expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'shows "Joining..." and disables the button while the request runs', async () => {
		let answer: ( value: unknown ) => void = () => {};
		mockedApiFetch.mockReturnValue(
			new Promise( ( resolve ) => ( answer = resolve ) )
		);
		renderForm();

		await fillAndSubmit();

		const busy = screen.getByRole( 'button', { name: 'Joining...' } );
		expect( busy ).toBeDisabled();
		answer( jsonResponse( 200, { success: true } ) );
		await screen.findByText( "You're on the list!" );
	} );

	it( 'replaces the form with the success message, focused, and records the submit event', async () => {
		const gtag = jest.fn();
		( window as { gtag?: unknown } ).gtag = gtag;
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true } )
		);
		renderForm();

		await fillAndSubmit();

		const status = await screen.findByRole( 'status' );
		expect( status ).toHaveTextContent( "You're on the list!" );
		expect( status ).toHaveFocus();
		expect(
			screen.queryByRole( 'form', { name: 'Early access' } )
		).not.toBeInTheDocument();
		expect( gtag ).toHaveBeenCalledWith( 'event', 'interest_submit', {
			kind: 'cif',
			outcome: 'success',
		} );
	} );

	it( 'says the person is already on the list when the server says so', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true, alreadySubscribed: true } )
		);
		renderForm();

		await fillAndSubmit();

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			"You're already on the list! We'll be in touch soon."
		);
	} );

	it( 'asks the person to open the emailed link when the sign-up waits for confirmation', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true, confirmationSent: true } )
		);
		renderForm();

		await fillAndSubmit();

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Almost there! We’ve sent you an email: open the link in it to confirm your sign-up.'
		);
	} );

	it( 'shows the server’s error in an alert and keeps what was typed', async () => {
		mockedApiFetch.mockRejectedValue(
			jsonResponse( 400, {
				success: false,
				error: 'Please enter a valid email address.',
			} )
		);
		renderForm();

		await fillAndSubmit();

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Please enter a valid email address.'
		);
		expect( alert ).toHaveFocus();
		expect( screen.getByLabelText( 'First name' ) ).toHaveValue( 'Ada' );
		expect(
			screen.getByRole( 'button', { name: 'Join the Waitlist' } )
		).toBeEnabled();
	} );

	it( 'shows the network sentence when the server cannot be reached', async () => {
		mockedApiFetch.mockRejectedValue( NETWORK_FAILURE );
		renderForm();

		await fillAndSubmit();

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Network error. Please check your connection and try again.'
		);
	} );

	it( 'keeps the honeypot out of sight, out of the tab order and away from screen readers, and always sends it', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true } )
		);
		const { container } = renderForm();
		const honeypot = container.querySelector(
			'input[name="hp"]'
		) as HTMLInputElement;

		expect( honeypot ).not.toBeNull();
		expect( honeypot ).toHaveAttribute( 'tabindex', '-1' );
		expect( honeypot.closest( '[aria-hidden="true"]' ) ).not.toBeNull();
		expect(
			screen.queryByRole( 'textbox', { name: 'Leave this field empty' } )
		).not.toBeInTheDocument();

		const user = await fillAndSubmit();
		await waitFor( () => expect( mockedApiFetch ).toHaveBeenCalled() );
		expect( mockedApiFetch.mock.calls[ 0 ][ 0 ].data ).toEqual(
			expect.objectContaining( { hp: '', kind: 'cif' } )
		);
		await user.tab();
		expect( honeypot ).not.toHaveFocus();
	} );

	it( 'labels every field', () => {
		renderForm();

		for ( const name of [
			'First name',
			'Last name',
			'Email',
			'Message (optional)',
		] ) {
			expect(
				screen.getByRole( 'textbox', { name } )
			).toBeInTheDocument();
		}
		expect( screen.getByLabelText( 'Email' ) ).toHaveAttribute(
			'type',
			'email'
		);
	} );
} );
