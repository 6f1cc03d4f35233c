/**
 * GET pp/v1/me: who is looking. A guest is `{ loggedIn: false }`; a signed-in
 * person brings their id, name and whether they may manage every Appadoo.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Me } from '../types';
import { ME_PATH } from './paths';

/**
 * @param path `ME_PATH`.
 */
export async function getMe( path: string = ME_PATH ): Promise< Me > {
	const body = await request< Partial< Me > & Record< string, unknown > >( {
		path,
	} );
	if ( ! body || body.loggedIn !== true ) {
		return { loggedIn: false };
	}
	return {
		loggedIn: true,
		id: Number( body.id ),
		name: typeof body.name === 'string' ? body.name : '',
		canManageAllAppadoos: body.canManageAllAppadoos === true,
	};
}

export function useMe() {
	return useSWR( ME_PATH, getMe );
}
