/**
 * POST pp/v1/appadoos: creates an Appadoo from a template for the signed-in
 * person (201 `{ success, appadoo }`; an unknown template is 400).
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Appadoo } from '../types';
import { APPADOOS_PATH } from './paths';

export interface CreateAppadooInput {
	/** Optional: the server names it after the template when empty. */
	name?: string;
	template: string;
}

/**
 * @param input Name (optional) and template ID.
 * @throws An ApiError when the server refuses.
 */
export async function createAppadoo(
	input: CreateAppadooInput
): Promise< Appadoo > {
	const name = input.name?.trim();
	const body = await request< { success: boolean; appadoo: Appadoo } >( {
		path: APPADOOS_PATH,
		method: 'POST',
		data: {
			...( name ? { name } : {} ),
			template: input.template,
		},
	} );
	return body.appadoo;
}
