/**
 * Internal dependencies (the render helper loads polyfills React Router needs)
 */
import { renderScreen } from '../../../lib/test-utils/render';

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import type { Child, Family, OverviewChild } from '../types';
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

/** A family held in memory (with the weekly summary choice and play seconds the overview shows). */
type TestFamily = Family & {
	weekly?: boolean;
	played?: Record< string, OverviewChild[ 'appadoos' ] >;
};

/**
 * The parent's view of the family in memory.
 *
 * @param family The family.
 */
function overview( family: TestFamily ) {
	return {
		children: family.children.map( ( kid ) => ( {
			id: kid.id,
			nickname: kid.nickname,
			avatar: kid.avatar,
			today: kid.today,
			weekSeconds: kid.today.playedSeconds + 600,
			weekStart: '2026-11-23',
			appadoos: family.played?.[ kid.id ] ?? [],
		} ) ),
	};
}

/**
 * A family held in memory, answering the routes the tab calls.
 * @param family
 */
function serve( family: TestFamily ) {
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
			if ( path.endsWith( '/family/overview' ) ) {
				return Promise.resolve( answer( 200, overview( family ) ) );
			}
			if ( path.endsWith( '/family/summary-email' ) ) {
				if ( 'PUT' === method ) {
					family.weekly = (
						options.data as { weekly: boolean }
					 ).weekly;
				}
				return Promise.resolve(
					answer( 200, { weekly: family.weekly ?? false } )
				);
			}
			if ( 'PATCH' === method ) {
				const id = decodeURIComponent( path.split( '/' ).pop() ?? '' );
				const kid = family.children.find( ( one ) => one.id === id );
				Object.assign( kid ?? {}, options.data );
				return Promise.resolve( answer( 200, kid ) );
			}
			if ( 'PUT' === method && path.endsWith( '/family/pin' ) ) {
				const sent = options.data as { currentPin?: string };
				if ( family.pinSet && '0427' !== sent.currentPin ) {
					return Promise.resolve(
						answer( 403, {
							code: 'playpal_family_pin_wrong',
							message: 'That PIN is not right.',
						} )
					);
				}
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

	it( 'edits a child: focus moves into the form, only the changes are sent, focus comes back', async () => {
		const family = emptyFamily();
		family.children = [ child( 'a1', 'Ada', 1800 ) ];
		family.consent = { version: '1', at: '2026-11-27T10:00:00Z' };
		const calls = serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const edit = await screen.findByRole( 'button', { name: 'Edit Ada' } );
		await user.click( edit );
		const form = screen.getByRole( 'form', { name: 'Edit Ada' } );
		expect(
			within( form ).getByRole( 'heading', { name: 'Edit Ada' } )
		).toHaveFocus();
		const weekday = within( form ).getByLabelText(
			'Minutes a day, Monday to Friday (empty: unlimited)'
		);
		expect( weekday ).toHaveValue( 30 );
		await user.clear( weekday );
		await user.type( weekday, '45' );
		await user.type(
			within( form ).getByLabelText(
				'Minutes a day, Saturday and Sunday (empty: unlimited)'
			),
			'90'
		);
		await user.click(
			within( form ).getByRole( 'button', { name: 'Save changes' } )
		);

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Ada’s profile is saved.'
		);
		expect( calls.filter( ( call ) => 'PATCH' === call.method ) ).toEqual( [
			{
				method: 'PATCH',
				path: '/pp/v1/family/children/a1',
				data: { weekdayMinutes: 45, weekendMinutes: 90 },
			},
		] );
		expect(
			screen.queryByRole( 'form', { name: 'Edit Ada' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Edit Ada' } )
		).toHaveFocus();
	} );

	it( 'makes a budget unlimited by emptying it, and Escape closes the form unsaved', async () => {
		const family = emptyFamily();
		family.children = [ child( 'a1', 'Ada', 1800 ) ];
		family.consent = { version: '1', at: '2026-11-27T10:00:00Z' };
		const calls = serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Edit Ada' } )
		);
		await user.keyboard( '{Escape}' );
		expect(
			screen.queryByRole( 'form', { name: 'Edit Ada' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Edit Ada' } )
		).toHaveFocus();

		await user.click( screen.getByRole( 'button', { name: 'Edit Ada' } ) );
		await user.clear(
			within(
				screen.getByRole( 'form', { name: 'Edit Ada' } )
			).getByLabelText(
				'Minutes a day, Monday to Friday (empty: unlimited)'
			)
		);
		await user.click(
			screen.getByRole( 'button', { name: 'Save changes' } )
		);
		await screen.findByText( 'Ada’s profile is saved.' );
		expect(
			calls.filter( ( call ) => 'PATCH' === call.method )[ 0 ]?.data
		).toEqual( { weekdayMinutes: null } );
	} );

	it( 'puts the focus on "Keep" when asking to delete, and back on the button after', async () => {
		const family = emptyFamily();
		family.children = [ child( 'a1', 'Ada', null ) ];
		serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Delete Ada' } )
		);
		expect( screen.getByRole( 'button', { name: 'Keep' } ) ).toHaveFocus();
		await user.keyboard( '{Enter}' );
		expect(
			screen.getByRole( 'button', { name: 'Delete Ada' } )
		).toHaveFocus();
	} );

	it( 'changes the PIN only with the right current one, and says so', async () => {
		const family = emptyFamily();
		family.pinSet = true;
		const calls = serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.type(
			await screen.findByLabelText( 'Current PIN' ),
			'9999'
		);
		await user.type(
			screen.getByLabelText( 'New PIN (4 to 8 digits)' ),
			'1357'
		);
		await user.click( screen.getByRole( 'button', { name: 'Save PIN' } ) );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'That PIN is not right.'
		);

		await user.type( screen.getByLabelText( 'Current PIN' ), '0427' );
		await user.type(
			screen.getByLabelText( 'New PIN (4 to 8 digits)' ),
			'1357'
		);
		await user.click( screen.getByRole( 'button', { name: 'Save PIN' } ) );
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'The parent PIN is saved.'
		);
		expect(
			calls
				.filter( ( call ) => call.path.endsWith( '/family/pin' ) )
				.map( ( call ) => call.data )
		).toEqual( [
			{ pin: '1357', currentPin: '9999' },
			{ pin: '1357', currentPin: '0427' },
		] );
	} );

	it( 'turns the weekly summary e-mail on', async () => {
		const family = emptyFamily();
		const calls = serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const box = await screen.findByRole( 'checkbox', {
			name: 'E-mail me a weekly summary of my children’s play',
		} );
		await waitFor( () => expect( box ).toBeEnabled() );
		expect( box ).not.toBeChecked();
		await user.click( box );

		await waitFor( () => expect( box ).toBeChecked() );
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'The weekly summary e-mail is on.'
		);
		expect( calls.find( ( call ) => 'PUT' === call.method ) ).toEqual( {
			method: 'PUT',
			path: '/pp/v1/family/summary-email',
			data: { weekly: true },
		} );
	} );

	it( 'shows each child’s minutes and Appadoos in the parent’s view', async () => {
		const family: TestFamily = emptyFamily();
		const ada = child( 'a1', 'Ada', 600 );
		ada.today.playedSeconds = 1200;
		family.children = [ ada, child( 'b2', 'Ben', null ) ];
		family.played = {
			a1: [
				{
					id: 7,
					title: 'Ocean Quest',
					seconds: 1500,
					progress: { score: 12, completed: true },
					lastPlayed: '2026-11-27T09:30:00Z',
				},
			],
		};
		serve( family );
		renderScreen( <FamilyTab /> );

		const view = await screen.findByRole( 'region', {
			name: 'Play time for Ada',
		} );
		expect( within( view ).getByText( '20 min' ) ).toBeInTheDocument();
		expect( within( view ).getByText( '30 min' ) ).toBeInTheDocument();
		const row = within( view ).getByRole( 'row', { name: /Ocean Quest/ } );
		expect( row ).toHaveTextContent( '25 min' );
		expect( row ).toHaveTextContent( 'Completed, score 12' );
		expect(
			within(
				screen.getByRole( 'region', { name: 'Play time for Ben' } )
			).getByText( 'No Appadoos played yet.' )
		).toBeInTheDocument();
	} );

	it( 'says when the parent’s view did not load, and shows an empty family plainly', async () => {
		serve( emptyFamily() );
		const { unmount } = renderScreen( <FamilyTab /> );
		expect(
			await screen.findByText(
				'Add a child to see their play time here.'
			)
		).toBeInTheDocument();
		unmount();

		serve( emptyFamily() );
		const serveFamily = mockedApiFetch.getMockImplementation();
		mockedApiFetch.mockImplementation( ( options: { path?: string } ) =>
			String( options.path ).endsWith( '/family/overview' )
				? Promise.reject( new Error( 'offline' ) )
				: serveFamily?.( options )
		);
		renderScreen( <FamilyTab /> );
		expect(
			await screen.findByRole( 'heading', {
				name: 'Play time did not load',
			} )
		).toBeInTheDocument();
	} );
} );
