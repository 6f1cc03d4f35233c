/**
 * The requests of the settings screen: the settings and the membership
 * grants through core's `/wp/v2/settings` endpoint (the number options are
 * in NumberOptionsPanel), and the referral provider's connection test.
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
import type { SettingsSource } from './settings-draft';
import type { PlaypalSettings } from './types';

export const OPTION = 'playpal_settings';

/** Only our setting is asked for, so the response stays small. */
export const SETTINGS_PATH = `/wp/v2/settings?_fields=${ OPTION }`;

interface SettingsResponse {
	[ OPTION ]: PlaypalSettings;
}

/** The settings, saved whole; a save resolves with what the server stored. */
export const settingsSource: SettingsSource< PlaypalSettings > = {
	load: async () =>
		( await apiFetch< SettingsResponse >( { path: SETTINGS_PATH } ) )[
			OPTION
		],
	save: async ( settings ) =>
		(
			await apiFetch< SettingsResponse >( {
				path: SETTINGS_PATH,
				method: 'POST',
				data: { [ OPTION ]: settings },
			} )
		)[ OPTION ],
};

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
	[ GRANTS_OPTION ]?: MemberGrant[];
	[ REMINDER_OPTION ]?: number;
}

export interface MembershipSettings {
	/** The older product list. */
	grants: MemberGrant[];
	/** The reminder days as typed. */
	reminder: string;
}

/**
 * The membership settings. A save sends the rows with a product id, and the
 * reminder days only when they changed.
 */
export const membershipSource: SettingsSource< MembershipSettings > = {
	load: async () => {
		const answer = await apiFetch< GrantsResponse >( {
			path: GRANTS_PATH,
		} );
		return {
			grants: answer[ GRANTS_OPTION ] ?? [],
			reminder: String( answer[ REMINDER_OPTION ] ?? REMINDER_DEFAULT ),
		};
	},
	save: async ( next, stored ) => {
		const data: GrantsResponse = {
			[ GRANTS_OPTION ]: next.grants.filter(
				( row ) => row.productId > 0
			),
		};
		if ( next.reminder !== stored.reminder ) {
			data[ REMINDER_OPTION ] = Math.max(
				0,
				Number.parseInt( next.reminder, 10 ) || 0
			);
		}
		const answer = await apiFetch< GrantsResponse >( {
			path: GRANTS_PATH,
			method: 'POST',
			data,
		} );
		return {
			grants: answer[ GRANTS_OPTION ] ?? [],
			reminder: String( answer[ REMINDER_OPTION ] ?? stored.reminder ),
		};
	},
};

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
