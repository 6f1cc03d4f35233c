/**
 * The family routes the Family tab uses: the list, adding, changing and
 * deleting a child, the parent PIN and extra time, the parent's view and
 * the weekly summary e-mail choice (docs/FAMILY.md). Every
 * answer is private (`no-store`), so the list is read afresh and written
 * through these calls only.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from '../../../lib/api-client';
import type { Child, ChildFields, Family, Overview } from '../types';
import {
	childPath,
	FAMILY_CHILDREN_PATH,
	FAMILY_OVERVIEW_PATH,
	FAMILY_PIN_PATH,
	FAMILY_SUMMARY_EMAIL_PATH,
} from './paths';

export function getFamily(): Promise< Family > {
	return request< Family >( { path: FAMILY_CHILDREN_PATH } );
}

/**
 * The family for the signed-in parent (null while signed out: the routes answer 401).
 *
 * @param signedIn Whether someone is signed in.
 */
export function useFamily( signedIn: boolean ) {
	return useSWR( signedIn ? FAMILY_CHILDREN_PATH : null, getFamily );
}

/**
 * Adds a child (the first records the parent's consent to the text shown).
 *
 * @param fields Nickname and avatar at least.
 */
export function addChild(
	fields: ChildFields & { nickname: string; avatar: string }
): Promise< Child > {
	return request< Child >( {
		path: FAMILY_CHILDREN_PATH,
		method: 'POST',
		data: fields,
	} );
}

/**
 * Changes a child's profile or budget (only the fields given).
 *
 * @param id     The child's id.
 * @param fields What changes.
 */
export function updateChild(
	id: string,
	fields: ChildFields
): Promise< Child > {
	return request< Child >( {
		path: childPath( id ),
		method: 'PATCH',
		data: fields,
	} );
}

/**
 * Deletes a child and all of its data.
 *
 * @param id The child's id.
 */
export async function deleteChild( id: string ): Promise< void > {
	await request< { deleted: boolean } >( {
		path: childPath( id ),
		method: 'DELETE',
	} );
}

/**
 * Sets the parent PIN, or changes it (then the current one is needed).
 *
 * @param pin        The new PIN, 4 to 8 digits.
 * @param currentPin The current PIN, when one is set.
 */
export async function setPin(
	pin: string,
	currentPin?: string
): Promise< void > {
	await request< { pinSet: boolean } >( {
		path: FAMILY_PIN_PATH,
		method: 'PUT',
		data: currentPin === undefined ? { pin } : { pin, currentPin },
	} );
}

/**
 * Ten more minutes today for a child, with the parent PIN.
 *
 * @param id  The child's id.
 * @param pin The parent PIN.
 */
export function grantExtraTime( id: string, pin: string ): Promise< Child > {
	return request< Child >( {
		path: `${ childPath( id ) }/extra-time`,
		method: 'POST',
		data: { pin },
	} );
}

export function getOverview(): Promise< Overview > {
	return request< Overview >( { path: FAMILY_OVERVIEW_PATH } );
}

/**
 * The parent's view: each child's time today and this week, Appadoos played.
 */
export function useOverview() {
	return useSWR( FAMILY_OVERVIEW_PATH, getOverview );
}

export function getSummaryEmail(): Promise< { weekly: boolean } > {
	return request< { weekly: boolean } >( {
		path: FAMILY_SUMMARY_EMAIL_PATH,
	} );
}

/**
 * Whether the parent gets the weekly summary e-mail.
 */
export function useSummaryEmail() {
	return useSWR( FAMILY_SUMMARY_EMAIL_PATH, getSummaryEmail );
}

/**
 * Turns the weekly summary e-mail on or off.
 *
 * @param weekly Whether to send it.
 */
export function setSummaryEmail(
	weekly: boolean
): Promise< { weekly: boolean } > {
	return request< { weekly: boolean } >( {
		path: FAMILY_SUMMARY_EMAIL_PATH,
		method: 'PUT',
		data: { weekly },
	} );
}
