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
 * Internal dependencies
 */
import type { Child, Family, OverviewChild } from '../types';
import { FamilyTab } from './FamilyTab';
import { answer, mockedApiFetch } from '../../../test-utils/api-fetch';
import { press, typeInto } from '../../../test-utils/actions';

function child(
	id: string,
	nickname: string,
	remainingSeconds: number | null,
	avatar = 'fox'
): Child {
	return {
		id,
		nickname,
		avatar,
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
 * A family held in memory, with what the server keeps beside it: parent
 * mode, the PIN, the weekly summary choice, play seconds the overview shows,
 * and answers a test forces for the next PIN check.
 */
type TestFamily = Family & {
	weekly?: boolean;
	played?: Record< string, OverviewChild[ 'appadoos' ] >;
	/** Parent mode is open on the "server". */
	open?: boolean;
	/** The PIN (when pinSet). */
	pin?: string;
	/** The next POST /family/parent-mode answers this instead. */
	pinAnswer?: { status: number; body: unknown };
	/** The version a write must carry when consent is needed (server side). */
	serverConsentVersion?: string;
	/** The parent's WordPress account password (the first PIN once there are children). */
	accountPassword?: string;
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

function mode( family: TestFamily ) {
	return {
		open: Boolean( family.open ),
		expiresAt: family.open ? '2026-11-27T10:10:00Z' : null,
		idleSeconds: 600,
		pinSet: family.pinSet,
	};
}

const PARENT_MODE_REQUIRED = answer( 403, {
	code: 'playpal_family_parent_mode_required',
	message: 'Unlock the Family tab with your PIN first.',
} );

/**
 * Whether the write needs the consent the family lacks.
 *
 * @param family The family.
 * @param data   The write's body.
 */
function consentMissing( family: TestFamily, data: unknown ): boolean {
	const needed =
		null === family.consent ||
		family.consent.version !== family.serverConsentVersion;
	return (
		needed &&
		( data as { consentVersion?: string } ).consentVersion !==
			family.serverConsentVersion
	);
}

/**
 * A family held in memory, answering the routes the tab calls as the
 * contract says (gated writes need parent mode; consent when needed).
 *
 * @param family The family.
 */
function serve( family: TestFamily ) {
	family.serverConsentVersion ??= family.consentVersion;
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
			const reply = ( status: number, body: unknown ) =>
				Promise.resolve( answer( status, body ) );
			const gated =
				'GET' !== method &&
				! path.endsWith( '/family/parent-mode' ) &&
				! ( path.endsWith( '/family/pin' ) && ! family.pinSet );
			if ( gated && ! family.open ) {
				return Promise.resolve( PARENT_MODE_REQUIRED );
			}
			if ( path.endsWith( '/family/parent-mode' ) ) {
				if ( 'POST' === method ) {
					if ( family.pinAnswer ) {
						const forced = family.pinAnswer;
						delete family.pinAnswer;
						return reply( forced.status, forced.body );
					}
					if (
						family.pin !== ( options.data as { pin: string } ).pin
					) {
						return reply( 403, {
							code: 'playpal_family_pin_wrong',
							message: 'That PIN is not right.',
						} );
					}
					family.open = true;
				}
				if ( 'DELETE' === method ) {
					family.open = false;
				}
				return reply( 200, mode( family ) );
			}
			if ( path.endsWith( '/family/consent' ) ) {
				family.children = [];
				family.consent = null;
				family.pinSet = false;
				family.open = false;
				delete family.pin;
				return reply( 200, { withdrawn: true } );
			}
			if ( 'POST' === method && path.endsWith( '/family/children' ) ) {
				const fields = options.data as { nickname: string };
				if ( '' === fields.nickname ) {
					return reply( 400, {
						code: 'playpal_family_nickname_invalid',
						message:
							'A nickname is plain text of 1 to 30 characters.',
					} );
				}
				if ( consentMissing( family, options.data ) ) {
					family.consentVersion = String(
						family.serverConsentVersion
					);
					family.consentNeeded = true;
					return reply( 400, {
						code: 'playpal_family_consent_required',
						message:
							'Please read and agree to the consent text first.',
					} );
				}
				const added = child( 'new1', fields.nickname, 1800 );
				family.children.push( added );
				family.consent = {
					version: String( family.serverConsentVersion ),
					at: '2026-11-27T10:00:00Z',
				};
				family.consentNeeded = false;
				return reply( 201, added );
			}
			if ( 'DELETE' === method ) {
				const id = path.split( '/' ).pop();
				family.children = family.children.filter(
					( kid ) => kid.id !== id
				);
				return reply( 200, { deleted: true, id } );
			}
			if ( path.endsWith( '/family/overview' ) ) {
				return reply( 200, overview( family ) );
			}
			if ( path.endsWith( '/family/summary-email' ) ) {
				if ( 'PUT' === method ) {
					family.weekly = (
						options.data as { weekly: boolean }
					 ).weekly;
				}
				return reply( 200, { weekly: family.weekly ?? false } );
			}
			if ( 'PATCH' === method ) {
				const id = decodeURIComponent( path.split( '/' ).pop() ?? '' );
				const kid = family.children.find( ( one ) => one.id === id );
				const { consentVersion, ...fields } = options.data as {
					consentVersion?: string;
				};
				if ( consentMissing( family, options.data ) ) {
					return reply( 400, {
						code: 'playpal_family_consent_required',
						message:
							'Please read and agree to the consent text first.',
					} );
				}
				if ( undefined !== consentVersion ) {
					family.consent = {
						version: consentVersion,
						at: '2026-11-27T10:00:00Z',
					};
					family.consentNeeded = false;
				}
				Object.assign( kid ?? {}, fields );
				return reply( 200, kid );
			}
			if ( 'PUT' === method && path.endsWith( '/family/pin' ) ) {
				const sent = options.data as {
					pin: string;
					currentPin?: string;
					accountPassword?: string;
				};
				if ( ! family.pinSet && family.children.length > 0 ) {
					if ( undefined === sent.accountPassword ) {
						return reply( 403, {
							code: 'playpal_family_account_password_required',
							message:
								'Enter your account password to set the first PIN.',
						} );
					}
					if ( family.accountPassword !== sent.accountPassword ) {
						return reply( 403, {
							code: 'playpal_family_account_password_wrong',
							message: 'That password is not right.',
						} );
					}
				}
				if ( family.pinSet && family.pin !== sent.currentPin ) {
					return reply( 403, {
						code: 'playpal_family_pin_wrong',
						message: 'That PIN is not right.',
					} );
				}
				const first = ! family.pinSet;
				family.pinSet = true;
				family.pin = sent.pin;
				if ( first ) {
					family.open = true;
					const { pinSet, ...opened } = mode( family );
					return reply( 200, { pinSet, parentMode: opened } );
				}
				return reply( 200, { pinSet: true } );
			}
			return reply( 200, {
				...family,
				children: [ ...family.children ],
			} );
		}
	);
	return calls;
}

function emptyFamily(): TestFamily {
	return {
		children: [],
		max: 6,
		avatars: [ 'fox', 'owl' ],
		ageBands: [ '3-5', '6-8' ],
		consent: null,
		consentText: 'I am this child’s parent or guardian.',
		consentVersion: '1',
		consentNeeded: true,
		pinSet: false,
	};
}

/**
 * A family with a PIN (0427), consent given, and the children given.
 *
 * @param open     Whether parent mode is open.
 * @param children The children.
 */
function familyWith( open: boolean, ...children: Child[] ): TestFamily {
	return {
		...emptyFamily(),
		children,
		consent: { version: '1', at: '2026-11-27T10:00:00Z' },
		consentNeeded: false,
		pinSet: true,
		pin: '0427',
		open,
	};
}

/**
 * Unlocks the tab with the PIN dialog.
 *
 * @param user The user.
 * @param pin  The PIN typed.
 */
async function unlock(
	user: ReturnType< typeof userEvent.setup >,
	pin = '0427'
) {
	await user.click(
		await screen.findByRole( 'button', { name: 'Unlock with PIN' } )
	);
	const dialog = screen.getByRole( 'dialog', {
		name: 'Unlock the Family tab',
	} );
	await user.type( within( dialog ).getByLabelText( 'Parent PIN' ), pin );
	await press( user, 'Unlock', dialog );
	return dialog;
}

const WEEKDAY = 'Minutes a day, Monday to Friday (empty: unlimited)';
const WEEKEND = 'Minutes a day, Saturday and Sunday (empty: unlimited)';
const ENDED = 'Parent mode ended. Unlock with your PIN to make changes.';

describe( 'FamilyTab without a PIN', () => {
	it( 'asks for a parent PIN first, and setting it opens parent mode', async () => {
		const calls = serve( emptyFamily() );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const form = await screen.findByRole( 'form', {
			name: 'Set a parent PIN',
		} );
		// Nothing else is editable yet.
		expect(
			screen.queryByRole( 'form', { name: 'Add a child' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Unlock with PIN' } )
		).not.toBeInTheDocument();
		expect( screen.getByText( 'No children yet.' ) ).toBeInTheDocument();
		// No children: the first PIN is free, no password asked.
		expect(
			within( form ).queryByLabelText( 'Account password' )
		).not.toBeInTheDocument();

		await typeInto( user, 'New PIN (4 to 8 digits)', '0427', form );
		await press( user, 'Save PIN', form );

		expect(
			await screen.findByRole( 'button', { name: 'Lock' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'form', { name: 'Add a child' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'heading', { name: 'Change the parent PIN' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'The parent PIN is saved, and parent mode is on.'
		);
		expect( calls.filter( ( call ) => 'PUT' === call.method ) ).toEqual( [
			{
				method: 'PUT',
				path: '/pp/v1/family/pin',
				data: { pin: '0427' },
			},
		] );
	} );
} );

describe( 'FamilyTab without a PIN, with children (an upgraded site)', () => {
	function upgraded(): TestFamily {
		return {
			...familyWith( false, child( 'a1', 'Ada', 600 ) ),
			pinSet: false,
			pin: undefined,
			accountPassword: 'grown-up secret',
		};
	}

	it( 'asks for the account password with the first PIN and sends it', async () => {
		const calls = serve( upgraded() );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const form = await screen.findByRole( 'form', {
			name: 'Set a parent PIN',
		} );
		const password = within( form ).getByLabelText( 'Account password' );
		expect( password ).toHaveAttribute( 'type', 'password' );
		expect( password ).toHaveAttribute(
			'autocomplete',
			'current-password'
		);
		expect( password ).toBeRequired();
		expect(
			within( form ).getByText(
				'Your family already has children’s profiles, so the first PIN also needs your account password.'
			)
		).toBeInTheDocument();

		await user.type( password, 'grown-up secret' );
		await typeInto( user, 'New PIN (4 to 8 digits)', '0427', form );
		await press( user, 'Save PIN', form );

		expect(
			await screen.findByRole( 'button', { name: 'Lock' } )
		).toBeInTheDocument();
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'The parent PIN is saved, and parent mode is on.'
		);
		expect( calls.filter( ( call ) => 'PUT' === call.method ) ).toEqual( [
			{
				method: 'PUT',
				path: '/pp/v1/family/pin',
				data: { pin: '0427', accountPassword: 'grown-up secret' },
			},
		] );
	} );

	it( 'says a wrong password in words and keeps what was typed', async () => {
		const calls = serve( upgraded() );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const form = await screen.findByRole( 'form', {
			name: 'Set a parent PIN',
		} );
		await typeInto( user, 'Account password', 'a guess', form );
		await typeInto( user, 'New PIN (4 to 8 digits)', '1111', form );
		await press( user, 'Save PIN', form );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'That password is not right.'
		);
		expect(
			screen.getByRole( 'form', { name: 'Set a parent PIN' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Lock' } )
		).not.toBeInTheDocument();
		expect(
			within( form ).getByLabelText( 'New PIN (4 to 8 digits)' )
		).toHaveValue( '1111' );
		expect( calls.filter( ( call ) => 'PUT' === call.method ) ).toEqual( [
			{
				method: 'PUT',
				path: '/pp/v1/family/pin',
				data: { pin: '1111', accountPassword: 'a guess' },
			},
		] );
	} );

	it( 'says in words when the server asks for the password', async () => {
		serve( upgraded() );
		const server = mockedApiFetch.getMockImplementation();
		mockedApiFetch.mockImplementation( ( options: { method?: string } ) =>
			'PUT' === options.method
				? Promise.resolve(
						answer( 403, {
							code: 'playpal_family_account_password_required',
							message: 'The server’s own words.',
						} )
					)
				: server?.( options )
		);
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );
		const form = await screen.findByRole( 'form', {
			name: 'Set a parent PIN',
		} );
		await typeInto( user, 'Account password', 'x', form );
		await typeInto( user, 'New PIN (4 to 8 digits)', '1111', form );
		await press( user, 'Save PIN', form );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'Enter your account password to set the first PIN.'
		);
	} );
} );

describe( 'FamilyTab locked', () => {
	it( 'shows the children read-only with their avatar and today’s bar, and “Unlock with PIN”', async () => {
		const ada = child( 'a1', 'Ada', 1080, 'owl' );
		ada.today.playedSeconds = 720;
		serve( familyWith( false, ada, child( 'b2', 'Ben', null, 'whale' ) ) );
		renderScreen( <FamilyTab /> );

		const list = await screen.findByRole( 'list', {
			name: 'Your children',
		} );
		const cards = within( list ).getAllByRole( 'listitem' );
		expect( cards ).toHaveLength( 2 );
		const first = cards[ 0 ] as HTMLElement;
		expect(
			within( first ).getByRole( 'heading', { name: 'Ada' } )
		).toBeInTheDocument();
		expect( within( first ).getByText( '🦉' ) ).toHaveAttribute(
			'aria-hidden',
			'true'
		);
		expect(
			within( first ).getByRole( 'meter', {
				name: 'Ada’s play time today',
			} )
		).toHaveAttribute( 'aria-valuetext', '12 of 30 minutes today' );
		expect(
			within( cards[ 1 ] as HTMLElement ).getByText( '🐳' )
		).toBeInTheDocument();
		// Read-only: no edit controls at all.
		expect(
			screen.queryByRole( 'button', { name: /^(Edit|Delete) / } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'form', { name: 'Add a child' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Withdraw consent' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'checkbox', {
				name: 'E-mail me a weekly summary of my children’s play',
			} )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Lock' } )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Unlock with PIN' } )
		).toBeInTheDocument();
	} );

	it( 'unlocks with the right PIN: the dialog takes the focus, then “Lock” has it and the edit controls show', async () => {
		const calls = serve( familyWith( false, child( 'a1', 'Ada', 600 ) ) );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Unlock with PIN' } )
		);
		const dialog = screen.getByRole( 'dialog', {
			name: 'Unlock the Family tab',
		} );
		const pin = within( dialog ).getByLabelText( 'Parent PIN' );
		expect( pin ).toHaveFocus();
		expect( pin ).toHaveAttribute( 'type', 'password' );
		await user.type( pin, '0427' );
		await press( user, 'Unlock', dialog );

		const lock = await screen.findByRole( 'button', { name: 'Lock' } );
		await waitFor( () => expect( lock ).toHaveFocus() );
		expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Edit Ada' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Delete Ada' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'form', { name: 'Add a child' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Withdraw consent' } )
		).toBeInTheDocument();
		expect( calls.filter( ( call ) => 'POST' === call.method ) ).toEqual( [
			{
				method: 'POST',
				path: '/pp/v1/family/parent-mode',
				data: { pin: '0427' },
			},
		] );
	} );

	it( 'says a wrong PIN in words and stays locked', async () => {
		serve( familyWith( false, child( 'a1', 'Ada', 600 ) ) );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const dialog = await unlock( user, '9999' );

		expect(
			await within( dialog ).findByRole( 'alert' )
		).toHaveTextContent( 'That PIN is not right.' );
		expect(
			within( dialog ).getByLabelText( 'Parent PIN' )
		).toHaveAttribute( 'aria-invalid', 'true' );
		expect(
			screen.queryByRole( 'button', { name: 'Edit Ada' } )
		).not.toBeInTheDocument();
	} );

	it( 'says how many minutes to wait after too many tries, and when PlayPal is busy', async () => {
		const family = familyWith( false, child( 'a1', 'Ada', 600 ) );
		family.pinAnswer = {
			status: 429,
			body: {
				code: 'playpal_family_pin_rate_limited',
				message: 'Too many tries.',
				data: { status: 429, retry_after: 841 },
			},
		};
		serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const dialog = await unlock( user );
		expect(
			await within( dialog ).findByRole( 'alert' )
		).toHaveTextContent(
			// Near midnight the time falls on the next day, and the weekday is named first.
			/Too many tries\. Please try again at (\p{L}+ )?\d{1,2}[:.]\d{2}/u
		);

		family.pinAnswer = {
			status: 503,
			body: { code: 'playpal_family_busy', message: 'Busy.' },
		};
		await press( user, 'Unlock', dialog );
		await waitFor( () =>
			expect( within( dialog ).getByRole( 'alert' ) ).toHaveTextContent(
				'PlayPal is busy just now. Please try again in a moment.'
			)
		);
		expect(
			screen.queryByRole( 'button', { name: 'Lock' } )
		).not.toBeInTheDocument();
	} );

	it( 'asks for a new PIN when the PIN went in the meantime (409)', async () => {
		const family = familyWith( false, child( 'a1', 'Ada', 600 ) );
		serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );
		await screen.findByRole( 'button', { name: 'Unlock with PIN' } );
		// Withdrawn in another browser: no PIN any more.
		family.pinSet = false;
		family.pinAnswer = {
			status: 409,
			body: {
				code: 'playpal_family_pin_not_set',
				message: 'No PIN is set.',
			},
		};

		await unlock( user );

		expect(
			await screen.findByRole( 'form', { name: 'Set a parent PIN' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Unlock with PIN' } )
		).not.toBeInTheDocument();
	} );

	it( 'closes the PIN dialog on Escape and gives the focus back to “Unlock with PIN”', async () => {
		const calls = serve( familyWith( false, child( 'a1', 'Ada', 600 ) ) );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const opener = await screen.findByRole( 'button', {
			name: 'Unlock with PIN',
		} );
		await user.click( opener );
		expect(
			within( screen.getByRole( 'dialog' ) ).getByLabelText(
				'Parent PIN'
			)
		).toHaveFocus();
		await user.keyboard( '{Escape}' );

		await waitFor( () =>
			expect( screen.queryByRole( 'dialog' ) ).not.toBeInTheDocument()
		);
		await waitFor( () => expect( opener ).toHaveFocus() );
		expect( calls.some( ( call ) => 'POST' === call.method ) ).toBe(
			false
		);
	} );

	it( '“Lock” closes parent mode: read-only again, the focus on “Unlock with PIN”', async () => {
		const calls = serve( familyWith( true, child( 'a1', 'Ada', 600 ) ) );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Lock' } )
		);

		const unlockButton = await screen.findByRole( 'button', {
			name: 'Unlock with PIN',
		} );
		await waitFor( () => expect( unlockButton ).toHaveFocus() );
		expect(
			screen.queryByRole( 'button', { name: 'Edit Ada' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'form', { name: 'Add a child' } )
		).not.toBeInTheDocument();
		expect( calls.filter( ( call ) => 'DELETE' === call.method ) ).toEqual(
			[
				{
					method: 'DELETE',
					path: '/pp/v1/family/parent-mode',
					data: undefined,
				},
			]
		);
	} );
} );

describe( 'FamilyTab in parent mode', () => {
	it( 'refuses to add a child until “I agree” is ticked, then sends the consent version with the child', async () => {
		const family = familyWith( true );
		family.consent = null;
		family.consentNeeded = true;
		family.consentVersion = '2';
		const calls = serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const form = await screen.findByRole( 'form', { name: 'Add a child' } );
		expect(
			within( form ).getByText( 'I am this child’s parent or guardian.' )
		).toBeInTheDocument();
		const agree = within( form ).getByRole( 'checkbox', {
			name: 'I agree',
		} );
		expect( agree ).not.toBeChecked();
		expect( agree ).toHaveAccessibleDescription(
			'I am this child’s parent or guardian.'
		);
		await typeInto( user, 'Nickname', '  Sam ', form );
		await user.selectOptions(
			within( form ).getByLabelText( 'Avatar' ),
			'owl'
		);
		await user.type( within( form ).getByLabelText( WEEKDAY ), '30' );
		await press( user, 'Add child', form );

		expect( within( form ).getByRole( 'alert' ) ).toHaveTextContent(
			'Please read the consent text and tick “I agree” first.'
		);
		expect( agree ).toHaveFocus();
		expect( calls.some( ( call ) => 'POST' === call.method ) ).toBe(
			false
		);

		await user.click( agree );
		await press( user, 'Add child', form );

		const list = await screen.findByRole( 'list', {
			name: 'Your children',
		} );
		expect(
			within( list ).getByRole( 'heading', { name: 'Sam' } )
		).toBeInTheDocument();
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
			consentVersion: '2',
		} );
		// Agreed: the next form asks no more, and is empty again.
		await waitFor( () =>
			expect(
				screen.queryByRole( 'checkbox', { name: 'I agree' } )
			).not.toBeInTheDocument()
		);
		expect( within( form ).getByLabelText( 'Nickname' ) ).toHaveValue( '' );
	} );

	it( 'says the server’s consent refusal in words, and then shows the new consent text', async () => {
		// The tab read the family before the consent text changed.
		const family = familyWith( true, child( 'a1', 'Ada', 600 ) );
		family.serverConsentVersion = '3';
		family.consentText = 'Version 3 of the consent text.';
		const calls = serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const form = await screen.findByRole( 'form', { name: 'Add a child' } );
		expect(
			within( form ).queryByRole( 'checkbox', { name: 'I agree' } )
		).not.toBeInTheDocument();
		await typeInto( user, 'Nickname', 'Ben', form );
		await press( user, 'Add child', form );

		const alert = await screen.findByRole( 'alert' );
		expect( alert ).toHaveTextContent(
			'Please read the consent text and tick “I agree” first.'
		);
		expect(
			await within( form ).findByRole( 'checkbox', { name: 'I agree' } )
		).not.toBeChecked();
		expect(
			within( form ).getByText( 'Version 3 of the consent text.' )
		).toBeInTheDocument();
		// What was typed is still there.
		expect( within( form ).getByLabelText( 'Nickname' ) ).toHaveValue(
			'Ben'
		);
		expect(
			calls.filter( ( call ) => 'POST' === call.method )
		).toHaveLength( 1 );
	} );

	it( 'asks the consent again before a change when the text is new, and sends its version with the change', async () => {
		const family = familyWith( true, child( 'a1', 'Ada', 1800 ) );
		family.consentNeeded = true;
		family.consentVersion = '2';
		family.serverConsentVersion = '2';
		const calls = serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Edit Ada' } )
		);
		const form = screen.getByRole( 'form', { name: 'Edit Ada' } );
		await user.clear( within( form ).getByLabelText( WEEKDAY ) );
		await user.type( within( form ).getByLabelText( WEEKDAY ), '20' );
		await press( user, 'Save changes', form );
		expect( within( form ).getByRole( 'alert' ) ).toBeInTheDocument();
		expect( calls.some( ( call ) => 'PATCH' === call.method ) ).toBe(
			false
		);

		await user.click(
			within( form ).getByRole( 'checkbox', { name: 'I agree' } )
		);
		await press( user, 'Save changes', form );
		await screen.findByText( 'Ada’s profile is saved.' );
		expect(
			calls.filter( ( call ) => 'PATCH' === call.method )[ 0 ]?.data
		).toEqual( {
			weekdayMinutes: 20,
			consentVersion: '2',
		} );
	} );

	it( 'keeps what was typed when parent mode ended while idle, and saves it once unlocked', async () => {
		const family = familyWith( true, child( 'a1', 'Ada', 1800 ) );
		const calls = serve( family );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Edit Ada' } )
		);
		const form = screen.getByRole( 'form', { name: 'Edit Ada' } );
		await user.clear( within( form ).getByLabelText( WEEKDAY ) );
		await user.type( within( form ).getByLabelText( WEEKDAY ), '45' );
		const adding = screen.getByRole( 'form', { name: 'Add a child' } );
		await typeInto( user, 'Nickname', 'Cy', adding );
		// Ten minutes without a change: the server closed parent mode.
		family.open = false;
		await press( user, 'Save changes', form );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent( ENDED );
		expect( form.isConnected ).toBe( true );
		const unlockButton = screen.getByRole( 'button', {
			name: 'Unlock with PIN',
		} );
		await waitFor( () => expect( unlockButton ).toHaveFocus() );
		expect(
			screen.queryByRole( 'button', { name: 'Lock' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Delete Ada' } )
		).not.toBeInTheDocument();
		// The open forms stay with their values, and cannot be sent while locked.
		expect( within( form ).getByLabelText( WEEKDAY ) ).toHaveValue( 45 );
		expect(
			within( form ).getByRole( 'button', { name: 'Save changes' } )
		).toBeDisabled();
		expect(
			within( form ).getByText( 'Unlock with your PIN to save.' )
		).toBeInTheDocument();
		expect( within( adding ).getByLabelText( 'Nickname' ) ).toHaveValue(
			'Cy'
		);

		await unlock( user );
		await screen.findByRole( 'button', { name: 'Lock' } );
		expect( within( form ).getByLabelText( WEEKDAY ) ).toHaveValue( 45 );
		await press( user, 'Save changes', form );
		await screen.findByText( 'Ada’s profile is saved.' );
		expect(
			calls
				.filter( ( call ) => 'PATCH' === call.method )
				.map( ( call ) => call.data )
		).toEqual( [ { weekdayMinutes: 45 }, { weekdayMinutes: 45 } ] );
		expect( within( adding ).getByLabelText( 'Nickname' ) ).toHaveValue(
			'Cy'
		);
	} );

	it( 'withdraws consent only after a confirmation whose focus starts on “Keep”, then shows the empty tab', async () => {
		const calls = serve(
			familyWith(
				true,
				child( 'a1', 'Ada', 600 ),
				child( 'b2', 'Ben', null )
			)
		);
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const withdraw = await screen.findByRole( 'button', {
			name: 'Withdraw consent',
		} );
		await user.click( withdraw );
		let dialog = screen.getByRole( 'alertdialog', {
			name: 'Withdraw your consent?',
		} );
		expect(
			within( dialog ).getByRole( 'button', { name: 'Keep' } )
		).toHaveFocus();
		await user.keyboard( '{Enter}' );
		await waitFor( () =>
			expect(
				screen.queryByRole( 'alertdialog' )
			).not.toBeInTheDocument()
		);
		await waitFor( () => expect( withdraw ).toHaveFocus() );
		expect(
			calls.some( ( call ) => call.path.endsWith( '/family/consent' ) )
		).toBe( false );

		await user.click( withdraw );
		dialog = screen.getByRole( 'alertdialog' );
		await press( user, 'Withdraw and delete', dialog );

		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'Your consent is withdrawn, and your children’s profiles and play data are deleted.'
		);
		expect(
			await screen.findByText( 'No children yet.' )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'form', { name: 'Set a parent PIN' } )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'list', { name: 'Your children' } )
		).not.toBeInTheDocument();
		await waitFor( () =>
			expect(
				screen.getByRole( 'heading', { name: 'Family', level: 2 } )
			).toHaveFocus()
		);
		expect(
			calls.filter( ( call ) => call.path.endsWith( '/family/consent' ) )
		).toEqual( [
			{
				method: 'DELETE',
				path: '/pp/v1/family/consent',
				data: undefined,
			},
		] );
	} );

	it( 'deletes a child only after the parent confirms', async () => {
		const calls = serve(
			familyWith(
				true,
				child( 'a1', 'Ada', null ),
				child( 'b2', 'Ben', 600 )
			)
		);
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		await user.click(
			await screen.findByRole( 'button', { name: 'Delete Ada' } )
		);
		expect(
			screen.getByText( 'Delete Ada and all of their play data?' )
		).toBeInTheDocument();
		expect(
			calls.some(
				( call ) =>
					'DELETE' === call.method && call.path.includes( 'children' )
			)
		).toBe( false );
		await press( user, 'Delete' );

		expect(
			await screen.findByText( 'Ada and their play data are deleted.' )
		).toBeInTheDocument();
		const list = screen.getByRole( 'list', { name: 'Your children' } );
		expect(
			within( list ).queryByRole( 'heading', { name: 'Ada' } )
		).not.toBeInTheDocument();
		expect(
			calls
				.filter( ( call ) => 'DELETE' === call.method )
				.map( ( call ) => call.path )
		).toEqual( [ '/pp/v1/family/children/a1' ] );
		expect(
			within( list ).getByText( '10 minutes left today' )
		).toBeInTheDocument();
	} );

	it( 'says what the server refused in its own words', async () => {
		serve( familyWith( true ) );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );
		const nickname = await screen.findByLabelText( 'Nickname' );
		// The browser's own check is bypassed, as a script could.
		nickname.removeAttribute( 'required' );

		await press( user, 'Add child' );

		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'A nickname is plain text of 1 to 30 characters.'
		);
	} );

	it( 'edits a child: focus moves into the form, only the changes are sent, focus comes back', async () => {
		const calls = serve( familyWith( true, child( 'a1', 'Ada', 1800 ) ) );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const edit = await screen.findByRole( 'button', { name: 'Edit Ada' } );
		await user.click( edit );
		const form = screen.getByRole( 'form', { name: 'Edit Ada' } );
		expect(
			within( form ).getByRole( 'heading', { name: 'Edit Ada' } )
		).toHaveFocus();
		const weekday = within( form ).getByLabelText( WEEKDAY );
		expect( weekday ).toHaveValue( 30 );
		await user.clear( weekday );
		await user.type( weekday, '45' );
		await user.type( within( form ).getByLabelText( WEEKEND ), '90' );
		await press( user, 'Save changes', form );

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
		const calls = serve( familyWith( true, child( 'a1', 'Ada', 1800 ) ) );
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

		await press( user, 'Edit Ada' );
		await user.clear(
			within(
				screen.getByRole( 'form', { name: 'Edit Ada' } )
			).getByLabelText( WEEKDAY )
		);
		await press( user, 'Save changes' );
		await screen.findByText( 'Ada’s profile is saved.' );
		expect(
			calls.filter( ( call ) => 'PATCH' === call.method )[ 0 ]?.data
		).toEqual( {
			weekdayMinutes: null,
		} );
	} );

	it( 'puts the focus on "Keep" when asking to delete, and back on the button after', async () => {
		serve( familyWith( true, child( 'a1', 'Ada', null ) ) );
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
		const calls = serve( familyWith( true ) );
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		const form = await screen.findByRole( 'form', {
			name: 'Change the parent PIN',
		} );
		await typeInto( user, 'Current PIN', '9999', form );
		await typeInto( user, 'New PIN (4 to 8 digits)', '1357', form );
		await press( user, 'Save PIN', form );
		expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
			'That PIN is not right.'
		);
		// What was typed stays for another try.
		expect(
			within( form ).getByLabelText( 'New PIN (4 to 8 digits)' )
		).toHaveValue( '1357' );

		await user.clear( within( form ).getByLabelText( 'Current PIN' ) );
		await typeInto( user, 'Current PIN', '0427', form );
		await press( user, 'Save PIN', form );
		expect( await screen.findByRole( 'status' ) ).toHaveTextContent(
			'The parent PIN is saved.'
		);
		expect(
			within( form ).getByLabelText( 'New PIN (4 to 8 digits)' )
		).toHaveValue( '' );
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
		const calls = serve( familyWith( true ) );
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
		expect(
			calls.find(
				( call ) =>
					'PUT' === call.method &&
					call.path.endsWith( '/summary-email' )
			)
		).toEqual( {
			method: 'PUT',
			path: '/pp/v1/family/summary-email',
			data: { weekly: true },
		} );
	} );
} );

describe( 'FamilyTab’s day bars and parent’s view', () => {
	it( 'shows each day as a bar against the budget with the figures as text, and no bar without a limit', async () => {
		const ada = child( 'a1', 'Ada', 2880 );
		ada.today.playedSeconds = 12 * 60 + 59;
		ada.today.budgetMinutes = 60;
		ada.today.extraSeconds = 0;
		const ben = child( 'b2', 'Ben', null );
		ben.today.playedSeconds = 12 * 60;
		const cleo = child( 'c3', 'Cleo', 0 );
		cleo.today.budgetMinutes = 20;
		cleo.today.extraSeconds = 600;
		cleo.today.playedSeconds = 35 * 60;
		serve( familyWith( false, ada, ben, cleo ) );
		renderScreen( <FamilyTab /> );

		const list = await screen.findByRole( 'list', {
			name: 'Your children',
		} );
		const adaBar = within( list ).getByRole( 'meter', {
			name: 'Ada’s play time today',
		} );
		expect( adaBar ).toHaveAttribute( 'aria-valuenow', '12' );
		expect( adaBar ).toHaveAttribute( 'aria-valuemin', '0' );
		expect( adaBar ).toHaveAttribute( 'aria-valuemax', '60' );
		expect( adaBar ).toHaveAccessibleDescription(
			'12 of 60 minutes today'
		);
		expect(
			within( list ).getByText( '12 of 60 minutes today' )
		).toBeVisible();

		expect(
			within( list ).getByText( '12 minutes today, no limit' )
		).toBeInTheDocument();
		expect(
			within( list ).queryByRole( 'meter', {
				name: 'Ben’s play time today',
			} )
		).not.toBeInTheDocument();

		// Extra time counts in the day's limit; past it, the bar is full and the words say so.
		const cleoBar = within( list ).getByRole( 'meter', {
			name: 'Cleo’s play time today',
		} );
		expect( cleoBar ).toHaveAttribute( 'aria-valuenow', '30' );
		expect( cleoBar ).toHaveAttribute( 'aria-valuemax', '30' );
		expect( cleoBar ).toHaveAttribute(
			'aria-valuetext',
			'35 of 30 minutes today'
		);
		expect( cleoBar ).toHaveAccessibleDescription(
			'35 of 30 minutes today (time is up)'
		);

		// The parent's view shows the same bar beside each child's avatar.
		const view = await screen.findByRole( 'region', {
			name: 'Play time for Ada',
		} );
		expect(
			within( view ).getByRole( 'meter', {
				name: 'Ada’s play time today',
			} )
		).toHaveAttribute( 'aria-valuetext', '12 of 60 minutes today' );
		expect( within( view ).getByText( '🦊' ) ).toHaveAttribute(
			'aria-hidden',
			'true'
		);
	} );

	it( 'shows each child’s minutes and Appadoos in the parent’s view', async () => {
		const ada = child( 'a1', 'Ada', 600 );
		ada.today.playedSeconds = 1200;
		const family = familyWith( false, ada, child( 'b2', 'Ben', null ) );
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
		expect(
			within( view ).getByText( '20 of 30 minutes today' )
		).toBeInTheDocument();
		const row = within( view ).getByRole( 'row', { name: /Ocean Quest/ } );
		expect( row ).toHaveTextContent( '25 min' );
		expect( row ).toHaveTextContent( 'Completed, score 12' );
		expect(
			within(
				screen.getByRole( 'region', { name: 'Play time for Ben' } )
			).getByText( 'No Appadoos played yet.' )
		).toBeInTheDocument();
	} );

	it( 'shows an empty family plainly, without an empty parent’s view beside it', async () => {
		serve( familyWith( false ) );
		renderScreen( <FamilyTab /> );
		expect(
			await screen.findByText( 'No children yet.' )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'heading', { name: 'Play time and progress' } )
		).not.toBeInTheDocument();
	} );

	it( 'says when the parent’s view did not load, and shows the children still', async () => {
		serve( familyWith( false, child( 'a1', 'Ada', 600 ) ) );
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
		expect(
			screen.getByRole( 'heading', { name: 'Ada', level: 3 } )
		).toBeInTheDocument();
	} );

	it( 'says when the tab did not load (parent mode unknown), and tries again', async () => {
		serve( familyWith( false, child( 'a1', 'Ada', 600 ) ) );
		const serveFamily = mockedApiFetch.getMockImplementation();
		let failing = true;
		mockedApiFetch.mockImplementation( ( options: { path?: string } ) =>
			failing && String( options.path ).endsWith( '/family/parent-mode' )
				? Promise.reject( new Error( 'offline' ) )
				: serveFamily?.( options )
		);
		const user = userEvent.setup();
		renderScreen( <FamilyTab /> );

		expect(
			await screen.findByRole( 'heading', {
				name: 'Your family did not load',
			} )
		).toBeInTheDocument();
		failing = false;
		await press( user, 'Try again' );
		expect(
			await screen.findByRole( 'button', { name: 'Unlock with PIN' } )
		).toBeInTheDocument();
	} );
} );
