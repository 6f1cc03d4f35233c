/**
 * Design tokens as CSS variables. The app shell inlines them server-side;
 * `loadDesignTokens()` refreshes them from `/pp/v1/design-tokens` at startup
 * so a long-cached page still picks up the owner's latest colours. Missing
 * tokens only ever produce a console warning (SPEC §8).
 */

/**
 * Internal dependencies
 */
import { request } from './api-client';
import { readDesignTokens } from './config';
import type { DesignTokens } from './config';

export const DESIGN_TOKENS_PATH = '/pp/v1/design-tokens';

/** Colour tokens every screen relies on (CONVENTIONS.md). */
export const REQUIRED_COLOR_TOKENS = [
	'background',
	'foreground',
	'primary',
	'primary-foreground',
	'secondary',
	'secondary-foreground',
	'muted',
	'muted-foreground',
	'accent',
	'accent-foreground',
	'destructive',
	'destructive-foreground',
	'border',
	'card',
	'card-foreground',
	'ring',
] as const;

function kebabCase( name: string ): string {
	return name
		.replace( /([a-z0-9])([A-Z])/g, '$1-$2' )
		.replace( /[\s_]+/g, '-' )
		.toLowerCase();
}

function warn( message: string, detail?: unknown ): void {
	// eslint-disable-next-line no-console
	console.warn(
		`[playpal] ${ message }`,
		...( detail === undefined ? [] : [ detail ] )
	);
}

/**
 * Lists what is missing from a tokens object (empty when complete).
 *
 * @param tokens Tokens to check.
 */
export function findMissingTokens( tokens: Partial< DesignTokens > ): string[] {
	const missing: string[] = [];
	const colors = tokens.colors ?? {};
	for ( const name of REQUIRED_COLOR_TOKENS ) {
		if ( ! colors[ name ] ) {
			missing.push( `colors.${ name }` );
		}
	}
	if ( ! tokens.radius ) {
		missing.push( 'radius' );
	}
	if ( ! tokens.fonts?.body ) {
		missing.push( 'fonts.body' );
	}
	if ( ! tokens.fonts?.heading ) {
		missing.push( 'fonts.heading' );
	}
	return missing;
}

/**
 * Sets `--pp-color-<name>`, `--pp-radius`, `--pp-font-body` and
 * `--pp-font-heading` on `root`. Fields that are absent are left as they are
 * (the shell's inline values stay) and reported with a console warning.
 *
 * @param tokens Tokens to apply.
 * @param root   Element receiving the variables.
 */
export function applyDesignTokens(
	tokens: Partial< DesignTokens > | null | undefined,
	root: HTMLElement = document.documentElement
): void {
	try {
		const safe = tokens ?? {};
		for ( const [ name, value ] of Object.entries( safe.colors ?? {} ) ) {
			if ( typeof value === 'string' && value !== '' ) {
				root.style.setProperty(
					`--pp-color-${ kebabCase( name ) }`,
					value
				);
			}
		}
		if ( safe.radius ) {
			root.style.setProperty( '--pp-radius', safe.radius );
		}
		if ( safe.fonts?.body ) {
			root.style.setProperty( '--pp-font-body', safe.fonts.body );
		}
		if ( safe.fonts?.heading ) {
			root.style.setProperty( '--pp-font-heading', safe.fonts.heading );
		}
		const missing = findMissingTokens( safe );
		if ( missing.length > 0 ) {
			warn( `Missing design tokens: ${ missing.join( ', ' ) }` );
		}
	} catch ( error ) {
		warn( 'Could not apply design tokens', error );
	}
}

/**
 * Fetches the current tokens and applies them. Never rejects: a failed
 * request is a console warning, and the server-inlined tokens stay.
 *
 * @param root Element receiving the variables.
 * @return The tokens applied, or null when the request failed.
 */
export async function loadDesignTokens(
	root: HTMLElement = document.documentElement
): Promise< DesignTokens | null > {
	let response: unknown;
	try {
		response = await request< unknown >( { path: DESIGN_TOKENS_PATH } );
	} catch ( error ) {
		warn(
			`Missing design tokens: ${
				error instanceof Error ? error.message : String( error )
			}`
		);
		return null;
	}
	// Accept the tokens object itself or one wrapped as `{ tokens }`.
	const raw =
		typeof response === 'object' &&
		response !== null &&
		'tokens' in response &&
		! ( 'colors' in response )
			? ( response as { tokens: unknown } ).tokens
			: response;
	const tokens = readDesignTokens( raw );
	applyDesignTokens( tokens, root );
	return tokens;
}
