/**
 * POST pp/v1/downloads/{id}: the server applies the free tier's rules and
 * answers the file's address.
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Allowance } from '../types';
import { downloadPath } from './paths';

export interface DownloadAnswer {
	success: boolean;
	url: string;
	allowance: Allowance;
}

/**
 * @param id    File id.
 * @param email Email address (required for the free tier).
 */
export function downloadFile(
	id: string,
	email?: string
): Promise< DownloadAnswer > {
	return request< DownloadAnswer >( {
		path: downloadPath( id ),
		method: 'POST',
		data: email ? { email } : {},
	} );
}
