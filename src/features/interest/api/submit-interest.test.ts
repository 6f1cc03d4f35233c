/**
 * Internal dependencies
 */
import {
	INTEREST_PATH,
	InterestError,
	submitInterest,
} from './submit-interest';
import {
	jsonResponse,
	NETWORK_FAILURE,
} from '../test-utils/api-fetch-responses';
import { mockedApiFetch } from '../../../test-utils/api-fetch';

const VALUES = {
	kind: 'pif' as const,
	email: '  ada@example.com ',
	firstName: ' Ada ',
	lastName: ' Lovelace',
	message: '  hi  ',
	hp: '',
};

async function failureOf( promise: Promise< unknown > ): Promise< string > {
	try {
		await promise;
	} catch ( error ) {
		expect( error ).toBeInstanceOf( InterestError );
		return ( error as Error ).message;
	}
	throw new Error( 'expected the sign-up to fail' );
}

describe( 'submitInterest', () => {
	it( 'posts trimmed values with the honeypot always included', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true } )
		);

		await expect( submitInterest( VALUES ) ).resolves.toBe( 'success' );

		expect( mockedApiFetch ).toHaveBeenCalledWith(
			expect.objectContaining( {
				path: INTEREST_PATH,
				method: 'POST',
				data: {
					kind: 'pif',
					email: 'ada@example.com',
					firstName: 'Ada',
					lastName: 'Lovelace',
					message: 'hi',
					hp: '',
				},
			} )
		);
	} );

	it( 'sends a filled honeypot untouched', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true } )
		);

		await submitInterest( { ...VALUES, hp: ' bot ' } );

		expect( mockedApiFetch.mock.calls[ 0 ][ 0 ].data.hp ).toBe( ' bot ' );
	} );

	it( 'reports an email already on the list', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: true, alreadySubscribed: true } )
		);

		await expect( submitInterest( VALUES ) ).resolves.toBe( 'already' );
	} );

	it( 'fails with the server’s own sentence on a 4xx', async () => {
		mockedApiFetch.mockRejectedValue(
			jsonResponse( 429, {
				success: false,
				error: 'Too many sign-ups from your connection. Please wait a few minutes and try again.',
				code: 'playpal_interest_rate_limited',
			} )
		);

		expect( await failureOf( submitInterest( VALUES ) ) ).toBe(
			'Too many sign-ups from your connection. Please wait a few minutes and try again.'
		);
	} );

	it( 'fails with the generic sentence when the server sent none', async () => {
		mockedApiFetch.mockRejectedValue(
			jsonResponse( 500, null, '<html>Fatal error</html>' )
		);

		expect( await failureOf( submitInterest( VALUES ) ) ).toBe(
			'Something went wrong. Please try again.'
		);
	} );

	it( 'fails with the generic sentence on a 200 that is not a success', async () => {
		mockedApiFetch.mockResolvedValue(
			jsonResponse( 200, { success: false } )
		);

		expect( await failureOf( submitInterest( VALUES ) ) ).toBe(
			'Something went wrong. Please try again.'
		);
	} );

	it( 'fails with the network sentence when the server cannot be reached', async () => {
		mockedApiFetch.mockRejectedValue( NETWORK_FAILURE );

		expect( await failureOf( submitInterest( VALUES ) ) ).toBe(
			'Network error. Please check your connection and try again.'
		);
	} );
} );
