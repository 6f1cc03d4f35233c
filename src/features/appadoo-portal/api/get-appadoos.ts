/**
 * GET pp/v1/appadoos?scope=mine|all: the person's Appadoos, or everyone's
 * (admin view, for people who may manage every Appadoo).
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Appadoo, Scope } from '../types';
import { APPADOOS_PATH, appadoosPath } from './paths';

export interface AppadoosResponse {
	success: boolean;
	appadoos: Appadoo[];
}

/**
 * @param path A path from `appadoosPath()`.
 */
export async function getAppadoos( path: string ): Promise< Appadoo[] > {
	const body = await request< AppadoosResponse >( { path } );
	return Array.isArray( body?.appadoos ) ? body.appadoos : [];
}

/**
 * Whether an SWR key is one of the Appadoo lists (for refreshing them all).
 *
 * @param key An SWR cache key.
 */
export function isAppadoosKey( key: unknown ): boolean {
	return typeof key === 'string' && key.startsWith( `${ APPADOOS_PATH }?` );
}

/**
 * @param scope Whose Appadoos; null requests nothing (a guest).
 */
export function useAppadoos( scope: Scope | null ) {
	return useSWR( scope ? appadoosPath( scope ) : null, getAppadoos );
}
