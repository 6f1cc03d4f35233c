/**
 * REST paths of Create It Forward.
 */
export const DIRECTORY_PATH = '/pp/v1/creator-directory';
export const CREATIONS_PATH = '/pp/v1/creations';

/**
 * @param id A creation's id.
 */
export function creationPath( id: number ): string {
	return `${ CREATIONS_PATH }/${ id }`;
}
