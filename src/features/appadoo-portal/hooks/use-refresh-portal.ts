/**
 * Refreshes the portal's lists after a change (SWR mutate over every cached
 * key of a kind), so both views (mine and all) stay true.
 */

/**
 * External dependencies
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * Internal dependencies
 */
import { isAnalyticsKey } from '../api/get-analytics';
import { isAppadoosKey } from '../api/get-appadoos';
import { isBackupsKey } from '../api/get-backups';
import { isStorageAppadoosKey } from '../api/get-storage-appadoos';
import { PROVIDERS_PATH } from '../api/paths';

export type PortalList = 'appadoos' | 'storage' | 'providers' | 'backups';

const MATCHERS: Record< PortalList, ( key: unknown ) => boolean > = {
	// The analytics figures are sums over the same Appadoos.
	appadoos: ( key ) => isAppadoosKey( key ) || isAnalyticsKey( key ),
	storage: isStorageAppadoosKey,
	providers: ( key ) => key === PROVIDERS_PATH,
	backups: isBackupsKey,
};

export function useRefreshPortal() {
	const { mutate } = useSWRConfig();
	return useCallback(
		( ...lists: PortalList[] ) =>
			mutate( ( key ) =>
				lists.some( ( list ) => MATCHERS[ list ]( key ) )
			),
		[ mutate ]
	);
}
