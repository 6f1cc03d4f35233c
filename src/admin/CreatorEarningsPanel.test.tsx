/**
 * External dependencies
 */
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { CreatorEarningsPanel } from './CreatorEarningsPanel';
import { CREATOR_SETTINGS_PATH } from './creator-settings-api';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

jest.setTimeout( 30_000 );
configure( { asyncUtilTimeout: 10_000 } );

it( 'shows the commission, payout window and price bounds and saves them as numbers', async () => {
	const requests: Record< string, unknown >[] = [];
	mockedApiFetch.mockImplementation(
		( options: Record< string, unknown > ) => {
			requests.push( options );
			return Promise.resolve(
				options.method === 'POST'
					? options.data
					: {
							playpal_creator_commission: 70,
							playpal_creator_refund_window: 30,
							playpal_creation_price_min: 1,
							playpal_creation_price_max: 50,
							playpal_creation_price_default: 5,
						}
			);
		}
	);
	const user = userEvent.setup();
	render( <CreatorEarningsPanel /> );

	const highest = await screen.findByLabelText(
		'Highest creation price ($)'
	);
	expect( highest ).toHaveValue( 50 );
	expect( screen.getByLabelText( 'Creator commission (%)' ) ).toHaveValue(
		70
	);
	expect(
		screen.getByLabelText( 'Suggested creation price ($)' )
	).toHaveValue( 5 );

	await user.clear( highest );
	await user.type( highest, '19.99' );
	await user.click(
		screen.getByRole( 'button', {
			name: 'Save Create It Forward settings',
		} )
	);

	expect(
		await screen.findByText( 'Create It Forward settings saved.', {
			selector: '.components-notice__content',
		} )
	).toBeInTheDocument();
	const post = requests.find( ( request ) => request.method === 'POST' );
	expect( post?.path ).toBe( CREATOR_SETTINGS_PATH );
	expect( post?.data ).toEqual( {
		playpal_creator_commission: 70,
		playpal_creator_refund_window: 30,
		playpal_creation_price_min: 1,
		playpal_creation_price_max: 19.99,
		playpal_creation_price_default: 5,
	} );
} );

function serve( requests: Record< string, unknown >[] ) {
	mockedApiFetch.mockImplementation(
		( options: Record< string, unknown > ) => {
			requests.push( options );
			return Promise.resolve(
				options.method === 'POST'
					? options.data
					: {
							playpal_creator_commission: 70,
							playpal_creator_refund_window: 30,
							playpal_creation_price_min: 1,
							playpal_creation_price_max: 50,
							playpal_creation_price_default: 5,
						}
			);
		}
	);
}

it( 'refuses an emptied field with an error on it instead of saving 0', async () => {
	const requests: Record< string, unknown >[] = [];
	serve( requests );
	const user = userEvent.setup();
	render( <CreatorEarningsPanel /> );

	const commission = await screen.findByLabelText( 'Creator commission (%)' );
	await user.clear( commission );
	const save = screen.getByRole( 'button', {
		name: 'Save Create It Forward settings',
	} );
	await user.click( save );

	expect( await screen.findByText( 'Enter a number.' ) ).toBeInTheDocument();
	expect( commission ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( commission ).toHaveAccessibleDescription( 'Enter a number.' );
	expect(
		screen.getByText( 'Nothing was saved: correct the marked fields.', {
			selector: '.components-notice__content',
		} )
	).toBeInTheDocument();
	expect(
		requests.filter( ( request ) => request.method === 'POST' )
	).toHaveLength( 0 );

	await user.type( commission, '65' );
	await user.click( save );
	expect(
		await screen.findByText( 'Create It Forward settings saved.', {
			selector: '.components-notice__content',
		} )
	).toBeInTheDocument();
	expect( commission ).not.toHaveAttribute( 'aria-invalid' );
	expect( screen.queryByText( 'Enter a number.' ) ).toBeNull();
	const post = requests.find( ( request ) => request.method === 'POST' );
	expect(
		( post?.data as Record< string, number > ).playpal_creator_commission
	).toBe( 65 );
} );

it( 'says why when the settings cannot be loaded', async () => {
	mockedApiFetch.mockImplementation( () =>
		Promise.reject( {
			code: 'rest_forbidden',
			message: 'Sorry, you are not allowed to do that.',
		} )
	);
	render( <CreatorEarningsPanel /> );

	expect(
		await screen.findByText( 'Sorry, you are not allowed to do that.', {
			selector: '.components-notice__content',
		} )
	).toBeInTheDocument();
	expect( screen.queryByLabelText( 'Creator commission (%)' ) ).toBeNull();
} );
