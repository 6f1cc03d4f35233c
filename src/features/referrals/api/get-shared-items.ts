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

export function useSharedItems() {
	return useSWR( SHARE_CODES_PATH, getSharedItems );
}
