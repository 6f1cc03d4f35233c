/**
 * GET pp/v1/storage/appadoos/{id}/backups: an Appadoo's backups.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Backup } from '../types';
import { backupsPath } from './paths';

export interface BackupsResponse {
	success: boolean;
	backups: Backup[];
}

/**
 * @param path A path from `backupsPath()`.
 */
export async function getBackups( path: string ): Promise< Backup[] > {
	const body = await request< BackupsResponse >( { path } );
	return Array.isArray( body?.backups ) ? body.backups : [];
}

/**
 * Whether an SWR key is a backup list (for refreshing them all).
 *
 * @param key An SWR cache key.
 */
export function isBackupsKey( key: unknown ): boolean {
	return typeof key === 'string' && /\/backups$/.test( key );
}

/**
 * @param id Appadoo ID; null requests nothing.
 */
export function useBackups( id: number | null ) {
	return useSWR( id === null ? null : backupsPath( id ), getBackups );
}
