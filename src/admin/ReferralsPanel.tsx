/**
 * Settings → PlayPal → Referrals: the referral provider's address, programme
 * id and API key, and a "Test connection" button. The key is write-only: the
 * server never sends it back, only whether one is stored; an empty field keeps
 * the stored key. The test runs on the server, with the saved settings.
 */

/**
 * External dependencies
 */
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { Button, Notice, PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Text } from './controls';
import {
	errorMessage,
	testReferralConnection,
	type ConnectionTestAnswer,
} from './api';
import type { ReferralSettings } from './types';

export interface ReferralsPanelProps {
	referral: ReferralSettings;
	onChange: ( referral: ReferralSettings ) => void;
}

export function ReferralsPanel( { referral, onChange }: ReferralsPanelProps ) {
	const [ testing, setTesting ] = useState( false );
	const [ result, setResult ] = useState< ConnectionTestAnswer | null >(
		null
	);

	const test = async () => {
		setTesting( true );
		setResult( null );
		try {
			setResult( await testReferralConnection() );
		} catch ( error ) {
			setResult( { success: false, message: errorMessage( error ) } );
		} finally {
			setTesting( false );
		}
	};

	return (
		<PanelBody title={ __( 'Referrals', 'playpal' ) } initialOpen>
			<Text
				type="url"
				label={ __( 'Provider address', 'playpal' ) }
				help={ __(
					'The referral provider’s API address, e.g. https://partners.example.com/api.',
					'playpal'
				) }
				value={ referral.baseUrl }
				onChange={ ( baseUrl ) => onChange( { ...referral, baseUrl } ) }
			/>
			<Text
				label={ __( 'Programme id', 'playpal' ) }
				value={ referral.programId }
				onChange={ ( programId ) =>
					onChange( { ...referral, programId } )
				}
			/>
			<Text
				type="password"
				autoComplete="new-password"
				label={ __( 'API key', 'playpal' ) }
				help={
					referral.apiKeySet
						? __(
								'A key is set. It is stored encrypted and never shown; type a new one to replace it.',
								'playpal'
							)
						: __( 'No key is set.', 'playpal' )
				}
				value={ referral.apiKey ?? '' }
				onChange={ ( apiKey ) => onChange( { ...referral, apiKey } ) }
			/>
			<p>
				<Button
					__next40pxDefaultSize
					variant="secondary"
					onClick={ () => void test() }
					isBusy={ testing }
					disabled={ testing }
					accessibleWhenDisabled
				>
					{ __( 'Test connection', 'playpal' ) }
				</Button>
			</p>
			<p>
				{ __(
					'The test uses the saved settings: save first after a change.',
					'playpal'
				) }
			</p>
			{ result && (
				<Notice
					status={ result.success ? 'success' : 'error' }
					onRemove={ () => setResult( null ) }
				>
					{ result.message }
				</Notice>
			) }
		</PanelBody>
	);
}
