/**
 * Keeps `<title>`, the meta description, the canonical link and meta robots
 * current as the person moves around the app. The shell prints the same tags
 * for the first page, so existing elements are updated, never duplicated.
 * The share tags and structured data the shell printed describe the first
 * page only, so they go once the person is on another one.
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { withBasePath } from './config';

export interface DocumentHead {
	/** Full document title, e.g. "PlayPal — Print. Play. Done." */
	title: string;
	description?: string;
	/** App path (as the router sees it), e.g. `/blog/my-post`. */
	canonicalPath?: string;
	/** e.g. `noindex`; the tag is removed when not given. */
	robots?: string;
}

/**
 * Returns the single element matching `selector`, creating it when missing
 * and removing any duplicates (a theme or SEO plugin may print another).
 *
 * @param selector CSS selector for the element.
 * @param create   Makes the element when none exists.
 */
function single< T extends HTMLElement >(
	selector: string,
	create: () => T
): T {
	const [ first, ...duplicates ] = Array.from(
		document.head.querySelectorAll< T >( selector )
	);
	duplicates.forEach( ( element ) => element.remove() );
	if ( first ) {
		return first;
	}
	const element = create();
	document.head.appendChild( element );
	return element;
}

function removeAll( selector: string ): void {
	document.head
		.querySelectorAll( selector )
		.forEach( ( element ) => element.remove() );
}

function setMeta( name: string, content: string | undefined ): void {
	const selector = `meta[name="${ name }"]`;
	if ( content === undefined ) {
		removeAll( selector );
		return;
	}
	single( selector, () => {
		const meta = document.createElement( 'meta' );
		meta.setAttribute( 'name', name );
		return meta;
	} ).setAttribute( 'content', content );
}

function setCanonical( path: string | undefined ): void {
	const selector = 'link[rel="canonical"]';
	if ( path === undefined ) {
		removeAll( selector );
		return;
	}
	single( selector, () => {
		const link = document.createElement( 'link' );
		link.setAttribute( 'rel', 'canonical' );
		return link;
	} ).setAttribute( 'href', canonicalUrl( path ) );
}

/**
 * The absolute canonical URL of an app path, under the base path.
 *
 * @param path App path, e.g. `/blog`.
 */
/**
 * A page's <title>: "{page} | PlayPal", the same form the server prints.
 *
 * @param page The page's own name, e.g. "Shop" or a post title.
 */
export function pageTitle( page: string ): string {
	return sprintf(
		/* translators: 1: page title, 2: site name. */
		__( '%1$s | %2$s', 'playpal' ),
		page,
		__( 'PlayPal', 'playpal' )
	);
}

export function canonicalUrl( path: string ): string {
	return `${ window.location.origin }${ withBasePath( path ) }`;
}

/**
 * Open Graph, Twitter card and JSON-LD the shell printed for the page it
 * served (includes/Frontend/Seo); only crawlers and link previews read them.
 */
const SERVED_PAGE_TAGS = [
	'meta[property^="og:"]',
	'meta[property^="article:"]',
	'meta[property^="product:"]',
	'meta[name^="twitter:"]',
	'script[type="application/ld+json"]',
].join( ', ' );

/**
 * Whether two URLs name the same page (the server percent-encodes a slug
 * the router has decoded; a trailing slash makes no other page).
 *
 * @param first  A URL.
 * @param second Another URL.
 */
function isSamePage( first: string, second: string ): boolean {
	const normal = ( url: string ) => {
		try {
			return new URL( url ).href.replace( /\/$/, '' );
		} catch {
			return url;
		}
	};
	return normal( first ) === normal( second );
}

/**
 * Removes the served page's share tags and structured data once the page
 * shown is another: they would describe the wrong one.
 *
 * @param canonicalPath The shown page's app path, if it has one.
 */
function dropServedPageTags( canonicalPath: string | undefined ): void {
	const servedUrl = document.head
		.querySelector( 'meta[property="og:url"]' )
		?.getAttribute( 'content' );
	if (
		servedUrl &&
		( canonicalPath === undefined ||
			! isSamePage( servedUrl, canonicalUrl( canonicalPath ) ) )
	) {
		removeAll( SERVED_PAGE_TAGS );
	}
}

/**
 * Writes the head tags now (used by the hook; handy outside React too).
 *
 * @param head Title, description, canonical path, robots.
 */
export function applyDocumentHead( head: DocumentHead ): void {
	const { title, description, canonicalPath, robots } = head;
	document.title = title;
	setMeta( 'description', description );
	setCanonical( canonicalPath );
	setMeta( 'robots', robots );
	dropServedPageTags( canonicalPath );
}

/**
 * Sets the document head for the current screen.
 *
 * @param head Title, description, canonical path, robots.
 */
export function useDocumentHead( head: DocumentHead ): void {
	const { title, description, canonicalPath, robots } = head;
	useEffect( () => {
		applyDocumentHead( { title, description, canonicalPath, robots } );
	}, [ title, description, canonicalPath, robots ] );
}
