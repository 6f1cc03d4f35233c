/**
 * The creator's own figures: GET pp/v1/creator/dashboard (stat cards, each
 * creation's figures, the charts' series, balance, payouts) and GET
 * pp/v1/creator/earnings (one month's statement, and as a CSV file).
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import { getConfig } from '../../../lib/config';
import { currentRestNonce } from '../../../lib/rest-nonce';
import type { DashboardResponse, EarningsResponse } from '../dashboard-types';

export const DASHBOARD_PATH = '/pp/v1/creator/dashboard';
export const EARNINGS_PATH = '/pp/v1/creator/earnings';

/**
 * @param month YYYY-MM.
 */
export function statementPath( month: string ): string {
	return `${ EARNINGS_PATH }?month=${ encodeURIComponent( month ) }`;
}

function list< T >( value: unknown ): T[] {
	return Array.isArray( value ) ? ( value as T[] ) : [];
}

export async function getDashboard(): Promise< DashboardResponse > {
	const body = await request< DashboardResponse >( {
		path: DASHBOARD_PATH,
	} );
	return {
		...body,
		creations: list( body?.creations ),
		earningsByMonth: list( body?.earningsByMonth ),
		downloadsByCreation: list( body?.downloadsByCreation ),
		balances: list( body?.balances ),
		payouts: list( body?.payouts ),
	};
}

export async function getStatement(
	path: string
): Promise< EarningsResponse > {
	const body = await request< EarningsResponse >( { path } );
	return {
		...body,
		balances: list( body?.balances ),
		statement: {
			...body?.statement,
			totals: list( body?.statement?.totals ),
			entries: list( body?.statement?.entries ),
		},
		payouts: list( body?.payouts ),
	};
}

/**
 * @param enabled Whether to ask (the dashboard is on screen).
 */
export function useCreatorDashboard( enabled: boolean ) {
	return useSWR( enabled ? DASHBOARD_PATH : null, getDashboard );
}

/**
 * @param month YYYY-MM, or null while no month is known yet.
 */
export function useStatement( month: string | null ) {
	return useSWR( month ? statementPath( month ) : null, getStatement );
}

/**
 * The browser URL of a month's statement as CSV. A link cannot send
 * `X-WP-Nonce`, so the REST nonce rides as `_wpnonce` (WordPress's cookie
 * authentication takes either). Works with pretty permalinks (`…/wp-json/`)
 * and plain ones (`…/?rest_route=/`).
 *
 * @param month YYYY-MM.
 */
export function statementCsvUrl( month: string ): string {
	const root = getConfig().restRoot.replace( /\/+$/, '' );
	const url = `${ root }${ EARNINGS_PATH }`;
	const args = new URLSearchParams( { month, format: 'csv' } );
	const nonce = currentRestNonce();
	if ( nonce ) {
		args.set( '_wpnonce', nonce );
	}
	return `${ url }${ url.includes( '?' ) ? '&' : '?' }${ args.toString() }`;
}
