/**
 * POST pp/v1/storage/bulk-backup: backs up every Appadoo of the person's.
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Backup } from '../types';
import { BULK_BACKUP_PATH } from './paths';

export interface BulkBackupResult {
	backups: Backup[];
	/** IDs of the Appadoos that could not be backed up. */
	failed: number[];
}

/**
 * @throws An ApiError when the server refuses.
 */
export async function bulkBackup(): Promise< BulkBackupResult > {
	const body = await request< { success: boolean } & BulkBackupResult >( {
		path: BULK_BACKUP_PATH,
		method: 'POST',
	} );
	return {
		backups: Array.isArray( body?.backups ) ? body.backups : [],
		failed: Array.isArray( body?.failed ) ? body.failed : [],
	};
}
