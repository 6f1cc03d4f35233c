/**
 * Where "Sign in" goes: WordPress's login page, coming back to the page the
 * person is on.
 */

/**
 * Internal dependencies
 */
import { getConfig } from '../../../lib/config';

/**
 * @param returnTo The address to come back to; the current page by default.
 */
export function loginUrl( returnTo: string = window.location.href ): string {
	const base = getConfig().loginUrl;
	const separator = base.includes( '?' ) ? '&' : '?';
	return `${ base }${ separator }redirect_to=${ encodeURIComponent(
		returnTo
	) }`;
}
