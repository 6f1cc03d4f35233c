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
/** Days before a membership ends that its reminder e-mail goes out (0 = none). */
export const REMINDER_OPTION = 'playpal_membership_reminder_days';
export const REMINDER_DEFAULT = 7;
export const GRANTS_PATH = `/wp/v2/settings?_fields=${ GRANTS_OPTION },${ REMINDER_OPTION }`;

export interface MemberGrant {
	productId: number;
	tier: '' | 'vip';
	membership: boolean;
	/** Membership days from the order; 0 = no end. */
	days: number;
}

interface GrantsResponse {
	[ GRANTS_OPTION ]: MemberGrant[];
	[ REMINDER_OPTION ]?: number;
}

/** The membership settings: the older product list and the reminder days. */
export async function fetchMembershipSettings(): Promise< {
	grants: MemberGrant[];
	reminderDays: number;
} > {
	const response = await apiFetch< GrantsResponse >( {
		path: GRANTS_PATH,
	} );
	return {
		grants: response[ GRANTS_OPTION ] ?? [],
		reminderDays: response[ REMINDER_OPTION ] ?? REMINDER_DEFAULT,
	};
}

/**
 * Saves the product list, and the reminder days when they changed.
 *
 * @param grants       Every grant row to keep.
 * @param reminderDays New reminder days, or undefined to leave them.
 */
export async function saveMembershipSettings(
	grants: MemberGrant[],
	reminderDays?: number
): Promise< { grants: MemberGrant[]; reminderDays?: number } > {
	const data: Record< string, unknown > = { [ GRANTS_OPTION ]: grants };
	if ( reminderDays !== undefined ) {
		data[ REMINDER_OPTION ] = reminderDays;
	}
	const response = await apiFetch< GrantsResponse >( {
		path: GRANTS_PATH,
		method: 'POST',
		data,
	} );
	return {
		grants: response[ GRANTS_OPTION ] ?? [],
		reminderDays: response[ REMINDER_OPTION ],
	};
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
