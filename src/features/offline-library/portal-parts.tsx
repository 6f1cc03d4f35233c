/**
 * What other screens get from the offline library (handed in by the router;
 * features do not import each other): the member portal's tab, and the
 * provider that fills the "Save for offline" slot of the cards inside it.
 */

/**
 * External dependencies
 */
import type { ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { SaveForOfflineSlot } from '../../lib/offline/save-slot';
import { SaveForOfflineButton } from './components/SaveForOfflineButton';

export { OfflineLibraryTab } from './components/OfflineLibraryTab';

export function SaveForOfflineProvider( {
	children,
}: {
	children: ReactNode;
} ) {
	return (
		<SaveForOfflineSlot.Provider value={ SaveForOfflineButton }>
			{ children }
		</SaveForOfflineSlot.Provider>
	);
}
