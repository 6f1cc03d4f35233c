/**
 * GET pp/v1/appadoos?scope=mine: the person's Appadoos with their real usage.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { MemberAppadoo } from '../types';
import { MY_APPADOOS_PATH } from './paths';

export async function getMyAppadoos(): Promise< MemberAppadoo[] > {
	const body = await request< { appadoos?: MemberAppadoo[] } >( {
		path: MY_APPADOOS_PATH,
	} );
	return Array.isArray( body?.appadoos ) ? body.appadoos : [];
}

/**
 * @param enabled Whether to ask (a signed-in person, portals on).
 */
export function useMyAppadoos( enabled: boolean ) {
	return useSWR( enabled ? MY_APPADOOS_PATH : null, getMyAppadoos );
}
