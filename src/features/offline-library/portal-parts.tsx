/**
 * What other screens get from the offline library (features do not import
 * each other): a screen wrapped in the providers that fill the "Save for
 * offline" slot of its cards and the member portal's Offline library tab.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * Internal dependencies
 */
import {
	OfflineLibrarySlot,
	SaveForOfflineSlot,
} from '../../lib/offline/save-slot';
import { OfflineLibraryTab } from './components/OfflineLibraryTab';
import { SaveForOfflineButton } from './components/SaveForOfflineButton';

/**
 * @param Screen A screen whose cards may offer "Save for offline".
 */
export function wrap( Screen: ComponentType ): ComponentType {
	return function WithOfflineLibrary() {
		return (
			<SaveForOfflineSlot.Provider value={ SaveForOfflineButton }>
				<OfflineLibrarySlot.Provider value={ OfflineLibraryTab }>
					<Screen />
				</OfflineLibrarySlot.Provider>
			</SaveForOfflineSlot.Provider>
		);
	};
}
