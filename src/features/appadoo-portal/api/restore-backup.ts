/**
 * POST pp/v1/storage/appadoos/{id}/backups/{backupId}/restore: puts an
 * Appadoo back as the backup holds it.
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { StorageAppadoo } from '../types';
import { backupPath } from './paths';

/**
 * @param id       Appadoo ID.
 * @param backupId Backup ID.
 * @throws An ApiError when the server refuses.
 */
export async function restoreBackup(
	id: number,
	backupId: string
): Promise< StorageAppadoo > {
	const body = await request< {
		success: boolean;
		appadoo: StorageAppadoo;
	} >( {
		path: `${ backupPath( id, backupId ) }/restore`,
		method: 'POST',
	} );
	return body.appadoo;
}
