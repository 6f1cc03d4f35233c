/**
 * The pp/v1 routes the offline library reads (docs/OFFLINE.md "Routes").
 */

export const ME_PATH = '/pp/v1/me';

export const LICENCES_PATH = '/pp/v1/offline/licences';

/** @param appadoo Id or public key. */
export const offlineFilesPath = ( appadoo: number | string ) =>
	`/pp/v1/appadoos/${ encodeURIComponent( String( appadoo ) ) }/offline-files`;

/** @param id Download file id. */
export const downloadPath = ( id: string ) =>
	`/pp/v1/downloads/${ encodeURIComponent( id ) }`;
