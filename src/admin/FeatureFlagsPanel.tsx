/**
 * The nine feature flags (SPEC §4), each a toggle.
 */

/**
 * WordPress dependencies
 */
import { Flex, PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	FEATURE_FLAG_NAMES,
	type FeatureFlagName,
	type FeatureFlags,
} from '../lib/config';

// Built on render, so the strings are translated in the user's locale.
function flagLabels(): Record< FeatureFlagName, string > {
	return {
		portals: __( 'Portals', 'playpal' ),
		creator_dashboard: __( 'Creator dashboard', 'playpal' ),
		creator_analytics: __( 'Creator analytics', 'playpal' ),
		sharing: __( 'Sharing', 'playpal' ),
		referral: __( 'Referral', 'playpal' ),
		member_payments: __( 'Member payments', 'playpal' ),
		advanced_portal: __( 'Advanced portal', 'playpal' ),
		debug: __( 'Debug', 'playpal' ),
		mock_data: __( 'Mock data', 'playpal' ),
	};
}

// One sentence per flag: what it switches on this site.
function flagHelp(): Record< FeatureFlagName, string > {
	return {
		portals: __(
			'Signed-in features of the member portal and the Appadoo portal; when off, both show a labelled sample preview and their private REST routes answer 404.',
			'playpal'
		),
		creator_dashboard: __(
			'Create It Forward: the membership gate, creator directory and creator dashboard at /create-it-forward (off: the waitlist), the member portal’s Create It Forward tab and their REST routes.',
			'playpal'
		),
		creator_analytics: __(
			'The Analytics tab of the Create It Forward creator dashboard.',
			'playpal'
		),
		sharing: __(
			'The Play It Forward tab of the member portal and share links to Appadoos (/play/{slug}?share=CODE).',
			'playpal'
		),
		referral: __(
			'The referral programme: partner stats through the server, the ?ref= cookie, and referral codes kept with sign-ups and orders.',
			'playpal'
		),
		member_payments: __(
			'Buy buttons on the member portal’s Subscription tab.',
			'playpal'
		),
		advanced_portal: __(
			'The Deployment and Analytics tabs of the Appadoo portal.',
			'playpal'
		),
		debug: __(
			'Verbose logging in the browser console for the portals.',
			'playpal'
		),
		mock_data: __(
			'Labelled sample data in place of empty lists wherever a sample exists (your Appadoos and downloads in the member portal, a new creator’s creations).',
			'playpal'
		),
	};
}

interface FeatureFlagsPanelProps {
	flags: FeatureFlags;
	onChange: ( name: FeatureFlagName, enabled: boolean ) => void;
}

export function FeatureFlagsPanel( {
	flags,
	onChange,
}: FeatureFlagsPanelProps ) {
	const labels = flagLabels();
	const help = flagHelp();
	return (
		<PanelBody title={ __( 'Feature flags', 'playpal' ) } initialOpen>
			<Flex direction="column" align="stretch" gap={ 3 }>
				{ FEATURE_FLAG_NAMES.map( ( name ) => (
					<ToggleControl
						key={ name }
						__nextHasNoMarginBottom
						label={ labels[ name ] }
						help={ help[ name ] }
						checked={ flags[ name ] }
						onChange={ ( enabled: boolean ) =>
							onChange( name, enabled )
						}
					/>
				) ) }
			</Flex>
		</PanelBody>
	);
}
