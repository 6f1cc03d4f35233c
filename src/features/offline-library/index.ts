/**
 * The offline library's public surface (docs/OFFLINE.md). Only a wrapper of
 * a screen's loader: the library itself is a lazily loaded chunk fetched
 * beside the screen, so it costs the first page a few bytes. It ships in
 * the member portal's chunk (its home; the same webpackChunkName merges
 * them): a chunk of its own would add its name and hash to every page's
 * chunk map, and the first page's 40 KiB budget has no room for them.
 */

/**
 * External dependencies
 */
import type { ComponentType } from 'react';

/**
 * A screen loader whose screen gets the offline library's slots filled.
 *
 * @param load Fetches the screen's chunk; resolves to the screen.
 */
export const withOfflineLibrary =
	( load: () => Promise< ComponentType > ) => () =>
		Promise.all( [
			import( /* webpackChunkName: "member-portal" */ './portal-parts' ),
			load(),
		] ).then( ( [ parts, Screen ] ) => parts.wrap( Screen ) );
