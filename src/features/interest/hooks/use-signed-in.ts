/**
 * Whether the visitor is signed in (GET pp/v1/me), for pages that show
 * something extra to signed-in people. False while loading or on failure.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';

// Its own cache key: the member portal keeps a different shape under the bare path.
const KEY = [ '/pp/v1/me', 'signed-in' ] as const;

async function isSignedIn(): Promise< boolean > {
	const body = await request< { loggedIn?: unknown } >( {
		path: KEY[ 0 ],
	} );
	return body?.loggedIn === true;
}

export function useSignedIn( enabled: boolean ): boolean {
	const { data } = useSWR( enabled ? KEY : null, isSignedIn );
	return data === true;
}
