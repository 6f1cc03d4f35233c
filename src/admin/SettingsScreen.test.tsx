/**
 * External dependencies
 */
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import {
	GRANTS_OPTION,
	GRANTS_PATH,
	OPTION,
	SETTINGS_PATH,
	TEST_CONNECTION_PATH,
} from './api';
import {
	CREATOR_OPTIONS,
	optionsPath,
	RETENTION_OPTION,
} from './NumberOptionsPanel';
import { SettingsScreen } from './SettingsScreen';
import type { PlaypalSettings } from './types';

// Notices are also spoken through a live region; find the visible one.
const NOTICE = { selector: '.components-notice__content' };
const CREATOR_PATH = optionsPath( CREATOR_OPTIONS );
const RETENTION_PATH = optionsPath( [ RETENTION_OPTION ] );
const RETENTION_LABEL = 'Keep children’s play data for (months, 1 to 36)';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

// The whole screen of @wordpress/components renders and types slowly when the machine is busy:
// wait for it on conditions, longer than the defaults.
jest.setTimeout( 30_000 );
configure( { asyncUtilTimeout: 10_000 } );

const stored: PlaypalSettings = {
	base_path: '/',
	flags: {
		portals: false,
		creator_dashboard: false,
		creator_analytics: false,
		sharing: false,
		referral: false,
		member_payments: false,
		advanced_portal: false,
		debug: false,
		mock_data: false,
	},
	tokens: {
		colors: { primary: '#6c47ff' },
		radius: '0.75rem',
		fonts: { body: 'system-ui, sans-serif', heading: 'Georgia, serif' },
	},
	referral: {
		baseUrl: 'https://partners.example.test/api',
		programId: 'prog_1',
		apiKeySet: true,
	},
	trusted_proxies: [],
	double_opt_in: false,
	offline_app: true,
	delete_data_on_uninstall: false,
};

type Options = Record< string, unknown >;
type Answer = ( options: Options ) => Promise< unknown >;

// What each settings request answers unless a test says otherwise.
const LOADED: Record< string, unknown > = {
	[ SETTINGS_PATH ]: { [ OPTION ]: stored },
	[ GRANTS_PATH ]: { [ GRANTS_OPTION ]: [] },
	[ CREATOR_PATH ]: {
		playpal_creator_commission: 70,
		playpal_creator_refund_window: 30,
		playpal_creation_price_min: 1,
		playpal_creation_price_max: 50,
		playpal_creation_price_default: 5,
	},
	[ RETENTION_PATH ]: { [ RETENTION_OPTION ]: 12 },
};

/**
 * Answers every request of the screen: a GET with what is stored, a POST with
 * what it sent (as the server stores it), unless `answers` has the path.
 *
 * @param answers Answers by path.
 * @return Every request, in order.
 */
function serve( answers: Record< string, Answer > = {} ): Options[] {
	const requests: Options[] = [];
	mockedApiFetch.mockImplementation( ( options: Options ) => {
		requests.push( options );
		const path = options.path as string;
		if ( answers[ path ] ) {
			return answers[ path ]( options );
		}
		if ( ! ( path in LOADED ) ) {
			return Promise.reject( new Error( 'unexpected' ) );
		}
		return Promise.resolve(
			options.method === 'POST' ? options.data : LOADED[ path ]
		);
	} );
	return requests;
}

const posts = ( requests: Options[] ) =>
	requests.filter( ( request ) => request.method === 'POST' );

/**
 * Renders the screen as opened at `&tab=name`.
 *
 * @param tab The tab in the address, if any.
 */
function openScreen( tab?: string ) {
	window.history.replaceState(
		null,
		'',
		`/wp-admin/options-general.php?page=playpal${
			tab ? `&tab=${ tab }` : ''
		}`
	);
	render( <SettingsScreen /> );
}

const saveButton = () => screen.getByRole( 'button', { name: 'Save changes' } );

beforeEach( () => {
	mockedApiFetch.mockReset();
} );

describe( 'the tabs', () => {
	it( 'opens General first, with one Save, and the tab in the address', async () => {
		serve();
		const user = userEvent.setup();
		openScreen();

		const tabs = within( screen.getByRole( 'tablist' ) ).getAllByRole(
			'tab'
		);
		expect( tabs.map( ( tab ) => tab.textContent ) ).toEqual( [
			'General',
			'Look',
			'Commerce',
			'Creators',
			'Family',
			'Advanced',
		] );
		expect(
			screen.getByRole( 'tab', { name: 'General' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect( await screen.findByLabelText( 'Base path' ) ).toHaveValue(
			'/'
		);
		expect(
			screen.getByRole( 'tabpanel', { name: 'General' } )
		).toBeInTheDocument();
		expect(
			screen.getAllByRole( 'button', { name: /^Save/ } )
		).toHaveLength( 1 );

		await user.click( screen.getByRole( 'tab', { name: 'Family' } ) );

		expect( await screen.findByLabelText( RETENTION_LABEL ) ).toHaveValue(
			12
		);
		expect( screen.queryByLabelText( 'Base path' ) ).toBeNull();
		expect( window.location.search ).toBe( '?page=playpal&tab=family' );
		expect(
			screen.getAllByRole( 'button', { name: /^Save/ } )
		).toHaveLength( 1 );
	} );

	it( 'keeps the tab of the address on a reload', async () => {
		serve();
		openScreen( 'look' );

		expect( screen.getByRole( 'tab', { name: 'Look' } ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect(
			await screen.findByRole( 'textbox', { name: 'Primary' } )
		).toHaveValue( '#6c47ff' );
	} );

	it( 'moves between the tabs with the arrow keys, Home and End', async () => {
		serve();
		const user = userEvent.setup();
		openScreen();
		await screen.findByLabelText( 'Base path' );

		const general = screen.getByRole( 'tab', { name: 'General' } );
		expect( general ).toHaveAttribute( 'tabindex', '0' );
		expect( screen.getByRole( 'tab', { name: 'Look' } ) ).toHaveAttribute(
			'tabindex',
			'-1'
		);
		act( () => general.focus() );

		await user.keyboard( '{ArrowRight}' );
		expect( screen.getByRole( 'tab', { name: 'Look' } ) ).toHaveFocus();
		expect( screen.getByRole( 'tab', { name: 'Look' } ) ).toHaveAttribute(
			'aria-selected',
			'true'
		);
		expect( window.location.search ).toBe( '?page=playpal&tab=look' );

		await user.keyboard( '{End}' );
		expect( screen.getByRole( 'tab', { name: 'Advanced' } ) ).toHaveFocus();
		await user.keyboard( '{ArrowRight}' );
		expect( screen.getByRole( 'tab', { name: 'General' } ) ).toHaveFocus();
		await user.keyboard( '{ArrowLeft}' );
		expect( screen.getByRole( 'tab', { name: 'Advanced' } ) ).toHaveFocus();
		await user.keyboard( '{Home}' );
		expect( general ).toHaveFocus();
		expect( general ).toHaveAttribute( 'aria-selected', 'true' );
		expect( await screen.findByLabelText( 'Base path' ) ).toBeVisible();
	} );

	it( 'saves only the open tab’s edits, and keeps the others’ for their own Save', async () => {
		const requests = serve();
		const user = userEvent.setup();
		openScreen();

		const basePath = await screen.findByLabelText( 'Base path' );
		await user.clear( basePath );
		await user.type( basePath, '/play/' );
		await user.click( screen.getByRole( 'tab', { name: 'Look' } ) );
		const primary = await screen.findByRole( 'textbox', {
			name: 'Primary',
		} );
		await user.clear( primary );
		await user.type( primary, '#e11d48' );
		await user.click( saveButton() );

		expect(
			await screen.findByText( 'Settings saved.', NOTICE )
		).toBeInTheDocument();
		expect( posts( requests ) ).toEqual( [
			{
				path: SETTINGS_PATH,
				method: 'POST',
				data: {
					[ OPTION ]: {
						...stored,
						tokens: {
							...stored.tokens,
							colors: { primary: '#e11d48' },
						},
					},
				},
			},
		] );

		await user.click( screen.getByRole( 'tab', { name: 'General' } ) );
		expect( await screen.findByLabelText( 'Base path' ) ).toHaveValue(
			'/play/'
		);
		await user.click( saveButton() );
		expect(
			await screen.findByText( 'Settings saved.', NOTICE )
		).toBeInTheDocument();
		expect( posts( requests )[ 1 ] ).toEqual( {
			path: SETTINGS_PATH,
			method: 'POST',
			data: {
				[ OPTION ]: {
					...stored,
					base_path: '/play/',
					tokens: {
						...stored.tokens,
						colors: { primary: '#e11d48' },
					},
				},
			},
		} );
	} );

	it( 'says when a tab is left with unsaved changes, and takes the owner back or discards them', async () => {
		serve();
		const user = userEvent.setup();
		openScreen();
		const unsaved =
			'Your changes on the General tab are not saved. Save them there, or they are lost when you leave this page.';

		await user.click(
			await screen.findByLabelText(
				'Ask new sign-ups to confirm their email address (double opt-in)'
			)
		);
		await user.click( screen.getByRole( 'tab', { name: 'Family' } ) );
		expect(
			await screen.findByText( unsaved, NOTICE )
		).toBeInTheDocument();

		await user.click(
			screen.getByRole( 'button', { name: 'Back to General' } )
		);
		expect(
			screen.getByRole( 'tab', { name: 'General' } )
		).toHaveAttribute( 'aria-selected', 'true' );
		expect(
			screen.getByLabelText(
				'Ask new sign-ups to confirm their email address (double opt-in)'
			)
		).toBeChecked();
		expect( screen.queryByText( unsaved, NOTICE ) ).toBeNull();

		await user.click( screen.getByRole( 'tab', { name: 'Advanced' } ) );
		await user.click(
			await screen.findByRole( 'button', { name: 'Discard them' } )
		);
		expect( screen.queryByText( unsaved, NOTICE ) ).toBeNull();
		await user.click( screen.getByRole( 'tab', { name: 'General' } ) );
		expect(
			await screen.findByLabelText(
				'Ask new sign-ups to confirm their email address (double opt-in)'
			)
		).not.toBeChecked();
	} );

	it( 'asks the browser to confirm leaving the page while edits are unsaved', async () => {
		serve();
		const user = userEvent.setup();
		openScreen( 'family' );
		const leave = () => {
			const event = new Event( 'beforeunload', { cancelable: true } );
			window.dispatchEvent( event );
			return event.defaultPrevented;
		};

		const field = await screen.findByLabelText( RETENTION_LABEL );
		expect( leave() ).toBe( false );
		await user.clear( field );
		await user.type( field, '6' );
		expect( leave() ).toBe( true );

		await user.click( saveButton() );
		expect(
			await screen.findByText(
				'Children’s play data setting saved.',
				NOTICE
			)
		).toBeInTheDocument();
		expect( leave() ).toBe( false );
	} );
} );

describe( 'General, Look and Advanced (playpal_settings)', () => {
	it( 'loads the settings, saves the edited copy and says so', async () => {
		const requests = serve();
		const user = userEvent.setup();
		openScreen( 'advanced' );

		await user.click( await screen.findByLabelText( 'Creator dashboard' ) );
		await user.click( saveButton() );

		expect(
			await screen.findByText( 'Settings saved.', NOTICE )
		).toBeInTheDocument();
		expect( posts( requests ) ).toEqual( [
			{
				path: SETTINGS_PATH,
				method: 'POST',
				data: {
					[ OPTION ]: {
						...stored,
						flags: { ...stored.flags, creator_dashboard: true },
					},
				},
			},
		] );
	} );

	it( 'saves the trusted proxies one per line', async () => {
		const requests = serve();
		const user = userEvent.setup();
		openScreen( 'advanced' );

		await user.click( await screen.findByLabelText( 'Trusted proxies' ) );
		await user.paste( '10.0.0.0/8\n2001:db8::/32' );
		await user.click( saveButton() );

		expect(
			await screen.findByText( 'Settings saved.', NOTICE )
		).toBeInTheDocument();
		expect( posts( requests )[ 0 ]?.data ).toEqual( {
			[ OPTION ]: {
				...stored,
				trusted_proxies: [ '10.0.0.0/8', '2001:db8::/32' ],
			},
		} );
	} );

	it( 'turns double opt-in on for sign-ups (off by default)', async () => {
		const requests = serve();
		const user = userEvent.setup();
		openScreen();

		const toggle = await screen.findByLabelText(
			'Ask new sign-ups to confirm their email address (double opt-in)'
		);
		expect( toggle ).not.toBeChecked();
		await user.click( toggle );
		await user.click( saveButton() );

		expect(
			await screen.findByText( 'Settings saved.', NOTICE )
		).toBeInTheDocument();
		expect( posts( requests )[ 0 ]?.data ).toEqual( {
			[ OPTION ]: { ...stored, double_opt_in: true },
		} );
	} );

	it( "shows the server's sentence when a value is refused", async () => {
		serve( {
			[ SETTINGS_PATH ]: ( { method } ) =>
				method === 'POST'
					? Promise.reject( {
							code: 'rest_invalid_param',
							message: 'Invalid parameter(s): playpal_settings',
							data: {
								status: 400,
								params: {
									[ OPTION ]:
										'Colour "primary" must be a hex, rgb(a) or hsl(a) colour.',
								},
							},
						} )
					: Promise.resolve( LOADED[ SETTINGS_PATH ] ),
		} );
		const user = userEvent.setup();
		openScreen( 'look' );

		await user.click(
			await screen.findByRole( 'button', { name: 'Save changes' } )
		);

		expect(
			await screen.findByText(
				'Colour "primary" must be a hex, rgb(a) or hsl(a) colour.',
				NOTICE
			)
		).toBeInTheDocument();
		expect( saveButton() ).toBeEnabled();
	} );

	it( 'shows why the settings could not be loaded', async () => {
		serve( {
			[ SETTINGS_PATH ]: () =>
				Promise.reject( {
					code: 'fetch_error',
					message: 'You are probably offline.',
				} ),
		} );
		openScreen();

		expect(
			await screen.findByText( 'You are probably offline.', NOTICE )
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Save changes' } )
		).toBeNull();
	} );

	it( 'explains each flag in a sentence', async () => {
		serve();
		openScreen( 'advanced' );

		expect(
			await screen.findByText(
				'The Deployment and Analytics tabs of the Appadoo portal.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByText(
				'Buy buttons on the member portal’s Subscription tab.'
			)
		).toBeInTheDocument();
	} );

	it( 'sends a new referral key only when one is typed and never shows the stored one', async () => {
		// The server answers without the key, as it always does.
		const requests = serve( {
			[ SETTINGS_PATH ]: () => Promise.resolve( LOADED[ SETTINGS_PATH ] ),
		} );
		const user = userEvent.setup();
		openScreen( 'advanced' );

		const key = await screen.findByLabelText( 'API key' );
		expect( key ).toHaveValue( '' );
		expect( key ).toHaveAttribute( 'type', 'password' );
		expect(
			screen.getByText(
				'A key is set. It is stored encrypted and never shown; type a new one to replace it.'
			)
		).toBeInTheDocument();
		await user.type( key, 'new-secret-key' );
		await user.click( saveButton() );

		expect(
			await screen.findByText( 'Settings saved.', NOTICE )
		).toBeInTheDocument();
		expect( posts( requests ) ).toEqual( [
			{
				path: SETTINGS_PATH,
				method: 'POST',
				data: {
					[ OPTION ]: {
						...stored,
						referral: {
							...stored.referral,
							apiKey: 'new-secret-key',
						},
					},
				},
			},
		] );
		expect( screen.getByLabelText( 'API key' ) ).toHaveValue( '' );
	} );

	it( 'tests the referral connection on the server and shows its answer', async () => {
		serve( {
			[ TEST_CONNECTION_PATH ]: ( { method } ) =>
				method === 'POST'
					? Promise.resolve( {
							success: false,
							configured: true,
							message:
								'The referral provider did not answer as expected: GET /partners/{id}/stats: HTTP 500',
						} )
					: Promise.reject( new Error( 'unexpected' ) ),
		} );
		const user = userEvent.setup();
		openScreen( 'advanced' );

		await user.click(
			await screen.findByRole( 'button', { name: 'Test connection' } )
		);

		expect(
			await screen.findByText(
				'The referral provider did not answer as expected: GET /partners/{id}/stats: HTTP 500',
				NOTICE
			)
		).toBeInTheDocument();
	} );
} );

describe( 'Commerce', () => {
	it( 'saves membership products on their own', async () => {
		const requests = serve();
		const user = userEvent.setup();
		openScreen( 'commerce' );

		await user.click(
			await screen.findByRole( 'button', { name: 'Add product' } )
		);
		await user.type( screen.getByLabelText( 'Product ID' ), '42' );
		await user.click( saveButton() );

		expect(
			await screen.findByText( 'Membership products saved.', NOTICE )
		).toBeInTheDocument();
		expect( posts( requests ) ).toEqual( [
			{
				path: GRANTS_PATH,
				method: 'POST',
				data: {
					[ GRANTS_OPTION ]: [
						{
							productId: 42,
							tier: 'vip',
							membership: false,
							days: 0,
						},
					],
				},
			},
		] );
	} );
} );

describe( 'Creators', () => {
	it( 'shows the commission, payout window and price bounds and saves them as numbers', async () => {
		const requests = serve();
		const user = userEvent.setup();
		openScreen( 'creators' );

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
		await user.click( saveButton() );

		expect(
			await screen.findByText(
				'Create It Forward settings saved.',
				NOTICE
			)
		).toBeInTheDocument();
		expect( posts( requests ) ).toEqual( [
			{
				path: CREATOR_PATH,
				method: 'POST',
				data: {
					playpal_creator_commission: 70,
					playpal_creator_refund_window: 30,
					playpal_creation_price_min: 1,
					playpal_creation_price_max: 19.99,
					playpal_creation_price_default: 5,
				},
			},
		] );
	} );

	it( 'refuses an emptied field with an error on it instead of saving 0', async () => {
		const requests = serve();
		const user = userEvent.setup();
		openScreen( 'creators' );

		const commission = await screen.findByLabelText(
			'Creator commission (%)'
		);
		await user.clear( commission );
		await user.click( saveButton() );

		expect(
			await screen.findByText( 'Enter a number.' )
		).toBeInTheDocument();
		expect( commission ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( commission ).toHaveAccessibleDescription( 'Enter a number.' );
		expect(
			await screen.findByText(
				'Nothing was saved: correct the marked fields.',
				NOTICE
			)
		).toBeInTheDocument();
		expect( posts( requests ) ).toHaveLength( 0 );

		await user.type( commission, '65' );
		await user.click( saveButton() );
		expect(
			await screen.findByText(
				'Create It Forward settings saved.',
				NOTICE
			)
		).toBeInTheDocument();
		expect( commission ).not.toHaveAttribute( 'aria-invalid' );
		expect( screen.queryByText( 'Enter a number.' ) ).toBeNull();
		expect(
			( posts( requests )[ 0 ]?.data as Record< string, number > )
				.playpal_creator_commission
		).toBe( 65 );
	} );

	it( 'says why when the settings cannot be loaded', async () => {
		serve( {
			[ CREATOR_PATH ]: () =>
				Promise.reject( {
					code: 'rest_forbidden',
					message: 'Sorry, you are not allowed to do that.',
				} ),
		} );
		openScreen( 'creators' );

		expect(
			await screen.findByText(
				'Sorry, you are not allowed to do that.',
				NOTICE
			)
		).toBeInTheDocument();
		expect(
			screen.queryByLabelText( 'Creator commission (%)' )
		).toBeNull();
	} );
} );

describe( 'Family', () => {
	it( 'shows the months kept and saves a new whole number', async () => {
		const requests = serve();
		const user = userEvent.setup();
		openScreen( 'family' );

		const field = await screen.findByLabelText( RETENTION_LABEL );
		expect( field ).toHaveValue( 12 );
		await user.clear( field );
		await user.type( field, '6' );
		await user.click( saveButton() );

		expect(
			await screen.findByText(
				'Children’s play data setting saved.',
				NOTICE
			)
		).toBeInTheDocument();
		expect(
			requests.filter( ( request ) => request.path === RETENTION_PATH )
		).toEqual( [
			{ path: RETENTION_PATH },
			{
				path: RETENTION_PATH,
				method: 'POST',
				data: { [ RETENTION_OPTION ]: 6 },
			},
		] );
		expect( field ).toHaveValue( 6 );
	} );

	it( 'refuses months outside 1 to 36 without sending them', async () => {
		const requests = serve();
		const user = userEvent.setup();
		openScreen( 'family' );

		const field = await screen.findByLabelText( RETENTION_LABEL );
		for ( const wrong of [ '0', '37', '2.5' ] ) {
			// The browser's own range check is bypassed, as a script could.
			field.removeAttribute( 'min' );
			field.removeAttribute( 'max' );
			field.removeAttribute( 'step' );
			await user.clear( field );
			await user.type( field, wrong );
			await user.click( saveButton() );
			expect(
				await screen.findAllByText( 'Enter whole months from 1 to 36.' )
			).not.toHaveLength( 0 );
			expect( field ).toHaveAttribute( 'aria-invalid', 'true' );
		}
		expect( posts( requests ) ).toHaveLength( 0 );
	} );
} );
