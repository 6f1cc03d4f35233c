/**
 * WordPress's own sign-in and registration pages, coming back to the screen that asked.
 */

/**
 * Internal dependencies
 */
import { getConfig } from './config';

function withParams( params: Record< string, string > ): string {
	const base = getConfig().loginUrl;
	const query = Object.entries( params )
		.map(
			( [ key, value ] ) => `${ key }=${ encodeURIComponent( value ) }`
		)
		.join( '&' );
	return `${ base }${ base.includes( '?' ) ? '&' : '?' }${ query }`;
}

/**
 * @param returnTo Where to come back to; the current page by default.
 */
export function signInUrl( returnTo: string = window.location.href ): string {
	return withParams( { redirect_to: returnTo } );
}

/**
 * @param returnTo Where to come back to; the current page by default.
 */
export function joinUrl( returnTo: string = window.location.href ): string {
	return withParams( { action: 'register', redirect_to: returnTo } );
}
