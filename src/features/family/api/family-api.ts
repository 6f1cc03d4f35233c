/**
 * The family routes the Family tab uses: the list, adding, changing and
 * deleting a child, the parent PIN and extra time, parent mode (unlock with
 * the PIN, lock), withdrawing consent, the parent's view and the weekly
 * summary e-mail choice (docs/FAMILY.md). Every
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
import type {
	Child,
	ChildFields,
	Family,
	Overview,
	ParentMode,
	PinAnswer,
} from '../types';
import {
	childPath,
	FAMILY_CHILDREN_PATH,
	FAMILY_CONSENT_PATH,
	FAMILY_OVERVIEW_PATH,
	FAMILY_PARENT_MODE_PATH,
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
 * Adds a child (parent mode). With `consentVersion` (the parent ticked "I
 * agree" to that version's text) the server records the consent in the same write.
 *
 * @param fields         Nickname and avatar at least.
 * @param consentVersion The consent version agreed to, when one is asked for.
 */
export function addChild(
	fields: ChildFields & { nickname: string; avatar: string },
	consentVersion?: string
): Promise< Child > {
	return request< Child >( {
		path: FAMILY_CHILDREN_PATH,
		method: 'POST',
		data:
			undefined === consentVersion
				? fields
				: { ...fields, consentVersion },
	} );
}

/**
 * Changes a child's profile or budget (only the fields given; parent mode).
 *
 * @param id             The child's id.
 * @param fields         What changes.
 * @param consentVersion The consent version agreed to, when one is asked for.
 */
export function updateChild(
	id: string,
	fields: ChildFields,
	consentVersion?: string
): Promise< Child > {
	return request< Child >( {
		path: childPath( id ),
		method: 'PATCH',
		data:
			undefined === consentVersion
				? fields
				: { ...fields, consentVersion },
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
 * Sets the parent PIN (the first one opens parent mode: the answer says so;
 * once the family has children it takes the account password), or changes
 * it (in parent mode, with the current one).
 *
 * @param pin             The new PIN, 4 to 8 digits.
 * @param currentPin      The current PIN, when one is set.
 * @param accountPassword The WordPress account password, for the first PIN of a family with children.
 */
export function setPin(
	pin: string,
	currentPin?: string,
	accountPassword?: string
): Promise< PinAnswer > {
	const data: Record< string, string > = { pin };
	if ( currentPin !== undefined ) {
		data.currentPin = currentPin;
	}
	if ( accountPassword !== undefined ) {
		data.accountPassword = accountPassword;
	}
	return request< PinAnswer >( {
		path: FAMILY_PIN_PATH,
		method: 'PUT',
		data,
	} );
}

export function getParentMode(): Promise< ParentMode > {
	return request< ParentMode >( { path: FAMILY_PARENT_MODE_PATH } );
}

/**
 * Whether parent mode is open in this browser, and whether a PIN is set.
 * Not re-read when the window gets the focus back: the tab re-reads it
 * itself when a write finds it ended, so an open form is never swapped
 * away under the parent's hands.
 */
export function useParentMode() {
	return useSWR( FAMILY_PARENT_MODE_PATH, getParentMode, {
		revalidateOnFocus: false,
	} );
}

/**
 * Opens parent mode with the PIN.
 *
 * @param pin The parent PIN.
 */
export function openParentMode( pin: string ): Promise< ParentMode > {
	return request< ParentMode >( {
		path: FAMILY_PARENT_MODE_PATH,
		method: 'POST',
		data: { pin },
	} );
}

/**
 * Closes parent mode ("Lock").
 */
export function lockParentMode(): Promise< ParentMode > {
	return request< ParentMode >( {
		path: FAMILY_PARENT_MODE_PATH,
		method: 'DELETE',
	} );
}

/**
 * Withdraws the consent (parent mode): every child and its data, the
 * consent, the PIN and the weekly summary choice are deleted.
 */
export async function withdrawConsent(): Promise< void > {
	await request< { withdrawn: boolean } >( {
		path: FAMILY_CONSENT_PATH,
		method: 'DELETE',
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
