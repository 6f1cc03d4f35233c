/**
 * GET /pp/v1/mentions: Social mentions for Community Love.
 * Types, fetcher and hook for this one request.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { ApiError } from '../../../lib/api-client';
import type { SocialMention } from '../types';
import { MENTIONS_PATH } from './paths';

export interface Mentions {
	mentions: SocialMention[];
}

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export async function getMentions(): Promise< Mentions > {
	const response = await request< Partial< Mentions > | null >( {
		path: MENTIONS_PATH,
	} );
	return {
		mentions: Array.isArray( response?.mentions ) ? response.mentions : [],
	};
}

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export function useMentions() {
	return useSWR< Mentions, ApiError >( MENTIONS_PATH, getMentions, {
		revalidateOnFocus: false,
	} );
}
