/**
 * POST pp/v1/storage/providers/{id}/config: connects a storage provider with
 * the person's credentials (google: Client ID and API Key; dropbox: App Key).
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Provider } from '../types';
import { providerPath } from './paths';

export type ProviderCredentials =
	{ clientId: string; apiKey: string } | { appKey: string };

/**
 * @param id          Provider ID (`google` or `dropbox`).
 * @param credentials The provider's credentials.
 * @throws An ApiError when the server refuses (e.g. 400 playpal_invalid_credentials).
 */
export async function connectProvider(
	id: string,
	credentials: ProviderCredentials
): Promise< Provider > {
	const body = await request< { success: boolean; provider: Provider } >( {
		path: `${ providerPath( id ) }/config`,
		method: 'POST',
		data: credentials,
	} );
	return body.provider;
}
