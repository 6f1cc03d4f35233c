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

interface FeatureFlagsPanelProps {
	flags: FeatureFlags;
	onChange: ( name: FeatureFlagName, enabled: boolean ) => void;
}

export function FeatureFlagsPanel( {
	flags,
	onChange,
}: FeatureFlagsPanelProps ) {
	const labels = flagLabels();
	return (
		<PanelBody title={ __( 'Feature flags', 'playpal' ) } initialOpen>
			<Flex direction="column" align="stretch" gap={ 3 }>
				{ FEATURE_FLAG_NAMES.map( ( name ) => (
					<ToggleControl
						key={ name }
						__nextHasNoMarginBottom
						label={ labels[ name ] }
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
