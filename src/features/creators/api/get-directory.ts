/**
 * GET pp/v1/creator-directory: listings matching a search and a category
 * (the server searches; SPEC §5 Directory search).
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { DirectoryResponse } from '../types';
import { DIRECTORY_PATH } from './paths';

export interface DirectoryQuery {
	search?: string;
	/** A category, or 'all'. */
	category?: string;
	featured?: boolean;
}

/**
 * @param query What to find.
 */
export function directoryPath( query: DirectoryQuery ): string {
	const args = new URLSearchParams();
	if ( query.search?.trim() ) {
		args.set( 'search', query.search.trim() );
	}
	if ( query.category && query.category !== 'all' ) {
		args.set( 'category', query.category );
	}
	if ( query.featured ) {
		args.set( 'featured', 'true' );
	}
	const qs = args.toString();
	return qs ? `${ DIRECTORY_PATH }?${ qs }` : DIRECTORY_PATH;
}

export async function getDirectory(
	path: string
): Promise< DirectoryResponse > {
	const body = await request< DirectoryResponse >( { path } );
	return {
		categories: Array.isArray( body?.categories ) ? body.categories : [],
		listings: Array.isArray( body?.listings ) ? body.listings : [],
	};
}

/**
 * @param query What to find.
 */
export function useDirectory( query: DirectoryQuery ) {
	// Keep the last answer on screen while the next search loads.
	return useSWR( directoryPath( query ), getDirectory, {
		keepPreviousData: true,
	} );
}
