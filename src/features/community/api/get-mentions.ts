/**
 * GET /pp/v1/mentions: Social mentions for Community Love.
 * Types, fetcher and hook for this one request.
 */

/**
 * Internal dependencies
 */
import type { SocialMention } from '../types';
import { getLists, useAnswer } from './answer';
import { MENTIONS_PATH } from './paths';

export type Mentions = { mentions: SocialMention[] };

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export const getMentions = (): Promise< Mentions > =>
	getLists< Mentions >( MENTIONS_PATH, [ 'mentions' ] );

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export const useMentions = () => useAnswer( MENTIONS_PATH, getMentions );
