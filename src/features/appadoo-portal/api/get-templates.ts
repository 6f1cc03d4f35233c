/**
 * GET pp/v1/appadoo-templates: the Template Library (public).
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Template } from '../types';
import { TEMPLATES_PATH } from './paths';

export interface TemplatesResponse {
	success: boolean;
	templates: Template[];
}

/**
 * @param path `TEMPLATES_PATH`.
 */
export async function getTemplates(
	path: string = TEMPLATES_PATH
): Promise< Template[] > {
	const body = await request< TemplatesResponse >( { path } );
	return Array.isArray( body?.templates ) ? body.templates : [];
}

export function useTemplates() {
	return useSWR( TEMPLATES_PATH, getTemplates );
}
