/**
 * Typed access to `window.playpalConfig`, the configuration the app shell
 * prints before the bundle loads. Every field has a safe default, so the app
 * (and its tests) run even when the shell printed nothing.
 */

export type FeatureFlagName =
	| 'portals'
	| 'creator_dashboard'
	| 'creator_analytics'
	| 'sharing'
	| 'referral'
	| 'member_payments'
	| 'advanced_portal'
	| 'debug'
	| 'mock_data';

export type FeatureFlags = Record< FeatureFlagName, boolean >;

export interface PreloadedResponse {
	body: unknown;
	headers?: Record< string, string >;
}

export interface PlaypalConfig {
	version: string;
	/** Where the app is mounted: `/` or a sub-path such as `/play` (no trailing slash). */
	basePath: string;
	restRoot: string;
	flags: FeatureFlags;
	/** Responses the shell already fetched, keyed by REST path (for the preloading middleware). */
	preloaded: Record< string, PreloadedResponse >;
	/** Whether a WooCommerce store is active (the shop is open). */
	storeActive: boolean;
	/** WooCommerce's checkout page URL ('' without a store). */
	checkoutUrl: string;
	/** `wp_create_nonce( 'wc_store_api' )` for the Store API's `Nonce` header. */
	storeApiNonce: string;
	siteName: string;
	/** WordPress's sign-in page (`wp_login_url()`); `/wp-login.php` when not printed. */
	loginUrl: string;
	/** Whether the page was made for someone signed in (a guest's requests carry no REST nonce). */
	loggedIn: boolean;
	/**
	 * WordPress's sign-out address with its nonce (`wp_logout_url()`), printed only on a signed-in
	 * person's own page; '' elsewhere. Its clicks are held until children's play is sent (src/family-sign-out).
	 */
	signOutUrl: string;
	/** Where a fresh REST nonce is read (WordPress's `rest-nonce` AJAX action); '' when not printed. */
	restNonceUrl: string;
}

export const FEATURE_FLAG_NAMES: readonly FeatureFlagName[] = [
	'portals',
	'creator_dashboard',
	'creator_analytics',
	'sharing',
	'referral',
	'member_payments',
	'advanced_portal',
	'debug',
	'mock_data',
];

type UnknownRecord = Record< string, unknown >;

function isRecord( value: unknown ): value is UnknownRecord {
	return (
		typeof value === 'object' && value !== null && ! Array.isArray( value )
	);
}

function readString( value: unknown, fallback: string ): string {
	return typeof value === 'string' ? value : fallback;
}

function camelCase( name: string ): string {
	return name.replace( /_([a-z])/g, ( _, letter: string ) =>
		letter.toUpperCase()
	);
}

/**
 * Normalises a base path to a leading slash and no trailing slash (`/` stays `/`).
 *
 * @param value Raw base path.
 */
export function normalizeBasePath( value: unknown ): string {
	if ( typeof value !== 'string' ) {
		return '/';
	}
	const trimmed = value.trim().replace( /^\/+|\/+$/g, '' );
	return trimmed === '' ? '/' : `/${ trimmed }`;
}

function readFlags( value: unknown ): FeatureFlags {
	const source = isRecord( value ) ? value : {};
	const flags = {} as FeatureFlags;
	for ( const name of FEATURE_FLAG_NAMES ) {
		// The settings store snake_case keys; accept camelCase too.
		const raw = source[ name ] ?? source[ camelCase( name ) ];
		flags[ name ] = raw === true || raw === 1 || raw === '1';
	}
	return flags;
}

function readStringMap( value: unknown ): Record< string, string > {
	const result: Record< string, string > = {};
	if ( isRecord( value ) ) {
		for ( const [ key, entry ] of Object.entries( value ) ) {
			if ( typeof entry === 'string' && entry !== '' ) {
				result[ key ] = entry;
			}
		}
	}
	return result;
}

function readPreloaded( value: unknown ): Record< string, PreloadedResponse > {
	const result: Record< string, PreloadedResponse > = {};
	if ( isRecord( value ) ) {
		for ( const [ path, entry ] of Object.entries( value ) ) {
			if ( isRecord( entry ) && 'body' in entry ) {
				result[ path ] = {
					body: entry.body,
					headers: readStringMap( entry.headers ),
				};
			}
		}
	}
	return result;
}

/**
 * Returns the app configuration, with defaults for anything missing.
 */
export function getConfig(): PlaypalConfig {
	const raw =
		typeof window === 'undefined'
			? undefined
			: ( window as Window & { playpalConfig?: unknown } ).playpalConfig;
	const source = isRecord( raw ) ? raw : {};

	return {
		version: readString( source.version, '' ),
		basePath: normalizeBasePath( source.basePath ),
		restRoot: readString( source.restRoot, '/wp-json/' ),
		flags: readFlags( source.flags ),
		preloaded: readPreloaded( source.preloaded ),
		storeActive: source.storeActive === true,
		checkoutUrl: readString( source.checkoutUrl, '' ),
		storeApiNonce: readString( source.storeApiNonce, '' ),
		siteName: readString( source.siteName, 'PlayPal' ),
		loginUrl: readString( source.loginUrl, '' ) || '/wp-login.php',
		loggedIn: source.loggedIn === true,
		signOutUrl: readString( source.signOutUrl, '' ),
		restNonceUrl: readString( source.restNonceUrl, '' ),
	};
}

/**
 * Whether a feature flag is on (all flags are off by default).
 *
 * @param name Flag name.
 */
export function isFeatureEnabled( name: FeatureFlagName ): boolean {
	return getConfig().flags[ name ];
}

/**
 * Prefixes an app path (as React Router sees it) with the base path, giving
 * the path the browser shows: `/blog` under `/play` is `/play/blog`.
 *
 * @param path App path, with or without a leading slash.
 */
export function withBasePath( path: string ): string {
	const base = getConfig().basePath;
	const normalized = path.startsWith( '/' ) ? path : `/${ path }`;
	if ( base === '/' ) {
		return normalized;
	}
	return normalized === '/' ? `${ base }/` : `${ base }${ normalized }`;
}
