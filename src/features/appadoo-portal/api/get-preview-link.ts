/**
 * GET pp/v1/appadoos/{id}/preview: a short-lived player address of one's own
 * Appadoo, for the sandboxed preview (docs/APPADOOS.md, Player).
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { PlayLink } from '../types';
import { previewPath } from './paths';

/**
 * @param id Appadoo ID.
 * @throws An ApiError when the server refuses.
 */
export async function getPreviewLink( id: number ): Promise< PlayLink > {
	const answer = await request< { success: boolean } & PlayLink >( {
		path: previewPath( id ),
	} );
	return {
		url: answer.url,
		openUrl: answer.openUrl,
		expiresAt: answer.expiresAt,
		key: answer.key,
	};
}
