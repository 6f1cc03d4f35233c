/**
 * The responses the shell embedded in the page (window.playpalConfig.preloaded),
 * read synchronously. The server printed the first screen from these very
 * responses (includes/Frontend/First_Screen): a hook that starts from them
 * renders the same screen on its first render, so the bundle replaces the
 * printed HTML with no loading state in between. The preloading middleware
 * still answers the hook's own request from the same entry, without network.
 */

/**
 * Internal dependencies
 */
import { getConfig } from './config';

export interface Preloaded< T > {
	body: T;
	headers: Headers;
}

/**
 * The embedded response to a REST path, or undefined when the page has none.
 *
 * @param path The REST path exactly as the shell embedded it.
 */
export function preloadedResponse< T = unknown >(
	path: string | null
): Preloaded< T > | undefined {
	if ( ! path ) {
		return undefined;
	}
	const entry = getConfig().preloaded[ path ];
	return entry
		? {
				body: entry.body as T,
				headers: new Headers( entry.headers ?? {} ),
			}
		: undefined;
}
