/**
 * Reads and saves the settings through core's `/wp/v2/settings` endpoint.
 *
 * WordPress sets up apiFetch's root URL and nonce; the settings page
 * preloads the first GET of SETTINGS_PATH (see includes/Admin/Settings_Page.php).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { PlaypalSettings } from './types';

export const OPTION = 'playpal_settings';

/** Only our setting is asked for, so the response stays small. */
export const SETTINGS_PATH = `/wp/v2/settings?_fields=${ OPTION }`;

interface SettingsResponse {
	[ OPTION ]: PlaypalSettings;
}

export async function fetchSettings(): Promise< PlaypalSettings > {
	const response = await apiFetch< SettingsResponse >( {
		path: SETTINGS_PATH,
	} );
	return response[ OPTION ];
}

/**
 * Saves the settings; resolves with what the server stored.
 *
 * @param settings The whole settings object.
 */
export async function saveSettings(
	settings: PlaypalSettings
): Promise< PlaypalSettings > {
	const response = await apiFetch< SettingsResponse >( {
		path: SETTINGS_PATH,
		method: 'POST',
		data: { [ OPTION ]: settings },
	} );
	return response[ OPTION ];
}

function isRecord( value: unknown ): value is Record< string, unknown > {
	return typeof value === 'object' && value !== null;
}

/**
 * The sentence to show for a failed request: our validator's message for the
 * setting when the server refused a value, else the error's own message.
 *
 * @param error What apiFetch rejected with (the parsed error body, usually).
 */
export function errorMessage( error: unknown ): string {
	if ( isRecord( error ) ) {
		const data = isRecord( error.data ) ? error.data : {};
		const params = isRecord( data.params ) ? data.params : {};
		if ( typeof params[ OPTION ] === 'string' ) {
			return params[ OPTION ];
		}
		if ( typeof error.message === 'string' && error.message !== '' ) {
			return error.message;
		}
	}
	return __( 'Something went wrong. Please try again.', 'playpal' );
}
