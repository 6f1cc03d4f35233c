/**
 * PUT pp/v1/storage/appadoos/{id}: changes some of an Appadoo's storage
 * settings (provider, retention days, auto backup, compression, encryption).
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { StorageAppadoo, StorageSettingsPatch } from '../types';
import { storageAppadooPath } from './paths';

/**
 * @param id    Appadoo ID.
 * @param patch The fields to change, only those.
 * @throws An ApiError when the server refuses (e.g. 400 playpal_provider_not_connected).
 */
export async function updateStorageSettings(
	id: number,
	patch: StorageSettingsPatch
): Promise< StorageAppadoo > {
	const body = await request< {
		success: boolean;
		appadoo: StorageAppadoo;
	} >( {
		path: storageAppadooPath( id ),
		method: 'PUT',
		data: patch,
	} );
	return body.appadoo;
}
