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
		const sent = {
			loggedIn: true,
			id: '12',
			name: 'Ana',
			tier: 'vip',
			vipUntil: '2026-12-31',
			member: true,
			memberUntil: '2027-01-31',
			memberPlan: 'creator_annual',
			canManageAllAppadoos: true,
		};
		mockedRequest.mockResolvedValueOnce( sent );

		await expect( getMe() ).resolves.toEqual( { ...sent, id: 12 } );
		expect( mockedRequest ).toHaveBeenCalledWith( { path: ME_PATH } );
	} );

	it( 'gives nothing but tier "free" and no rights for values it does not know', async () => {
		mockedRequest.mockResolvedValueOnce( {
			loggedIn: true,
			id: 3,
			tier: 'platinum',
			vipUntil: 20270101,
			member: 'yes',
			memberPlan: 'creator_forever',
			canManageAllAppadoos: 'true',
		} );

		await expect( getMe() ).resolves.toEqual( {
			loggedIn: true,
			id: 3,
			name: '',
			tier: 'free',
			vipUntil: null,
			member: false,
			memberUntil: null,
			memberPlan: null,
			canManageAllAppadoos: false,
		} );
	} );

	it( 'makes a guest of anything but a signed-in answer', async () => {
		mockedRequest.mockResolvedValueOnce( { loggedIn: false, id: 9 } );
		await expect( getMe() ).resolves.toEqual( { loggedIn: false } );
	} );
} );
