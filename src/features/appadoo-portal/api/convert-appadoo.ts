/**
 * POST pp/v1/appadoos/convert: uploads an HTML page or a .zip and answers
 * the new Appadoo with what the converter added, applied and removed.
 */

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Appadoo, Conversion } from '../types';
import { CONVERT_PATH } from './paths';

export interface ConvertResult {
	appadoo: Appadoo;
	conversion: Conversion;
}

/**
 * @param file The page or .zip.
 * @throws An ApiError when the server refuses (its message says why).
 */
export async function convertAppadoo( file: File ): Promise< ConvertResult > {
	const body = new FormData();
	body.append( 'file', file, file.name );
	const answer = await request< {
		success: boolean;
		appadoo: Appadoo;
		conversion: Conversion;
	} >( { path: CONVERT_PATH, method: 'POST', body } );
	return { appadoo: answer.appadoo, conversion: answer.conversion };
}
