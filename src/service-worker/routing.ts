/**
 * What the worker does with a request: pure decisions, no I/O (docs/OFFLINE.md).
 */

/**
 * Internal dependencies
 */
import type { WorkerConfig } from './config';

export type Decision =
	/** Not the worker's business: the browser goes to the network as if there were no worker. */
	| { kind: 'pass' }
	/** A play session report: sent, or queued when the network fails. */
	| { kind: 'session-report' }
	/**
	 * A page or a frame's document: network first; offline the person's saved
	 * copy, then their pages cache, then the shell (app routes), then the offline screen.
	 */
	| { kind: 'document'; appRoute: boolean; keep: boolean }
	/** Any other GET: network first; offline the person's saved copy, then their pages cache. `keep`: a `pp/v1` read kept for the person. */
	| { kind: 'read'; keep: boolean };

export interface RequestFacts {
	url: string;
	method: string;
	/** Request.mode ("navigate" for a top-level or frame navigation). */
	mode: string;
	/** Request.destination ("document", "iframe", "script", "" for fetch()). */
	destination: string;
}

/** WordPress's own places: never answered from a cache, never kept. */
const NEVER_PATHS = [
	/\/wp-admin(\/|$)/,
	/\/wp-login\.php$/,
	/\/wp-cron\.php$/,
	/\/xmlrpc\.php$/,
];

/**
 * Query arguments of requests that act for the visitor (WooCommerce's AJAX and
 * payment callbacks, its add-to-cart and cart links, nonced links): the
 * network only. (Not `key`: WooCommerce's download links carry it, and a
 * saved printable is answered offline by that address.) The worker fetches a kept page a second time
 * without cookies, and a link like `?add-to-cart=12` must not run twice.
 */
const NEVER_QUERY = [
	'wc-ajax',
	'wc-api',
	'_wpnonce',
	'customize_changeset_uuid',
	'preview',
	'add-to-cart',
	'remove_item',
	'undo_item',
	'order_again',
];

/**
 * The route of a REST request ("pp/v1/me"), or null when it is not one.
 *
 * @param url      The request's URL.
 * @param restRoot The REST API's path, e.g. "/wp-json/".
 */
export function restRouteOf( url: URL, restRoot: string ): string | null {
	const param = url.searchParams.get( 'rest_route' );
	if ( param !== null ) {
		return param.replace( /^\/+/, '' );
	}
	if ( restRoot !== '' && url.pathname.startsWith( restRoot ) ) {
		return decodeURIComponent( url.pathname.slice( restRoot.length ) );
	}
	return null;
}

/**
 * Whether a path under the base is one of the app's routes.
 *
 * @param pathname URL path.
 * @param config   The worker's config.
 */
export function isAppRoute( pathname: string, config: WorkerConfig ): boolean {
	if (
		! pathname.startsWith( config.base ) &&
		pathname !== config.base.replace( /\/$/, '' )
	) {
		return false;
	}
	const relative = pathname
		.slice( config.base.length )
		.replace( /^\/+|\/+$/g, '' );
	return config.routes.some( ( pattern ) => {
		const regex = new RegExp(
			'^' +
				pattern
					.split( '{slug}' )
					.map( ( part ) =>
						part.replace( /[.*+?^${}()|[\]\\]/g, '\\$&' )
					)
					.join( '[^/]+' ) +
				'$'
		);
		return regex.test( relative );
	} );
}

/**
 * Decides what the worker does with a request.
 *
 * @param request The request's facts.
 * @param config  The worker's config.
 * @param origin  The worker's origin.
 */
export function decide(
	request: RequestFacts,
	config: WorkerConfig,
	origin: string
): Decision {
	const url = new URL( request.url );
	if ( url.origin !== origin ) {
		return { kind: 'pass' };
	}
	const route = restRouteOf( url, config.restRoot );
	if (
		request.method === 'POST' &&
		route !== null &&
		/^pp\/v1\/appadoos\/[^/]+\/sessions\/?$/.test( route )
	) {
		return { kind: 'session-report' };
	}
	if ( request.method !== 'GET' ) {
		return { kind: 'pass' };
	}
	if (
		NEVER_PATHS.some( ( pattern ) => pattern.test( url.pathname ) ) ||
		NEVER_QUERY.some( ( name ) => url.searchParams.has( name ) ) ||
		url.pathname.endsWith( '/admin-ajax.php' )
	) {
		return { kind: 'pass' };
	}
	if ( route !== null ) {
		// Carts, checkout and every other store or WordPress API: the network only.
		if ( ! route.startsWith( 'pp/v1/' ) ) {
			return { kind: 'pass' };
		}
		return { kind: 'read', keep: true };
	}
	if (
		request.mode === 'navigate' ||
		[ 'document', 'iframe', 'frame' ].includes( request.destination )
	) {
		const appRoute = isAppRoute( url.pathname, config );
		return {
			kind: 'document',
			appRoute,
			// Top-level pages under the app's base: posts, products, app screens. A frame's
			// document (an Appadoo's host page) is kept only when the person saves it.
			keep:
				request.mode === 'navigate' &&
				request.destination === 'document' &&
				url.pathname.startsWith( config.base ),
		};
	}
	return { kind: 'read', keep: false };
}

/**
 * The key a shell file is kept under: WordPress's `?ver=` left out (the
 * precache list names each file once, its version as the revision).
 *
 * @param url A request URL.
 */
export function withoutVersion( url: string ): string {
	const parsed = new URL( url );
	parsed.searchParams.delete( 'ver' );
	return parsed.href;
}
