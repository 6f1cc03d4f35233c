/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import {
	addChild,
	deleteChild,
	getFamily,
	getOverview,
	getSummaryEmail,
	getParentMode,
	grantExtraTime,
	lockParentMode,
	openParentMode,
	setPin,
	setSummaryEmail,
	updateChild,
	withdrawConsent,
} from './family-api';

jest.mock( '../../../lib/api-client', () => ( { request: jest.fn() } ) );

const mockedRequest = request as unknown as jest.Mock;

beforeEach( () => {
	mockedRequest.mockReset();
	mockedRequest.mockResolvedValue( {} );
} );

describe( 'the family API', () => {
	it( 'reads the family from the children route', async () => {
		await getFamily();

		expect( mockedRequest ).toHaveBeenCalledWith( {
			path: '/pp/v1/family/children',
		} );
	} );

	it( 'adds a child with exactly the fields given', async () => {
		await addChild( {
			nickname: 'Sam',
			avatar: 'fox',
			weekdayMinutes: 30,
		} );

		expect( mockedRequest ).toHaveBeenCalledWith( {
			path: '/pp/v1/family/children',
			method: 'POST',
			data: { nickname: 'Sam', avatar: 'fox', weekdayMinutes: 30 },
		} );
	} );

	it( 'changes, deletes and grants extra time at the child’s encoded path', async () => {
		await updateChild( 'ab/../cd', { weekendMinutes: null } );
		await deleteChild( 'a1' );
		await grantExtraTime( 'a1', '0427' );

		expect( mockedRequest.mock.calls ).toEqual( [
			[
				{
					path: '/pp/v1/family/children/ab%2F..%2Fcd',
					method: 'PATCH',
					data: { weekendMinutes: null },
				},
			],
			[ { path: '/pp/v1/family/children/a1', method: 'DELETE' } ],
			[
				{
					path: '/pp/v1/family/children/a1/extra-time',
					method: 'POST',
					data: { pin: '0427' },
				},
			],
		] );
	} );

	it( 'sends the current PIN only when changing one', async () => {
		await setPin( '0427' );
		await setPin( '1357', '0427' );

		expect( mockedRequest.mock.calls ).toEqual( [
			[
				{
					path: '/pp/v1/family/pin',
					method: 'PUT',
					data: { pin: '0427' },
				},
			],
			[
				{
					path: '/pp/v1/family/pin',
					method: 'PUT',
					data: { pin: '1357', currentPin: '0427' },
				},
			],
		] );
	} );

	it( 'reads the parent’s view and reads and sets the weekly summary choice', async () => {
		await getOverview();
		await getSummaryEmail();
		await setSummaryEmail( false );
		expect( mockedRequest.mock.calls ).toEqual( [
			[ { path: '/pp/v1/family/overview' } ],
			[ { path: '/pp/v1/family/summary-email' } ],
			[
				{
					path: '/pp/v1/family/summary-email',
					method: 'PUT',
					data: { weekly: false },
				},
			],
		] );
	} );

	it( 'sends the consent version agreed to with an add or a change, and nothing when none is asked', async () => {
		await addChild( { nickname: 'Sam', avatar: 'fox' }, '2' );
		await updateChild( 'a1', { weekdayMinutes: 20 }, '2' );
		await updateChild( 'a1', { weekdayMinutes: 25 } );

		expect( mockedRequest.mock.calls ).toEqual( [
			[
				{
					path: '/pp/v1/family/children',
					method: 'POST',
					data: {
						nickname: 'Sam',
						avatar: 'fox',
						consentVersion: '2',
					},
				},
			],
			[
				{
					path: '/pp/v1/family/children/a1',
					method: 'PATCH',
					data: { weekdayMinutes: 20, consentVersion: '2' },
				},
			],
			[
				{
					path: '/pp/v1/family/children/a1',
					method: 'PATCH',
					data: { weekdayMinutes: 25 },
				},
			],
		] );
	} );

	it( 'reads, opens with the PIN and locks parent mode, and withdraws consent', async () => {
		await getParentMode();
		await openParentMode( '0427' );
		await lockParentMode();
		await withdrawConsent();

		expect( mockedRequest.mock.calls ).toEqual( [
			[ { path: '/pp/v1/family/parent-mode' } ],
			[
				{
					path: '/pp/v1/family/parent-mode',
					method: 'POST',
					data: { pin: '0427' },
				},
			],
			[ { path: '/pp/v1/family/parent-mode', method: 'DELETE' } ],
			[ { path: '/pp/v1/family/consent', method: 'DELETE' } ],
		] );
	} );
} );
