/**
 * Settings screen entry: mounts SettingsScreen in #playpal-settings-root,
 * printed by includes/Admin/Settings_Page.php, and below it the Create It
 * Forward options (CreatorEarningsPanel) and the children’s play data
 * retention (FamilyRetentionPanel), each its own form and requests.
 */

/**
 * External dependencies
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Internal dependencies
 */
import { CreatorEarningsPanel } from './CreatorEarningsPanel';
import { FamilyRetentionPanel } from './FamilyRetentionPanel';
import { SettingsScreen } from './SettingsScreen';

export const ROOT_ELEMENT_ID = 'playpal-settings-root';

const container = document.getElementById( ROOT_ELEMENT_ID );
if ( container ) {
	createRoot( container ).render(
		<StrictMode>
			<SettingsScreen />
			<CreatorEarningsPanel />
			<FamilyRetentionPanel />
		</StrictMode>
	);
}
