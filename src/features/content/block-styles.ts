/**
 * Loads WordPress's block library stylesheet when block content is shown.
 *
 * WordPress prints each block's styles only when it renders that block on
 * the page; the app renders block content from the REST API, so the shell
 * cannot know which blocks a post uses. A post opened directly gets the full
 * stylesheet from the server (id "playpal-block-library-css"); a post opened
 * from another screen adds the same link here, once.
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';

export const BLOCK_STYLES_ID = 'playpal-block-library-css';

/** The stylesheet's URL, which the shell hands over as `blockStylesUrl`. */
function blockStylesUrl(): string {
	const config = ( window as Window & { playpalConfig?: unknown } )
		.playpalConfig;
	const url =
		typeof config === 'object' && config !== null
			? ( config as { blockStylesUrl?: unknown } ).blockStylesUrl
			: undefined;
	return typeof url === 'string' ? url : '';
}

/** Adds the block library stylesheet to the page unless it is there already. */
export function ensureBlockStyles(): void {
	const url = blockStylesUrl();
	if ( url === '' || document.getElementById( BLOCK_STYLES_ID ) ) {
		return;
	}
	const link = document.createElement( 'link' );
	link.id = BLOCK_STYLES_ID;
	link.rel = 'stylesheet';
	link.href = url;
	document.head.appendChild( link );
}

export function useBlockStyles(): void {
	useEffect( ensureBlockStyles, [] );
}
