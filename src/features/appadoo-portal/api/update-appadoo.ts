/**
 * PATCH pp/v1/appadoos/{id}: renames an Appadoo and changes its settings
 * (time limit, content filter, printing).
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Appadoo, AppadooSettings } from '../types';
import { appadooPath } from './paths';

export interface UpdateAppadooInput {
	name?: string;
	settings?: Partial< AppadooSettings >;
}

/**
 * @param id    Appadoo ID.
 * @param input Fields to change.
 * @throws An ApiError when the server refuses.
 */
export async function updateAppadoo(
	id: number,
	input: UpdateAppadooInput
): Promise< Appadoo > {
	const body = await request< { success: boolean; appadoo: Appadoo } >( {
		path: appadooPath( id ),
		method: 'PATCH',
		data: input,
	} );
	return body.appadoo;
}
