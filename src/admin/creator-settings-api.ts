/**
 * The Create It Forward options of Settings → PlayPal, through core's
 * `/wp/v2/settings`: the creators' commission and refund window
 * (Earnings_Settings) and the creation price bounds (Creation_Price_Settings).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

export const CREATOR_OPTIONS = [
	'playpal_creator_commission',
	'playpal_creator_refund_window',
	'playpal_creation_price_min',
	'playpal_creation_price_max',
	'playpal_creation_price_default',
] as const;

export type CreatorOption = ( typeof CREATOR_OPTIONS )[ number ];

export type CreatorSettings = Record< CreatorOption, number >;

export const CREATOR_SETTINGS_PATH = `/wp/v2/settings?_fields=${ CREATOR_OPTIONS.join(
	','
) }`;

function pick( response: Record< string, unknown > ): CreatorSettings {
	const settings = {} as CreatorSettings;
	CREATOR_OPTIONS.forEach( ( option ) => {
		const value = response[ option ];
		settings[ option ] = typeof value === 'number' ? value : 0;
	} );
	return settings;
}

export async function fetchCreatorSettings(): Promise< CreatorSettings > {
	return pick(
		await apiFetch< Record< string, unknown > >( {
			path: CREATOR_SETTINGS_PATH,
		} )
	);
}

/**
 * Saves the options; resolves with what the server stored.
 *
 * @param settings Every option's new value.
 */
export async function saveCreatorSettings(
	settings: CreatorSettings
): Promise< CreatorSettings > {
	return pick(
		await apiFetch< Record< string, unknown > >( {
			path: CREATOR_SETTINGS_PATH,
			method: 'POST',
			data: settings,
		} )
	);
}
