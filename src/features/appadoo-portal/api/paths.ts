/**
 * REST paths of the Appadoo portal (docs/APPADOOS.md, namespace pp/v1), and
 * the browser URLs of its downloads.
 *
 * Downloads are plain links, and a link cannot carry `X-WP-Nonce`, so their
 * URLs carry the REST nonce as `_wpnonce` (WordPress's cookie authentication
 * accepts either).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { getConfig } from '../../../lib/config';
import type { Scope } from '../types';

export const PP = '/pp/v1';

export const TEMPLATES_PATH = `${ PP }/appadoo-templates`;
export const APPADOOS_PATH = `${ PP }/appadoos`;
export const PROVIDERS_PATH = `${ PP }/storage/providers`;
export const STORAGE_APPADOOS_PATH = `${ PP }/storage/appadoos`;
export const BULK_BACKUP_PATH = `${ PP }/storage/bulk-backup`;
export const EXPORT_PATH = `${ PP }/storage/export`;
export const CLEANUP_PATH = `${ PP }/storage/cleanup`;

/** @param scope Whose Appadoos. */
export function appadoosPath( scope: Scope ): string {
	return `${ APPADOOS_PATH }?scope=${ scope }`;
}

/** @param id Appadoo ID. */
export function appadooPath( id: number ): string {
	return `${ APPADOOS_PATH }/${ id }`;
}

export const CONVERT_PATH = `${ APPADOOS_PATH }/convert`;

/** @param id Appadoo ID. */
export function previewPath( id: number ): string {
	return `${ appadooPath( id ) }/preview`;
}

/** @param id Appadoo ID. */
export function deployPath( id: number ): string {
	return `${ appadooPath( id ) }/deploy`;
}

export const ANALYTICS_PATH = `${ APPADOOS_PATH }/analytics`;

/** @param scope Whose Appadoos. */
export function analyticsPath( scope: Scope ): string {
	return `${ ANALYTICS_PATH }?scope=${ scope }`;
}

/** @param key The Appadoo's public key. */
export function sessionsPath( key: string ): string {
	return `${ APPADOOS_PATH }/${ encodeURIComponent( key ) }/sessions`;
}

/** @param scope Whose Appadoos. */
export function storageAppadoosPath( scope: Scope ): string {
	return `${ STORAGE_APPADOOS_PATH }?scope=${ scope }`;
}

/** @param id Appadoo ID. */
export function storageAppadooPath( id: number ): string {
	return `${ STORAGE_APPADOOS_PATH }/${ id }`;
}

/** @param id Appadoo ID. */
export function backupsPath( id: number ): string {
	return `${ storageAppadooPath( id ) }/backups`;
}

/**
 * @param id       Appadoo ID.
 * @param backupId Backup ID.
 */
export function backupPath( id: number, backupId: string ): string {
	return `${ backupsPath( id ) }/${ encodeURIComponent( backupId ) }`;
}

/** @param id Provider ID. */
export function providerPath( id: string ): string {
	return `${ PROVIDERS_PATH }/${ encodeURIComponent( id ) }`;
}

/**
 * The REST nonce WordPress handed to the page. WordPress prints it inline
 * with the `wp-api-fetch` script (`wp.apiFetch.nonceMiddleware`, whose
 * `nonce` stays current when apiFetch refreshes it); `wpApiSettings` (the
 * `wp-api` script) is read as a fallback.
 */
export function restNonce(): string {
	const fromApiFetch = (
		apiFetch as unknown as { nonceMiddleware?: { nonce?: unknown } }
	 ).nonceMiddleware?.nonce;
	if ( typeof fromApiFetch === 'string' && fromApiFetch !== '' ) {
		return fromApiFetch;
	}
	const fromSettings = (
		window as Window & { wpApiSettings?: { nonce?: unknown } }
	 ).wpApiSettings?.nonce;
	return typeof fromSettings === 'string' ? fromSettings : '';
}

/**
 * The browser URL of a REST path, with the REST nonce as `_wpnonce`. Works
 * with pretty permalinks (`…/wp-json/`) and plain ones (`…/?rest_route=/`).
 *
 * @param path A REST path such as `/pp/v1/storage/export`.
 */
export function restDownloadUrl( path: string ): string {
	const root = getConfig().restRoot.replace( /\/+$/, '' );
	const url = `${ root }${ path }`;
	const separator = url.includes( '?' ) ? '&' : '?';
	return `${ url }${ separator }_wpnonce=${ encodeURIComponent( restNonce() ) }`;
}

/**
 * @param id       Appadoo ID.
 * @param backupId Backup ID.
 */
export function backupDownloadUrl( id: number, backupId: string ): string {
	return restDownloadUrl( `${ backupPath( id, backupId ) }/download` );
}

/**
 * "Download offline": the Appadoo as one zip that plays from the file system.
 *
 * @param id Appadoo ID.
 */
export function offlineDownloadUrl( id: number ): string {
	return restDownloadUrl( `${ appadooPath( id ) }/offline` );
}

export function exportUrl(): string {
	return restDownloadUrl( EXPORT_PATH );
}
