/**
 * DELETE pp/v1/storage/providers/{id}: forgets the person's credentials for
 * a provider (`local` cannot be disconnected: 400).
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Provider } from '../types';
import { providerPath } from './paths';

/**
 * @param id Provider ID.
 * @throws An ApiError when the server refuses.
 */
export async function disconnectProvider( id: string ): Promise< Provider > {
	const body = await request< { success: boolean; provider: Provider } >( {
		path: providerPath( id ),
		method: 'DELETE',
	} );
	return body.provider;
}
