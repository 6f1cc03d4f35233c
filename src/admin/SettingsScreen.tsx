/**
 * Settings → PlayPal: loads `playpal_settings`, edits it, saves it whole.
 */

/**
 * External dependencies
 */
import { useEffect, useState, type FormEvent } from 'react';

/**
 * WordPress dependencies
 */
import {
	Notice,
	Panel,
	PanelBody,
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { AbuseLimitsPanel } from './AbuseLimitsPanel';
import { errorMessage, fetchSettings, saveSettings } from './api';
import { DesignTokensPanel } from './DesignTokensPanel';
import { SaveFooter, useSaveWithNotice } from './SaveWithNotice';
import { FeatureFlagsPanel } from './FeatureFlagsPanel';
import { MembershipProductsPanel } from './MembershipProductsPanel';
import { ReferralsPanel } from './ReferralsPanel';
import type { PlaypalSettings } from './types';

export function SettingsScreen() {
	const [ settings, setSettings ] = useState< PlaypalSettings | null >(
		null
	);
	const { saving, message, setMessage, runSave } = useSaveWithNotice();

	useEffect( () => {
		let isMounted = true;
		fetchSettings()
			.then( ( loaded ) => isMounted && setSettings( loaded ) )
			.catch(
				( error: unknown ) =>
					isMounted &&
					setMessage( {
						status: 'error',
						text: errorMessage( error ),
					} )
			);
		return () => {
			isMounted = false;
		};
	}, [ setMessage ] );

	if ( ! settings ) {
		return message ? (
			<Notice status="error" isDismissible={ false }>
				{ message.text }
			</Notice>
		) : (
			<Spinner />
		);
	}

	const update = ( changes: Partial< PlaypalSettings > ) =>
		setSettings( { ...settings, ...changes } );

	const save = ( event: FormEvent ) => {
		event.preventDefault();
		void runSave(
			async () => setSettings( await saveSettings( settings ) ),
			__( 'Settings saved.', 'playpal' )
		);
	};

	return (
		<>
			<form onSubmit={ save }>
				<Panel>
					<PanelBody
						title={ __( 'Base path', 'playpal' ) }
						initialOpen
					>
						<TextControl
							__next40pxDefaultSize
							__nextHasNoMarginBottom
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
					<FeatureFlagsPanel
						flags={ settings.flags }
						onChange={ ( name, enabled ) =>
							update( {
								flags: { ...settings.flags, [ name ]: enabled },
							} )
						}
					/>
					<DesignTokensPanel
						tokens={ settings.tokens }
						onChange={ ( tokens ) => update( { tokens } ) }
					/>
					<ReferralsPanel
						referral={ settings.referral }
						onChange={ ( referral ) => update( { referral } ) }
					/>
					<AbuseLimitsPanel
						trustedProxies={ settings.trusted_proxies ?? [] }
						onChange={ ( trustedProxies ) =>
							update( { trusted_proxies: trustedProxies } )
						}
					/>
					<PanelBody
						title={ __( 'Sign-ups', 'playpal' ) }
						initialOpen
					>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Ask new sign-ups to confirm their email address (double opt-in)',
								'playpal'
							) }
							help={ __(
								'Each new sign-up gets an email with a link to confirm it. Sign-ups nobody confirms are removed after 30 days.',
								'playpal'
							) }
							checked={ settings.double_opt_in ?? false }
							onChange={ ( enabled: boolean ) =>
								update( { double_opt_in: enabled } )
							}
						/>
					</PanelBody>
					<PanelBody
						title={ __( 'Offline app', 'playpal' ) }
						initialOpen
					>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Let families install PlayPal and use it offline',
								'playpal'
							) }
							help={ __(
								'Turn this off if the offline app misbehaves: every device then removes its service worker and PlayPal’s caches the next time it opens the site.',
								'playpal'
							) }
							checked={ settings.offline_app ?? true }
							onChange={ ( enabled: boolean ) =>
								update( { offline_app: enabled } )
							}
						/>
					</PanelBody>
					<PanelBody
						title={ __( 'Uninstall', 'playpal' ) }
						initialOpen
					>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Delete all PlayPal data when the plugin is uninstalled',
								'playpal'
							) }
							help={ __(
								'Leave this off to keep settings and content if you reinstall later.',
								'playpal'
							) }
							checked={ settings.delete_data_on_uninstall }
							onChange={ ( remove: boolean ) =>
								update( { delete_data_on_uninstall: remove } )
							}
						/>
					</PanelBody>
				</Panel>
				<SaveFooter
					saving={ saving }
					message={ message }
					onDismiss={ () => setMessage( null ) }
					label={ __( 'Save settings', 'playpal' ) }
				/>
			</form>
			<MembershipProductsPanel />
		</>
	);
}
