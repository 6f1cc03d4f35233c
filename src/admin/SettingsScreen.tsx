/**
 * Settings → PlayPal: every setting of the plugin, in six tabs, each saved by
 * its own Save. General, Look and Advanced edit parts of `playpal_settings`;
 * Commerce the membership products, Creators Create It Forward's options and
 * Family how long children's play data is kept — each its own options.
 */

/**
 * External dependencies
 */
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { PanelBody, TextareaControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Text, TogglePanel } from './controls';
import { membershipSource, settingsSource } from './api';
import { DesignTokensPanel } from './DesignTokensPanel';
import { FeatureFlagsPanel } from './FeatureFlagsPanel';
import { MembershipProductsPanel } from './MembershipProductsPanel';
import {
	creatorFields,
	creatorSource,
	NumberOptionsPanel,
	retentionFields,
	retentionSource,
	type NumberField,
	type NumberTexts,
} from './NumberOptionsPanel';
import { ReferralsPanel } from './ReferralsPanel';
import {
	settingsTab,
	useSettingsDraft,
	type SettingsTab,
} from './settings-draft';
import { SettingsTabs } from './SettingsTabs';

export function SettingsScreen() {
	const main = useSettingsDraft( settingsSource );
	const members = useSettingsDraft( membershipSource );
	const creators = useSettingsDraft( creatorSource );
	const family = useSettingsDraft( retentionSource );
	const [ errors, setErrors ] = useState< NumberTexts >( {} );
	const settingsSaved = __( 'Settings saved.', 'playpal' );

	// A tab of number options; its Save refuses and marks the fields that are not numbers.
	const numberTab = (
		fields: NumberField[],
		sentence: string,
		panel: { title: string; intro: string }
	) => ( {
		check: ( values: NumberTexts ) => {
			const found = Object.fromEntries(
				fields.map( ( field ) => [
					field.option,
					field.problem( values[ field.option ] ?? '' ),
				] )
			);
			setErrors( ( current ) => ( { ...current, ...found } ) );
			if ( Object.values( found ).some( Boolean ) ) {
				throw new Error( sentence );
			}
		},
		panels: (
			values: NumberTexts,
			update: ( patch: NumberTexts ) => void
		) => (
			<NumberOptionsPanel
				{ ...panel }
				fields={ fields }
				values={ values }
				errors={ errors }
				onChange={ update }
			/>
		),
	} );

	const tabs: [ SettingsTab, ...SettingsTab[] ] = [
		settingsTab( main, {
			name: 'general',
			title: __( 'General', 'playpal' ),
			savedText: settingsSaved,
			keys: [ 'base_path', 'double_opt_in', 'offline_app' ],
			panels: ( settings, update ) => (
				<>
					<PanelBody
						title={ __( 'Base path', 'playpal' ) }
						initialOpen
					>
						<Text
							label={ __( 'Base path', 'playpal' ) }
							help={ __(
								'Where the app lives: / for the whole site, or a path such as /play/.',
								'playpal'
							) }
							value={ settings.base_path }
							onChange={ ( basePath ) =>
								update( { base_path: basePath } )
							}
						/>
					</PanelBody>
					<TogglePanel
						title={ __( 'Sign-ups', 'playpal' ) }
						label={ __(
							'Ask new sign-ups to confirm their email address (double opt-in)',
							'playpal'
						) }
						help={ __(
							'Each new sign-up gets an email with a link to confirm it. Sign-ups nobody confirms are removed after 30 days.',
							'playpal'
						) }
						checked={ settings.double_opt_in ?? false }
						onChange={ ( enabled ) =>
							update( { double_opt_in: enabled } )
						}
					/>
					<TogglePanel
						title={ __( 'Offline app', 'playpal' ) }
						label={ __(
							'Let families install PlayPal and use it offline',
							'playpal'
						) }
						help={ __(
							'Turn this off if the offline app misbehaves: every device then removes its service worker and PlayPal’s caches the next time it opens the site.',
							'playpal'
						) }
						checked={ settings.offline_app ?? true }
						onChange={ ( enabled ) =>
							update( { offline_app: enabled } )
						}
					/>
				</>
			),
		} ),
		settingsTab( main, {
			name: 'look',
			title: __( 'Look', 'playpal' ),
			savedText: settingsSaved,
			keys: [ 'tokens' ],
			panels: ( settings, update ) => (
				<DesignTokensPanel
					tokens={ settings.tokens }
					onChange={ ( tokens ) => update( { tokens } ) }
				/>
			),
		} ),
		settingsTab( members, {
			name: 'commerce',
			title: __( 'Commerce', 'playpal' ),
			savedText: __( 'Membership products saved.', 'playpal' ),
			panels: ( value, update ) => (
				<MembershipProductsPanel value={ value } onChange={ update } />
			),
		} ),
		settingsTab( creators, {
			name: 'creators',
			title: __( 'Creators', 'playpal' ),
			savedText: __( 'Create It Forward settings saved.', 'playpal' ),
			...numberTab(
				creatorFields(),
				__(
					'Nothing was saved: correct the marked fields.',
					'playpal'
				),
				{
					title: __( 'Create It Forward', 'playpal' ),
					intro: __(
						'Creators earn their share of each sale of their creations, after discounts and before tax. Creators set each creation’s price within the range below.',
						'playpal'
					),
				}
			),
		} ),
		settingsTab( family, {
			name: 'family',
			title: __( 'Family', 'playpal' ),
			savedText: __( 'Children’s play data setting saved.', 'playpal' ),
			...numberTab(
				retentionFields(),
				__( 'Nothing was saved: correct the marked field.', 'playpal' ),
				{
					title: __( 'Children’s play data', 'playpal' ),
					intro: __(
						'Children’s play time, saved progress and last played Appadoos older than this are deleted every day. Profiles stay until their parent deletes them.',
						'playpal'
					),
				}
			),
		} ),
		settingsTab( main, {
			name: 'advanced',
			title: __( 'Advanced', 'playpal' ),
			savedText: settingsSaved,
			keys: [
				'flags',
				'referral',
				'trusted_proxies',
				'delete_data_on_uninstall',
			],
			panels: ( settings, update ) => (
				<>
					<FeatureFlagsPanel
						flags={ settings.flags }
						onChange={ ( name, enabled ) =>
							update( {
								flags: { ...settings.flags, [ name ]: enabled },
							} )
						}
					/>
					<ReferralsPanel
						referral={ settings.referral }
						onChange={ ( referral ) => update( { referral } ) }
					/>
					<PanelBody
						title={ __( 'Abuse limits', 'playpal' ) }
						initialOpen
					>
						<TextareaControl
							__nextHasNoMarginBottom
							label={ __( 'Trusted proxies', 'playpal' ) }
							help={ __(
								'One IP address or network per line, such as 203.0.113.7, 10.0.0.0/8 or 2001:db8::/32. Only requests from these addresses have their visitor’s address read from X-Forwarded-For; leave it empty when no proxy or CDN sits in front of the site.',
								'playpal'
							) }
							rows={ 4 }
							value={ ( settings.trusted_proxies ?? [] ).join(
								'\n'
							) }
							// Blank lines stay while typing; the server drops them on save.
							onChange={ ( text ) =>
								update( {
									trusted_proxies: text.split( '\n' ),
								} )
							}
						/>
					</PanelBody>
					<TogglePanel
						title={ __( 'Uninstall', 'playpal' ) }
						label={ __(
							'Delete all PlayPal data when the plugin is uninstalled',
							'playpal'
						) }
						help={ __(
							'Leave this off to keep settings and content if you reinstall later.',
							'playpal'
						) }
						checked={ settings.delete_data_on_uninstall }
						onChange={ ( remove ) =>
							update( { delete_data_on_uninstall: remove } )
						}
					/>
				</>
			),
		} ),
	];

	return <SettingsTabs tabs={ tabs } />;
}
