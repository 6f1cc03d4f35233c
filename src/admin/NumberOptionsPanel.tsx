/**
 * Settings kept as numbers in options of their own, through `/wp/v2/settings`:
 * Create It Forward's (the creators' share of each sale and the days before it
 * can be paid out — Earnings_Settings —, the range and suggested price of a
 * creation — Creation_Price_Settings; the server refuses prices outside the
 * range) and the months children's play data is kept
 * (`playpal_family_retention_months`, whole months 1–36; the daily purge
 * deletes what is older, docs/FAMILY.md). The fields hold text while typed;
 * a field that is not a number is refused here, since Number( '' ) is 0 and
 * the server would keep 0 or quietly fall back to its default.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Text } from './controls';
import type { SettingsSource } from './settings-draft';

/** Each option's value as typed, by option name. */
export type NumberTexts = Record< string, string >;

export interface NumberField {
	option: string;
	label: string;
	min: number;
	max: number;
	step: number;
	/** Why the typed text cannot be saved, or '' when it can. */
	problem: ( text: string ) => string;
}

/**
 * The `/wp/v2/settings` request of some options.
 *
 * @param options Option names.
 */
export function optionsPath( options: readonly string[] ): string {
	return `/wp/v2/settings?_fields=${ options.join( ',' ) }`;
}

/**
 * Reads and writes the options as numbers, shown as text.
 *
 * @param options Option names.
 */
export function numberOptions(
	options: readonly string[]
): SettingsSource< NumberTexts > {
	const path = optionsPath( options );
	const texts = ( answer: Record< string, unknown > ) =>
		Object.fromEntries(
			options.map( ( option ) => {
				const value = answer[ option ];
				return [
					option,
					typeof value === 'number' ? String( value ) : '',
				];
			} )
		);
	return {
		load: async () =>
			texts( await apiFetch< Record< string, unknown > >( { path } ) ),
		save: async ( next ) =>
			texts(
				await apiFetch< Record< string, unknown > >( {
					path,
					method: 'POST',
					data: Object.fromEntries(
						options.map( ( option ) => [
							option,
							Number( next[ option ] ),
						] )
					),
				} )
			),
	};
}

// Each Create It Forward option's largest value and step (the smallest is 0).
const CREATOR_LIMITS = {
	playpal_creator_commission: [ 100, 1 ],
	playpal_creator_refund_window: [ 365, 1 ],
	playpal_creation_price_min: [ 10000, 0.01 ],
	playpal_creation_price_max: [ 10000, 0.01 ],
	playpal_creation_price_default: [ 10000, 0.01 ],
} as const;

export const CREATOR_OPTIONS = Object.keys( CREATOR_LIMITS );
export const RETENTION_OPTION = 'playpal_family_retention_months';

export const creatorSource = numberOptions( CREATOR_OPTIONS );
export const retentionSource = numberOptions( [ RETENTION_OPTION ] );

// Built on render, so the strings are translated in the user's locale.
export function creatorFields(): NumberField[] {
	const labels = [
		__( 'Creator commission (%)', 'playpal' ),
		__( 'Days before a commission can be paid out', 'playpal' ),
		__( 'Lowest creation price ($)', 'playpal' ),
		__( 'Highest creation price ($)', 'playpal' ),
		__( 'Suggested creation price ($)', 'playpal' ),
	];
	return Object.entries( CREATOR_LIMITS ).map(
		( [ option, [ max, step ] ], index ) => ( {
			option,
			label: labels[ index ] ?? option,
			min: 0,
			max,
			step,
			problem: ( text ) =>
				'' === text.trim() || ! Number.isFinite( Number( text ) )
					? __( 'Enter a number.', 'playpal' )
					: '',
		} )
	);
}

export function retentionFields(): NumberField[] {
	return [
		{
			option: RETENTION_OPTION,
			label: __(
				'Keep children’s play data for (months, 1 to 36)',
				'playpal'
			),
			min: 1,
			max: 36,
			step: 1,
			problem: ( text ) => {
				const months = Number( text.trim() );
				return '' !== text.trim() &&
					Number.isInteger( months ) &&
					months >= 1 &&
					months <= 36
					? ''
					: __( 'Enter whole months from 1 to 36.', 'playpal' );
			},
		},
	];
}

interface NumberOptionsPanelProps {
	title: string;
	intro: string;
	fields: NumberField[];
	values: NumberTexts;
	errors: NumberTexts;
	onChange: ( patch: NumberTexts ) => void;
}

export function NumberOptionsPanel( {
	title,
	intro,
	fields,
	values,
	errors,
	onChange,
}: NumberOptionsPanelProps ) {
	return (
		<PanelBody title={ title } initialOpen>
			<p>{ intro }</p>
			{ fields.map( ( field ) => (
				<Text
					key={ field.option }
					type="number"
					min={ field.min }
					max={ field.max }
					step={ field.step }
					label={ field.label }
					value={ values[ field.option ] ?? '' }
					help={ errors[ field.option ] }
					aria-invalid={ errors[ field.option ] ? true : undefined }
					onChange={ ( value ) =>
						onChange( { [ field.option ]: value } )
					}
				/>
			) ) }
		</PanelBody>
	);
}
