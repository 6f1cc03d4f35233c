/**
 * GET pp/v1/storage/appadoos?scope=mine|all: each Appadoo's storage settings
 * (provider, bytes used, files, backup options, last backup).
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Scope, StorageAppadoo } from '../types';
import { STORAGE_APPADOOS_PATH, storageAppadoosPath } from './paths';

export interface StorageAppadoosResponse {
	success: boolean;
	appadoos: StorageAppadoo[];
}

/**
 * @param path A path from `storageAppadoosPath()`.
 */
export async function getStorageAppadoos(
	path: string
): Promise< StorageAppadoo[] > {
	const body = await request< StorageAppadoosResponse >( { path } );
	return Array.isArray( body?.appadoos ) ? body.appadoos : [];
}

/**
 * Whether an SWR key is one of the storage lists (for refreshing them all).
 *
 * @param key An SWR cache key.
 */
export function isStorageAppadoosKey( key: unknown ): boolean {
	return (
		typeof key === 'string' &&
		key.startsWith( `${ STORAGE_APPADOOS_PATH }?` )
	);
}

/**
 * @param scope Whose Appadoos; null requests nothing (a guest).
 */
export function useStorageAppadoos( scope: Scope | null ) {
	return useSWR(
		scope ? storageAppadoosPath( scope ) : null,
		getStorageAppadoos
	);
}
