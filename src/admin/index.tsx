/**
 * Settings screen entry: mounts SettingsScreen (the tabs of Settings →
 * PlayPal) in #playpal-settings-root, printed by
 * includes/Admin/Settings_Page.php.
 */

/**
 * External dependencies
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Internal dependencies
 */
import { SettingsScreen } from './SettingsScreen';

export const ROOT_ELEMENT_ID = 'playpal-settings-root';

const container = document.getElementById( ROOT_ELEMENT_ID );
if ( container ) {
	createRoot( container ).render(
		<StrictMode>
			<SettingsScreen />
		</StrictMode>
	);
}
