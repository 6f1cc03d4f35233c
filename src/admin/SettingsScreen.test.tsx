/**
 * External dependencies
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { OPTION, SETTINGS_PATH } from './api';
import { SettingsScreen } from './SettingsScreen';
import type { PlaypalSettings } from './types';

// Notices are also spoken through a live region; find the visible one.
const NOTICE = { selector: '.components-notice__content' };

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

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
	delete_data_on_uninstall: false,
};

beforeEach( () => {
	mockedApiFetch.mockReset();
} );

it( 'loads the settings, saves the edited copy and says so', async () => {
	const user = userEvent.setup();
	mockedApiFetch
		.mockResolvedValueOnce( { [ OPTION ]: stored } )
		.mockImplementationOnce( ( { data } ) =>
			Promise.resolve( data as Record< string, unknown > )
		);
	render( <SettingsScreen /> );

	await user.click( await screen.findByLabelText( 'Creator dashboard' ) );
	await user.click( screen.getByRole( 'button', { name: 'Save settings' } ) );

	expect(
		await screen.findByText( 'Settings saved.', NOTICE )
	).toBeInTheDocument();
	expect( mockedApiFetch ).toHaveBeenLastCalledWith( {
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

it( "shows the server's sentence when a value is refused", async () => {
	const user = userEvent.setup();
	mockedApiFetch
		.mockResolvedValueOnce( { [ OPTION ]: stored } )
		.mockRejectedValueOnce( {
			code: 'rest_invalid_param',
			message: 'Invalid parameter(s): playpal_settings',
			data: {
				status: 400,
				params: {
					[ OPTION ]:
						'Colour "primary" must be a hex, rgb(a) or hsl(a) colour.',
				},
			},
		} );
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
	mockedApiFetch.mockRejectedValueOnce( {
		code: 'fetch_error',
		message: 'You are probably offline.',
	} );
	render( <SettingsScreen /> );

	expect(
		await screen.findByText( 'You are probably offline.', NOTICE )
	).toBeInTheDocument();
} );
