/**
 * Internal dependencies
 */
import { request } from './api-client';
import { getMe, ME_PATH } from './me';

jest.mock( './api-client', () => {
	const actual = jest.requireActual( './api-client' );
	return { ...actual, request: jest.fn() };
} );

const mockedRequest = request as jest.MockedFunction< typeof request >;

describe( 'getMe', () => {
	it( 'reads every field any screen needs, so one cached answer serves the member portal, the creator screens and the Appadoo portal', async () => {
		mockedRequest.mockResolvedValueOnce( {
			loggedIn: true,
			id: '12',
			name: 'Ana',
			tier: 'vip',
			member: true,
			memberUntil: '2027-01-31',
			canManageAllAppadoos: true,
		} );

		await expect( getMe() ).resolves.toEqual( {
			loggedIn: true,
			id: 12,
			name: 'Ana',
			tier: 'vip',
			member: true,
			memberUntil: '2027-01-31',
			canManageAllAppadoos: true,
		} );
		expect( mockedRequest ).toHaveBeenCalledWith( { path: ME_PATH } );
	} );

	it( 'gives nothing but tier "free" and no rights for values it does not know', async () => {
		mockedRequest.mockResolvedValueOnce( {
			loggedIn: true,
			id: 3,
			tier: 'platinum',
			member: 'yes',
			canManageAllAppadoos: 'true',
		} );

		await expect( getMe() ).resolves.toEqual( {
			loggedIn: true,
			id: 3,
			name: '',
			tier: 'free',
			member: false,
			memberUntil: null,
			canManageAllAppadoos: false,
		} );
	} );

	it( 'makes a guest of anything but a signed-in answer', async () => {
		mockedRequest.mockResolvedValueOnce( { loggedIn: false, id: 9 } );
		await expect( getMe() ).resolves.toEqual( { loggedIn: false } );
	} );
} );
