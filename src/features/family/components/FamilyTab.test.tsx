/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { Child, Family } from '../types';
import { FamilyTab } from './FamilyTab';

const mockedApiFetch = apiFetch as unknown as jest.Mock;

function answer( status: number, body: unknown ): Response {
	const text = JSON.stringify( body );
	const make = (): Response =>
		( {
			ok: status >= 200 && status < 300,
			status,
			statusText: status < 300 ? 'OK' : 'Error',
			headers: new Headers(),
			text: () => Promise.resolve( text ),
			json: () => Promise.resolve( JSON.parse( text ) ),
			clone: make,
		} ) as unknown as Response;
	return make();
}

function child(
	id: string,
	nickname: string,
	remainingSeconds: number | null
): Child {
	return {
		id,
		nickname,
		avatar: 'fox',
		ageBand: null,
		weekdayMinutes: null === remainingSeconds ? null : 30,
		weekendMinutes: null,
		createdAt: '2026-11-27T10:00:00Z',
		today: {
			day: '2026-11-27',
			weekend: false,
			budgetMinutes: null === remainingSeconds ? null : 30,
			playedSeconds: 0,
			extraSeconds: 0,
			remainingSeconds,
		},
	};
}

/**
 * A family held in memory, answering the routes the tab calls.
 * @param family
 */
function serve( family: Family ) {
	const calls: { method: string; path: string; data: unknown }[] = [];
	mockedApiFetch.mockImplementation(
		( options: {
			path?: string;
			url?: string;
			method?: string;
			data?: unknown;
		} ) => {
			const path = String( options.path ?? options.url ?? '' );
			const method = options.method ?? 'GET';
			calls.push( { method, path, data: options.data } );
			if ( 'POST' === method && path.endsWith( '/family/children' ) ) {
				const fields = options.data as { nickname: string };
				if ( '' === fields.nickname ) {
					return Promise.resolve(
						answer( 400, {
							code: 'playpal_family_nickname_invalid',
							message:
								'A nickname is plain text of 1 to 30 characters.',
						} )
					);
				}
				const added = child( 'new1', fields.nickname, 1800 );
				family.children.push( added );
				family.consent = { version: '1', at: '2026-11-27T10:00:00Z' };
				return Promise.resolve( answer( 201, added ) );
			}
			if ( 'DELETE' === method ) {
				const id = path.split( '/' ).pop();
				family.children = family.children.filter(
					( kid ) => kid.id !== id
				);
				return Promise.resolve( answer( 200, { deleted: true, id } ) );
			}
			if ( 'PUT' === method && path.endsWith( '/family/pin' ) ) {
				family.pinSet = true;
				return Promise.resolve( answer( 200, { pinSet: true } ) );
			}
			return Promise.resolve(
				answer( 200, { ...family, children: [ ...family.children ] } )
			);
		}
	);
	return calls;
}

function emptyFamily(): Family {
	return {
		children: [],
		max: 6,
		avatars: [ 'fox', 'owl' ],
		ageBands: [ '3-5', '6-8' ],
		consent: null,
		consentText: 'I am this child’s parent or guardian.',
		consentVersion: '1',
		pinSet: false,
	};
}

beforeEach( () => mockedApiFetch.mockReset() );

describe( 'FamilyTab', () => {
	it( 'shows the consent text before the first child and adds one with its budget', async () => {
		const calls = serve( emptyFamily() );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		expect(
			await screen.findByText( 'I am this child’s parent or guardian.' )
		).toBeInTheDocument();
		await user.type( screen.getByLabelText( 'Nickname' ), '  Sam ' );
		await user.selectOptions( screen.getByLabelText( 'Avatar' ), 'owl' );
		await user.type(
			screen.getByLabelText(
				'Minutes a day, Monday to Friday (empty: unlimited)'
			),
			'30'
		);
		await user.click( screen.getByRole( 'button', { name: 'Add child' } ) );

		const list = await screen.findByRole( 'list', {
			name: 'Your children',
		} );
		expect( within( list ).getByText( 'Sam' ) ).toBeInTheDocument();
		expect(
			within( list ).getByText( '30 minutes left today' )
		).toBeInTheDocument();
		expect(
			calls.find( ( call ) => 'POST' === call.method )?.data
		).toEqual( {
			nickname: 'Sam',
			avatar: 'owl',
			ageBand: null,
			weekdayMinutes: 30,
			weekendMinutes: null,
		} );
		expect(
			screen.queryByText( 'I am this child’s parent or guardian.' )
		).not.toBeInTheDocument();
	} );

	it( 'deletes a child only after the parent confirms', async () => {
		const family = emptyFamily();
		family.children = [
			child( 'a1', 'Ada', null ),
			child( 'b2', 'Ben', 600 ),
		];
		family.consent = { version: '1', at: '2026-11-27T10:00:00Z' };
		const calls = serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Delete Ada' } )
		);
		expect(
			screen.getByText( 'Delete Ada and all of their play data?' )
		).toBeInTheDocument();
		expect( calls.some( ( call ) => 'DELETE' === call.method ) ).toBe(
			false
		);
		await user.click( screen.getByRole( 'button', { name: 'Delete' } ) );

		expect( await screen.findByText( 'Ben' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Ada' ) ).not.toBeInTheDocument();
		expect(
			calls
				.filter( ( call ) => 'DELETE' === call.method )
				.map( ( call ) => call.path )
		).toEqual( [ '/pp/v1/family/children/a1' ] );
		expect(
			screen.getByText( '10 minutes left today' )
		).toBeInTheDocument();
	} );

	it( 'says what the server refused in its own words', async () => {
		serve( emptyFamily() );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );
		const nickname = await screen.findByLabelText( 'Nickname' );
		// The browser's own check is bypassed, as a script could.
		nickname.removeAttribute( 'required' );

		await user.click( screen.getByRole( 'button', { name: 'Add child' } ) );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'A nickname is plain text of 1 to 30 characters.'
		);
	} );

	it( 'sets a PIN, then asks for the current one to change it', async () => {
		const calls = serve( emptyFamily() );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.type(
			await screen.findByLabelText( 'New PIN (4 to 8 digits)' ),
			'0427'
		);
		await user.click( screen.getByRole( 'button', { name: 'Save PIN' } ) );

		expect(
			await screen.findByLabelText( 'Current PIN' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Change the parent PIN' } )
		).toBeInTheDocument();
		expect( calls.find( ( call ) => 'PUT' === call.method )?.data ).toEqual(
			{ pin: '0427' }
		);
	} );
} );
