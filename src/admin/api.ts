/**
 * Every request of the settings screen: the settings and the membership
 * grants through core's `/wp/v2/settings` endpoint, and the referral
 * provider's connection test.
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

export const GRANTS_OPTION = 'playpal_member_grants';
export const GRANTS_PATH = `/wp/v2/settings?_fields=${ GRANTS_OPTION }`;

export interface MemberGrant {
	productId: number;
	tier: '' | 'vip';
	membership: boolean;
	/** Membership days from the order; 0 = no end. */
	days: number;
}

interface GrantsResponse {
	[ GRANTS_OPTION ]: MemberGrant[];
}

/** The products that grant a tier or membership (none when unset). */
export async function fetchMemberGrants(): Promise< MemberGrant[] > {
	const response = await apiFetch< GrantsResponse >( {
		path: GRANTS_PATH,
	} );
	return response[ GRANTS_OPTION ] ?? [];
}

/**
 * Saves the grants; resolves with what the server stored.
 *
 * @param grants Every grant row to keep.
 */
export async function saveMemberGrants(
	grants: MemberGrant[]
): Promise< MemberGrant[] > {
	const response = await apiFetch< GrantsResponse >( {
		path: GRANTS_PATH,
		method: 'POST',
		data: { [ GRANTS_OPTION ]: grants },
	} );
	return response[ GRANTS_OPTION ] ?? [];
}

export const TEST_CONNECTION_PATH = '/pp/v1/referrals/test-connection';

export interface ConnectionTestAnswer {
	success: boolean;
	message: string;
}

/** Asks the server to try the saved referral provider settings. */
export function testReferralConnection(): Promise< ConnectionTestAnswer > {
	return apiFetch< ConnectionTestAnswer >( {
		path: TEST_CONNECTION_PATH,
		method: 'POST',
	} );
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
