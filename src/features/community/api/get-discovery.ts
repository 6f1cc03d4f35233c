/**
 * GET /pp/v1/discovery: Products and collections of AI product discovery.
 * Types, fetcher and hook for this one request.
 */

/**
 * Internal dependencies
 */
import type { Discovery } from '../types';
import { getLists, useAnswer } from './answer';
import { DISCOVERY_PATH } from './paths';

/**
 * Fetches the answer, with an empty list for anything missing.
 */
export const getDiscovery = (): Promise< Discovery > =>
	getLists< Discovery >( DISCOVERY_PATH, [ 'products', 'collections' ] );

/**
 * The answer, fetched once per visit (no refetch on focus).
 */
export const useDiscovery = () => useAnswer( DISCOVERY_PATH, getDiscovery );
