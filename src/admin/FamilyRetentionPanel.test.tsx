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
import { FamilyRetentionPanel, RETENTION_PATH } from './FamilyRetentionPanel';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

jest.setTimeout( 30_000 );
configure( { asyncUtilTimeout: 10_000 } );

beforeEach( () => mockedApiFetch.mockReset() );

const LABEL = 'Keep children’s play data for (months, 1 to 36)';

it( 'shows the months kept and saves a new whole number', async () => {
	const requests: Record< string, unknown >[] = [];
	mockedApiFetch.mockImplementation(
		( options: Record< string, unknown > ) => {
			requests.push( options );
			return Promise.resolve(
				options.method === 'POST'
					? options.data
					: { playpal_family_retention_months: 12 }
			);
		}
	);
	const user = userEvent.setup();
	render( <FamilyRetentionPanel /> );

	const field = await screen.findByLabelText( LABEL );
	expect( field ).toHaveValue( 12 );
	await user.clear( field );
	await user.type( field, '6' );
	await user.click(
		screen.getByRole( 'button', {
			name: 'Save children’s play data setting',
		} )
	);

	// The notice, and its spoken copy (a11y speak).
	expect(
		await screen.findAllByText( 'Children’s play data setting saved.' )
	).not.toHaveLength( 0 );
	expect( requests ).toEqual( [
		{ path: RETENTION_PATH },
		{
			path: RETENTION_PATH,
			method: 'POST',
			data: { playpal_family_retention_months: 6 },
		},
	] );
	expect( field ).toHaveValue( 6 );
} );

it( 'refuses months outside 1 to 36 without sending them', async () => {
	mockedApiFetch.mockResolvedValue( { playpal_family_retention_months: 12 } );
	const user = userEvent.setup();
	render( <FamilyRetentionPanel /> );

	const field = await screen.findByLabelText( LABEL );
	for ( const wrong of [ '0', '37', '2.5' ] ) {
		// The browser's own range check is bypassed, as a script could.
		field.removeAttribute( 'min' );
		field.removeAttribute( 'max' );
		field.removeAttribute( 'step' );
		await user.clear( field );
		await user.type( field, wrong );
		await user.click(
			screen.getByRole( 'button', {
				name: 'Save children’s play data setting',
			} )
		);
		expect(
			await screen.findAllByText( 'Enter whole months from 1 to 36.' )
		).not.toHaveLength( 0 );
		expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
	}
	expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 );
} );
