/**
 * DELETE pp/v1/storage/appadoos/{id}/backups/{backupId}: removes a backup.
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import { backupPath } from './paths';

/**
 * @param id       Appadoo ID.
 * @param backupId Backup ID.
 * @throws An ApiError when the server refuses.
 */
export async function deleteBackup(
	id: number,
	backupId: string
): Promise< void > {
	await request< { success: boolean } >( {
		path: backupPath( id, backupId ),
		method: 'DELETE',
	} );
}
