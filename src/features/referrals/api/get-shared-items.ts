/**
 * GET pp/v1/share-codes: the person's shared items and the Appadoos they may share.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { SharedItems } from '../types';
import { SHARE_CODES_PATH } from './paths';

export async function getSharedItems(): Promise< SharedItems > {
	const body = await request< Partial< SharedItems > >( {
		path: SHARE_CODES_PATH,
	} );
	return {
		items: Array.isArray( body?.items ) ? body.items : [],
		appadoos: Array.isArray( body?.appadoos ) ? body.appadoos : [],
	};
}

/**
 * @param enabled Whether to ask; the Play It Forward tab always does.
 */
export function useSharedItems( enabled = true ) {
	return useSWR( enabled ? SHARE_CODES_PATH : null, getSharedItems );
}

/**
 * How many items the person has shared, for the member portal's tile: null
 * while asking; 0 when not asked, refused or failed (a tile must not spin
 * forever).
 *
 * @param enabled Whether to ask (the `sharing` flag is on).
 */
export function useSharedCount( enabled: boolean ): number | null {
	const { data, error } = useSharedItems( enabled );
	if ( ! enabled || ( ! data && error ) ) {
		return 0;
	}
	return data ? data.items.length : null;
}
