/**
 * GET pp/v1/referrals/me: the person's partner stats through the server's
 * proxy. The provider's key never reaches the browser; when the provider
 * cannot answer the server sends the spec's sample with `sample: true`.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { PartnerStats } from '../types';
import { PARTNER_STATS_PATH } from './paths';

export function getPartnerStats(): Promise< PartnerStats > {
	return request< PartnerStats >( { path: PARTNER_STATS_PATH } );
}

/**
 * @param enabled Whether to ask (the `referral` flag is on; off, the server answers 404).
 */
export function usePartnerStats( enabled: boolean ) {
	return useSWR( enabled ? PARTNER_STATS_PATH : null, getPartnerStats );
}
