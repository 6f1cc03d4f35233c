/**
 * External dependencies
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { renderScreen } from '../../../lib/test-utils/render';
import { mockedApiFetch } from '../test-utils/fake-community-api';
import SubmitStoryScreen from './SubmitStoryScreen';
import { press, typeInto } from '../../../test-utils/actions';

function picture( name: string, bytes = 10 ) {
	return new File( [ new Uint8Array( bytes ) ], name, { type: 'image/png' } );
}

async function fillRequired( user: ReturnType< typeof userEvent.setup > ) {
	await press( user, 'Photos' );
	await typeInto( user, 'Title *', 'Castle day' );
	await user.selectOptions(
		screen.getByLabelText( 'Product Used *' ),
		'Space Station Alpha'
	);
	await typeInto( user, 'Description *', 'We played.' );
	await typeInto( user, 'Your Name *', 'Ada' );
	await typeInto( user, 'Email Address *', 'ada@example.test' );
}

describe( 'SubmitStoryScreen', () => {
	beforeEach( () => mockedApiFetch.mockReset() );

	it( 'shows the cards only after a type is chosen', async () => {
		const user = userEvent.setup();
		renderScreen( <SubmitStoryScreen />, { route: '/submit' } );
		expect( screen.queryByLabelText( 'Title *' ) ).not.toBeInTheDocument();
		await press( user, 'Videos' );
		expect( screen.getByLabelText( 'Title *' ) ).toBeRequired();
		expect( screen.getByLabelText( 'Email Address *' ) ).toBeRequired();
		expect( screen.getByLabelText( 'Your Name *' ) ).toBeRequired();
	} );

	it( 'alerts when a consent is missing and sends nothing', async () => {
		const user = userEvent.setup();
		renderScreen( <SubmitStoryScreen />, { route: '/submit' } );
		await fillRequired( user );
		await press( user, 'Submit Your Story' );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'Please agree to the terms and permissions before submitting.'
		);
		expect( mockedApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'keeps at most 5 files and refuses files over 10 MB', async () => {
		const user = userEvent.setup( { applyAccept: false } );
		renderScreen( <SubmitStoryScreen />, { route: '/submit' } );
		await press( user, 'Photos' );
		const input = screen.getByLabelText( 'Photos or Videos' );
		await user.upload(
			input,
			[ 1, 2, 3, 4, 5, 6 ].map( ( i ) => picture( `p${ i }.png` ) )
		);
		expect( screen.getByText( '5 of 5 files attached.' ) ).toBeVisible();
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'You can attach at most 5 files'
		);
		await press( user, 'Remove p1.png' );
		await user.upload( input, picture( 'big.png', 10 * 1024 * 1024 + 1 ) );
		expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
			'“big.png” is larger than 10 MB'
		);
		expect( screen.getByText( '4 of 5 files attached.' ) ).toBeVisible();
	} );

	it( 'says Submitting... then shows Submission Received! with its two actions', async () => {
		const user = userEvent.setup();
		let answer: ( value: unknown ) => void = () => undefined;
		mockedApiFetch.mockImplementation(
			() =>
				new Promise( ( resolve ) => {
					answer = resolve;
				} )
		);
		renderScreen( <SubmitStoryScreen />, { route: '/submit' } );
		await fillRequired( user );
		await user.click( screen.getByLabelText( /I grant PlayPal/ ) );
		await user.click( screen.getByLabelText( /I confirm that I own/ ) );
		await press( user, 'Submit Your Story' );

		expect(
			screen.getByRole( 'button', { name: 'Submitting...' } )
		).toBeDisabled();
		const sent = mockedApiFetch.mock.calls[ 0 ][ 0 ];
		expect( sent.path ).toBe( '/pp/v1/submissions' );
		expect( sent.body.get( 'product_used' ) ).toBe( 'Space Station Alpha' );
		expect( sent.body.get( 'permission_granted' ) ).toBe( 'true' );
		expect( sent.body.get( 'hp' ) ).toBe( '' );

		answer( {
			ok: true,
			status: 201,
			statusText: 'Created',
			headers: new Headers(),
			text: () => Promise.resolve( '{"success":true}' ),
		} );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Submission Received!',
			} )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'link', { name: 'View Community Stories' } )
		).toHaveAttribute( 'href', '/ugc' );
		expect(
			screen.getByRole( 'button', { name: 'Submit Another Story' } )
		).toBeInTheDocument();
	} );
} );
