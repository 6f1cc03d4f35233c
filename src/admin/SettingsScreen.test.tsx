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
import {
	GRANTS_OPTION,
	GRANTS_PATH,
	OPTION,
	SETTINGS_PATH,
	TEST_CONNECTION_PATH,
} from './api';
import { SettingsScreen } from './SettingsScreen';
import type { PlaypalSettings } from './types';

// Notices are also spoken through a live region; find the visible one.
const NOTICE = { selector: '.components-notice__content' };

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

type Answer = ( options: Record< string, unknown > ) => Promise< unknown >;

/**
 * Answers the settings requests in turn; the membership products panel's
 * requests get an empty list (or `grants`).
 *
 * @param answers Answers to the settings requests, in order.
 * @param grants  Answer to membership product requests.
 */
function answer( answers: Answer[], grants?: Answer ) {
	const queue = [ ...answers ];
	mockedApiFetch.mockImplementation(
		( options: Record< string, unknown > ) => {
			if ( options.path === GRANTS_PATH ) {
				return grants
					? grants( options )
					: Promise.resolve( { [ GRANTS_OPTION ]: [] } );
			}
			const next = queue.shift();
			return next
				? next( options )
				: Promise.reject( new Error( 'unexpected' ) );
		}
	);
}

beforeEach( () => {
	mockedApiFetch.mockReset();
} );

it( 'loads the settings, saves the edited copy and says so', async () => {
	const user = userEvent.setup();
	answer( [
		() => Promise.resolve( { [ OPTION ]: stored } ),
		( { data } ) => Promise.resolve( data as Record< string, unknown > ),
	] );
	render( <SettingsScreen /> );

	await user.click( await screen.findByLabelText( 'Creator dashboard' ) );
	await user.click( screen.getByRole( 'button', { name: 'Save settings' } ) );

	expect(
		await screen.findByText( 'Settings saved.', NOTICE )
	).toBeInTheDocument();
	expect( mockedApiFetch ).toHaveBeenCalledWith( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: {
			[ OPTION ]: {
				...stored,
				flags: { ...stored.flags, creator_dashboard: true },
			},
		},
	} );
} );

it( 'saves the trusted proxies one per line', async () => {
	const user = userEvent.setup();
	answer( [
		() => Promise.resolve( { [ OPTION ]: stored } ),
		( { data } ) => Promise.resolve( data as Record< string, unknown > ),
	] );
	render( <SettingsScreen /> );

	await user.click( await screen.findByLabelText( 'Trusted proxies' ) );
	await user.paste( '10.0.0.0/8\n2001:db8::/32' );
	await user.click( screen.getByRole( 'button', { name: 'Save settings' } ) );

	expect(
		await screen.findByText( 'Settings saved.', NOTICE )
	).toBeInTheDocument();
	expect( mockedApiFetch ).toHaveBeenCalledWith(
		expect.objectContaining( {
			method: 'POST',
			data: {
				[ OPTION ]: {
					...stored,
					trusted_proxies: [ '10.0.0.0/8', '2001:db8::/32' ],
				},
			},
		} )
	);
} );

it( 'turns double opt-in on for sign-ups (off by default)', async () => {
	const user = userEvent.setup();
	answer( [
		() => Promise.resolve( { [ OPTION ]: stored } ),
		( { data } ) => Promise.resolve( data as Record< string, unknown > ),
	] );
	render( <SettingsScreen /> );

	const toggle = await screen.findByLabelText(
		'Ask new sign-ups to confirm their email address (double opt-in)'
	);
	expect( toggle ).not.toBeChecked();
	await user.click( toggle );
	await user.click( screen.getByRole( 'button', { name: 'Save settings' } ) );

	expect(
		await screen.findByText( 'Settings saved.', NOTICE )
	).toBeInTheDocument();
	expect( mockedApiFetch ).toHaveBeenCalledWith(
		expect.objectContaining( {
			method: 'POST',
			data: { [ OPTION ]: { ...stored, double_opt_in: true } },
		} )
	);
} );

it( "shows the server's sentence when a value is refused", async () => {
	const user = userEvent.setup();
	answer( [
		() => Promise.resolve( { [ OPTION ]: stored } ),
		() =>
			Promise.reject( {
				code: 'rest_invalid_param',
				message: 'Invalid parameter(s): playpal_settings',
				data: {
					status: 400,
					params: {
						[ OPTION ]:
							'Colour "primary" must be a hex, rgb(a) or hsl(a) colour.',
					},
				},
			} ),
	] );
	render( <SettingsScreen /> );

	await user.click(
		await screen.findByRole( 'button', { name: 'Save settings' } )
	);

	expect(
		await screen.findByText(
			'Colour "primary" must be a hex, rgb(a) or hsl(a) colour.',
			NOTICE
		)
	).toBeInTheDocument();
	expect(
		screen.getByRole( 'button', { name: 'Save settings' } )
	).toBeEnabled();
} );

it( 'shows why the settings could not be loaded', async () => {
	answer( [
		() =>
			Promise.reject( {
				code: 'fetch_error',
				message: 'You are probably offline.',
			} ),
	] );
	render( <SettingsScreen /> );

	expect(
		await screen.findByText( 'You are probably offline.', NOTICE )
	).toBeInTheDocument();
} );

it( 'explains each flag in a sentence', async () => {
	answer( [ () => Promise.resolve( { [ OPTION ]: stored } ) ] );
	render( <SettingsScreen /> );

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

it( 'saves membership products on their own', async () => {
	const user = userEvent.setup();
	const saved: unknown[] = [];
	answer(
		[ () => Promise.resolve( { [ OPTION ]: stored } ) ],
		( options ) => {
			if ( options.method === 'POST' ) {
				saved.push( options.data );
				return Promise.resolve( options.data );
			}
			return Promise.resolve( { [ GRANTS_OPTION ]: [] } );
		}
	);
	render( <SettingsScreen /> );

	await user.click(
		await screen.findByRole( 'button', { name: 'Add product' } )
	);
	await user.type( screen.getByLabelText( 'Product ID' ), '42' );
	await user.click(
		screen.getByRole( 'button', { name: 'Save membership products' } )
	);

	expect(
		await screen.findByText( 'Membership products saved.', NOTICE )
	).toBeInTheDocument();
	expect( saved ).toEqual( [
		{
			[ GRANTS_OPTION ]: [
				{ productId: 42, tier: 'vip', membership: false, days: 0 },
			],
		},
	] );
} );

it( 'sends a new referral key only when one is typed and never shows the stored one', async () => {
	const user = userEvent.setup();
	answer( [
		() => Promise.resolve( { [ OPTION ]: stored } ),
		// The server answers without the key, as it always does.
		() => Promise.resolve( { [ OPTION ]: stored } ),
	] );
	render( <SettingsScreen /> );

	const key = await screen.findByLabelText( 'API key' );
	expect( key ).toHaveValue( '' );
	expect( key ).toHaveAttribute( 'type', 'password' );
	expect(
		screen.getByText(
			'A key is set. It is stored encrypted and never shown; type a new one to replace it.'
		)
	).toBeInTheDocument();
	await user.type( key, 'new-secret-key' );
	await user.click( screen.getByRole( 'button', { name: 'Save settings' } ) );

	expect(
		await screen.findByText( 'Settings saved.', NOTICE )
	).toBeInTheDocument();
	expect( mockedApiFetch ).toHaveBeenCalledWith( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: {
			[ OPTION ]: {
				...stored,
				referral: { ...stored.referral, apiKey: 'new-secret-key' },
			},
		},
	} );
	expect( screen.getByLabelText( 'API key' ) ).toHaveValue( '' );
} );

it( 'tests the referral connection on the server and shows its answer', async () => {
	const user = userEvent.setup();
	answer( [
		() => Promise.resolve( { [ OPTION ]: stored } ),
		( { path, method } ) =>
			path === TEST_CONNECTION_PATH && method === 'POST'
				? Promise.resolve( {
						success: false,
						configured: true,
						message:
							'The referral provider did not answer as expected: GET /partners/{id}/stats: HTTP 500',
					} )
				: Promise.reject( new Error( 'unexpected' ) ),
	] );
	render( <SettingsScreen /> );

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
