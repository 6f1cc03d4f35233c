/**
 * Page views and events, sent to Google Analytics (`gtag`) and Plausible
 * when the site has them (they arrive through `wp_head()`). Analytics never
 * breaks the app: every call is guarded.
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Internal dependencies
 */
import { withBasePath } from './config';

export type AnalyticsProps = Record< string, string | number | boolean >;

type Gtag = ( command: 'event', name: string, params?: object ) => void;
type Plausible = ( event: string, options?: object ) => void;

interface AnalyticsGlobals {
	gtag?: unknown;
	plausible?: unknown;
}

function globals(): AnalyticsGlobals {
	return typeof window === 'undefined'
		? {}
		: ( window as unknown as AnalyticsGlobals );
}

/**
 * Calls an analytics function if present; logs (never throws) when it fails.
 *
 * @param fn   The global, possibly missing.
 * @param args Its arguments.
 */
function safeCall( fn: unknown, ...args: unknown[] ): void {
	if ( typeof fn !== 'function' ) {
		return;
	}
	try {
		( fn as ( ...a: unknown[] ) => void )( ...args );
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.warn( '[playpal] analytics call failed', error );
	}
}

/**
 * Records a page view.
 *
 * @param path Path as the browser shows it, e.g. `/blog?topic=stem`.
 */
export function trackPageView( path: string ): void {
	const { gtag, plausible } = globals();
	const location =
		typeof window === 'undefined'
			? path
			: `${ window.location.origin }${ path }`;
	safeCall( gtag as Gtag | undefined, 'event', 'page_view', {
		page_path: path,
		page_location: location,
	} );
	safeCall( plausible as Plausible | undefined, 'pageview', { u: location } );
}

/**
 * Records a named event (e.g. a form submission).
 *
 * @param name  Event name.
 * @param props Optional event properties.
 */
export function trackEvent( name: string, props?: AnalyticsProps ): void {
	const { gtag, plausible } = globals();
	safeCall( gtag as Gtag | undefined, 'event', name, props ?? {} );
	if ( props ) {
		safeCall( plausible as Plausible | undefined, name, { props } );
	} else {
		safeCall( plausible as Plausible | undefined, name );
	}
}

/**
 * Sends a page view on every router location change (including the first).
 * Call once, inside the router (AppLayout does).
 */
export function usePageViews(): void {
	const { pathname, search } = useLocation();
	useEffect( () => {
		trackPageView( `${ withBasePath( pathname ) }${ search }` );
	}, [ pathname, search ] );
}
