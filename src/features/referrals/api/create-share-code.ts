/**
 * POST pp/v1/share-codes: shares one of the person's Appadoos with a
 * time-limited, usage-limited code.
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { SharedItem } from '../types';
import { SHARE_CODES_PATH } from './paths';

export interface NewShare {
	appadooId: number;
	days: number;
	usageLimit: number;
}

export async function createShareCode(
	share: NewShare
): Promise< SharedItem > {
	const body = await request< { item: SharedItem } >( {
		path: SHARE_CODES_PATH,
		method: 'POST',
		data: share,
	} );
	return body.item;
}
