/**
 * pp/v1/creations: the member's own creations (GET), a new one (POST,
 * multipart with its files) and changes to one (PUT, JSON).
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ApiError, request } from '../../../lib/api-client';
import type { Creation, CreationForm, CreationsResponse } from '../types';
import { CREATIONS_PATH, creationPath } from './paths';

export async function getCreations(): Promise< CreationsResponse > {
	const body = await request< CreationsResponse >( { path: CREATIONS_PATH } );
	return {
		creations: Array.isArray( body?.creations ) ? body.creations : [],
		sample: body?.sample === true,
	};
}

/**
 * @param enabled Only members may ask (the server answers 403 otherwise).
 */
export function useCreations( enabled: boolean ) {
	return useSWR( enabled ? CREATIONS_PATH : null, getCreations );
}

/**
 * How many real creations the person has, for the member portal's tile:
 * null while asking; 0 when not asked, refused or failed (a tile must not
 * spin forever), and 0 for the sample list, which is not theirs.
 *
 * @param enabled Whether to ask (the `creator_dashboard` flag is on).
 */
export function useCreationsCount( enabled: boolean ): number | null {
	const { data, error } = useCreations( enabled );
	if ( ! enabled || ( ! data && error ) ) {
		return 0;
	}
	if ( ! data ) {
		return null;
	}
	return data.sample ? 0 : data.creations.length;
}

/**
 * The server's sentence for a refusal, or a kind general one.
 *
 * @param error What the client threw.
 */
function sentence( error: unknown ): string {
	const message = error instanceof ApiError ? error.json()?.message : null;
	return typeof message === 'string' && message !== ''
		? message
		: __( 'Something went wrong. Please try again.', 'playpal' );
}

/**
 * Sends a new creation with its files.
 *
 * @param  form The dialog's values.
 * @throws {Error} With the sentence to show.
 */
export async function submitCreation(
	form: CreationForm
): Promise< Creation > {
	const body = new FormData();
	body.append( 'title', form.title.trim() );
	body.append( 'description', form.description.trim() );
	body.append( 'category', form.category );
	body.append( 'ageRange', form.ageRange );
	body.append( 'difficulty', form.difficulty );
	body.append( 'tags', form.tags );
	body.append( 'price', form.price.trim() );
	form.files.forEach( ( file ) => body.append( 'files[]', file, file.name ) );
	try {
		return await request< Creation >( {
			path: CREATIONS_PATH,
			method: 'POST',
			body,
		} );
	} catch ( error ) {
		throw new Error( sentence( error ) );
	}
}

/**
 * Changes a creation's text fields and price (its files stay); it goes back to
 * review, and its shop product keeps the approved version until then.
 *
 * @param  id   The creation.
 * @param  form The dialog's values (files ignored).
 * @throws {Error} With the sentence to show.
 */
export async function updateCreation(
	id: number,
	form: CreationForm
): Promise< Creation > {
	try {
		return await request< Creation >( {
			path: creationPath( id ),
			method: 'PUT',
			data: {
				title: form.title.trim(),
				description: form.description.trim(),
				category: form.category,
				ageRange: form.ageRange,
				difficulty: form.difficulty,
				tags: form.tags,
				// As typed: the server checks the format and the bounds.
				price: form.price.trim(),
			},
		} );
	} catch ( error ) {
		throw new Error( sentence( error ) );
	}
}
