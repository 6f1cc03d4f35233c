/**
 * GET pp/v1/downloads: the person's WooCommerce files and daily allowance.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { DownloadsResponse } from '../types';
import { DOWNLOADS_PATH } from './paths';

export async function getDownloads(): Promise< DownloadsResponse > {
	const body = await request< Partial< DownloadsResponse > >( {
		path: DOWNLOADS_PATH,
	} );
	return {
		success: body?.success === true,
		storeActive: body?.storeActive === true,
		tier: body?.tier === 'vip' ? 'vip' : 'free',
		allowance: body?.allowance ?? {
			daily: 3,
			usedToday: 0,
			remainingToday: 3,
			resetsAt: '',
		},
		downloads: Array.isArray( body?.downloads ) ? body.downloads : [],
	};
}

/**
 * @param enabled Whether to ask (a signed-in person, portals on).
 */
export function useDownloads( enabled: boolean ) {
	return useSWR( enabled ? DOWNLOADS_PATH : null, getDownloads );
}
