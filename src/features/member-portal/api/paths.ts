/**
 * REST paths the member portal reads.
 */
export const MY_APPADOOS_PATH = '/pp/v1/appadoos?scope=mine';
export const DOWNLOADS_PATH = '/pp/v1/downloads';
export const STORE_PRODUCTS_PATH = '/wc/store/v1/products?per_page=24';

/**
 * @param id A file id from pp/v1/downloads.
 */
export function downloadPath( id: string ): string {
	return `${ DOWNLOADS_PATH }/${ encodeURIComponent( id ) }`;
}
