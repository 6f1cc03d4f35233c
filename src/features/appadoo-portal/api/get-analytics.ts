/**
 * GET pp/v1/appadoos/analytics?scope=mine|all: play figures of the person's
 * Appadoos (or everyone's, in admin view), for the Analytics tab and the
 * stat tiles.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { PlayAnalytics, Scope } from '../types';
import { ANALYTICS_PATH, analyticsPath } from './paths';

/**
 * @param path A path from `analyticsPath()`.
 */
export async function getAnalytics( path: string ): Promise< PlayAnalytics > {
	const body = await request< { success: boolean } & PlayAnalytics >( {
		path,
	} );
	return {
		totals: body.totals,
		topBySessions: body.topBySessions ?? [],
		topByTime: body.topByTime ?? [],
		templates: body.templates ?? [],
	};
}

/**
 * Whether an SWR key is one of the analytics requests (for refreshing them).
 *
 * @param key An SWR cache key.
 */
export function isAnalyticsKey( key: unknown ): boolean {
	return typeof key === 'string' && key.startsWith( `${ ANALYTICS_PATH }?` );
}

/**
 * @param scope Whose Appadoos; null requests nothing (a guest).
 */
export function useAnalytics( scope: Scope | null ) {
	return useSWR( scope ? analyticsPath( scope ) : null, getAnalytics );
}
