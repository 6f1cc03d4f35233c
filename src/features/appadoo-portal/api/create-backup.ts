/**
 * POST pp/v1/storage/appadoos/{id}/backup: backs an Appadoo up now, to its
 * storage provider (201 `{ success, backup, appadoo }`; 502 on failure).
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Backup, StorageAppadoo } from '../types';
import { storageAppadooPath } from './paths';

export interface CreateBackupResult {
	backup: Backup;
	appadoo: StorageAppadoo;
}

/**
 * @param id Appadoo ID.
 * @throws An ApiError when the backup failed.
 */
export async function createBackup(
	id: number
): Promise< CreateBackupResult > {
	const body = await request< { success: boolean } & CreateBackupResult >( {
		path: `${ storageAppadooPath( id ) }/backup`,
		method: 'POST',
	} );
	return { backup: body.backup, appadoo: body.appadoo };
}
