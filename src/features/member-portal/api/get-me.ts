/**
 * GET pp/v1/me: who is looking. Tier and membership are the server's answer;
 * nothing in the browser decides them.
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

export async function getMe(): Promise< Me > {
	const body = await request< Record< string, unknown > >( {
		path: ME_PATH,
	} );
	if ( ! body || body.loggedIn !== true ) {
		return { loggedIn: false };
	}
	return {
		loggedIn: true,
		id: Number( body.id ),
		name: typeof body.name === 'string' ? body.name : '',
		tier: body.tier === 'vip' ? 'vip' : 'free',
		member: body.member === true,
		memberUntil:
			typeof body.memberUntil === 'string' ? body.memberUntil : null,
	};
}

export function useMe() {
	return useSWR( ME_PATH, getMe );
}
