/**
 * Design tokens as CSS variables. The app shell prints them once, as the
 * inline CSS of the first paint (`Design_Tokens::to_css()`); the bundle
 * derives what it needs from those variables rather than carrying a second
 * copy in its config or a preloaded `/pp/v1/design-tokens` response. Missing
 * tokens only ever produce a console warning (SPEC §8).
 */

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

/** The variables every screen reads, beside the colours. */
const OTHER_VARIABLES = [
	'--pp-radius',
	'--pp-font-body',
	'--pp-font-heading',
];

/**
 * Lists the token variables the page does not define (empty when complete).
 *
 * @param root Element whose computed style carries the variables.
 */
export function findMissingTokens(
	root: HTMLElement = document.documentElement
): string[] {
	const style = root.ownerDocument.defaultView?.getComputedStyle( root );
	return [
		...REQUIRED_COLOR_TOKENS.map( ( name ) => `--pp-color-${ name }` ),
		...OTHER_VARIABLES,
	].filter(
		( variable ) =>
			( style?.getPropertyValue( variable ) ?? '' ).trim() === ''
	);
}

/**
 * Warns on the console when the shell's CSS left a token out. Never throws.
 *
 * @param root Element whose computed style carries the variables.
 */
export function checkDesignTokens(
	root: HTMLElement = document.documentElement
): void {
	try {
		const missing = findMissingTokens( root );
		if ( missing.length > 0 ) {
			// eslint-disable-next-line no-console
			console.warn(
				`[playpal] Missing design tokens: ${ missing.join( ', ' ) }`
			);
		}
	} catch ( error ) {
		// eslint-disable-next-line no-console
		console.warn( '[playpal] Could not read design tokens', error );
	}
}
