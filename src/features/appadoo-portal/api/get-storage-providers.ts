/**
 * GET pp/v1/storage/providers: the person's storage providers, connected or
 * not, with their quota.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Provider } from '../types';
import { PROVIDERS_PATH } from './paths';

export interface ProvidersResponse {
	success: boolean;
	providers: Provider[];
}

/**
 * @param path `PROVIDERS_PATH`.
 */
export async function getStorageProviders(
	path: string = PROVIDERS_PATH
): Promise< Provider[] > {
	const body = await request< ProvidersResponse >( { path } );
	return Array.isArray( body?.providers ) ? body.providers : [];
}

/**
 * @param enabled False requests nothing (a guest).
 */
export function useStorageProviders( enabled: boolean ) {
	return useSWR( enabled ? PROVIDERS_PATH : null, getStorageProviders );
}
