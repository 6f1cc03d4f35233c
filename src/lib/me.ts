/**
 * GET pp/v1/me: who is looking. Tier and Create It Forward membership are
 * the server's answer (what a site owner set and what paid orders granted,
 * judged at the moment of asking); nothing in the browser
 * decides them. Every screen that depends on them reads this one hook: the
 * responses share one SWR key, so a second reader of the same path would
 * see whichever shape was cached first.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from './api-client';

export const ME_PATH = '/pp/v1/me';

export type Tier = 'free' | 'vip';

export type Me =
	| { loggedIn: false }
	| {
			loggedIn: true;
			id: number;
			name: string;
			tier: Tier;
			/** Last day of the VIP Library Card bought (past or future), or null: none bought, or VIP without end. */
			vipUntil: string | null;
			/** Create It Forward membership active now (server fact). */
			member: boolean;
			/** Last day, YYYY-MM-DD (past or future), or null for none or no end. */
			memberUntil: string | null;
			/** The Creator product that sets the last day, or null. */
			memberPlan: 'creator_monthly' | 'creator_annual' | null;
			/** May see and manage every person's Appadoos (the portal's admin view). */
			canManageAllAppadoos: boolean;
	  };

export type SignedInMe = Extract< Me, { loggedIn: true } >;

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
		vipUntil: typeof body.vipUntil === 'string' ? body.vipUntil : null,
		member: body.member === true,
		memberUntil:
			typeof body.memberUntil === 'string' ? body.memberUntil : null,
		memberPlan:
			body.memberPlan === 'creator_monthly' ||
			body.memberPlan === 'creator_annual'
				? body.memberPlan
				: null,
		canManageAllAppadoos: body.canManageAllAppadoos === true,
	};
}

export function useMe() {
	return useSWR( ME_PATH, getMe );
}

/**
 * Whether the visitor is signed in, for pages that show something extra to
 * signed-in people: the same request and cache entry as `useMe`. False while
 * loading, on failure, or when `enabled` is false (then nothing is asked).
 *
 * @param enabled Ask the server at all (e.g. only when a feature flag is on).
 */
export function useSignedIn( enabled = true ): boolean {
	const { data } = useSWR( enabled ? ME_PATH : null, getMe );
	return data?.loggedIn === true;
}
