/**
 * The family routes' paths.
 */

export const FAMILY_CHILDREN_PATH = '/pp/v1/family/children';

export const FAMILY_PIN_PATH = '/pp/v1/family/pin';
export const FAMILY_OVERVIEW_PATH = '/pp/v1/family/overview';
export const FAMILY_SUMMARY_EMAIL_PATH = '/pp/v1/family/summary-email';
export const FAMILY_PARENT_MODE_PATH = '/pp/v1/family/parent-mode';
export const FAMILY_CONSENT_PATH = '/pp/v1/family/consent';

/**
 * A child's own path; the id is opaque, so it is encoded whatever it holds.
 *
 * @param id The child's id.
 */
export function childPath( id: string ): string {
	return `${ FAMILY_CHILDREN_PATH }/${ encodeURIComponent( id ) }`;
}
