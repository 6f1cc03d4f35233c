/**
 * POST pp/v1/storage/cleanup: removes the person's backups older than their
 * Appadoo's retention days; answers how many went.
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import { CLEANUP_PATH } from './paths';

/**
 * @return How many backups were removed.
 * @throws An ApiError when the server refuses.
 */
export async function cleanupStorage(): Promise< number > {
	const body = await request< { success: boolean; removed: number } >( {
		path: CLEANUP_PATH,
		method: 'POST',
	} );
	return Number( body?.removed ) || 0;
}
