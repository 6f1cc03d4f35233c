/**
 * External dependencies
 */
import { css } from 'styled-components';

/**
 * The visual variants shared by Button and Badge (SPEC §1).
 */
export const VARIANTS = [
	'default',
	'destructive',
	'outline',
	'secondary',
	'ghost',
	'link',
] as const;

/**
 * The sizes shared by Button and Badge (SPEC §1).
 */
export const SIZES = [ 'default', 'sm', 'lg', 'icon' ] as const;

export type Variant = ( typeof VARIANTS )[ number ];
export type Size = ( typeof SIZES )[ number ];

/**
 * Mixes a token with transparency, so hover states need no colour literal.
 *
 * @param token   Token name without the `--pp-color-` prefix.
 * @param percent How much of the token to keep.
 */
export const mix = ( token: string, percent: number ) =>
	`color-mix(in srgb, var(--pp-color-${ token }) ${ percent }%, transparent)`;

/**
 * Visible focus ring, for every interactive element in the kit.
 */
export const focusRing = css`
	&:focus {
		outline: none;
	}

	&:focus-visible {
		outline: 2px solid var( --pp-color-ring );
		outline-offset: 2px;
	}
`;

const variantStyles: Record< Variant, ReturnType< typeof css > > = {
	default: css`
		background-color: var( --pp-color-primary );
		color: var( --pp-color-primary-foreground );
		border-color: transparent;
	`,
	destructive: css`
		background-color: var( --pp-color-destructive );
		color: var( --pp-color-destructive-foreground );
		border-color: transparent;
	`,
	outline: css`
		background-color: var( --pp-color-background );
		color: var( --pp-color-foreground );
		border-color: var( --pp-color-border );
	`,
	secondary: css`
		background-color: var( --pp-color-secondary );
		color: var( --pp-color-secondary-foreground );
		border-color: transparent;
	`,
	ghost: css`
		background-color: transparent;
		color: var( --pp-color-foreground );
		border-color: transparent;
	`,
	link: css`
		background-color: transparent;
		color: var( --pp-color-primary );
		border-color: transparent;
		text-decoration-line: none;
		text-underline-offset: 4px;
	`,
};

const variantHoverStyles: Record< Variant, ReturnType< typeof css > > = {
	default: css`
		background-color: ${ mix( 'primary', 90 ) };
	`,
	destructive: css`
		background-color: ${ mix( 'destructive', 90 ) };
	`,
	outline: css`
		background-color: var( --pp-color-accent );
		color: var( --pp-color-accent-foreground );
	`,
	secondary: css`
		background-color: ${ mix( 'secondary', 80 ) };
	`,
	ghost: css`
		background-color: var( --pp-color-accent );
		color: var( --pp-color-accent-foreground );
	`,
	link: css`
		text-decoration-line: underline;
	`,
};

/**
 * Colours for a variant, without hover (Badge is not interactive).
 *
 * @param variant One of VARIANTS.
 */
export const variantColors = ( variant: Variant ) => variantStyles[ variant ];

/**
 * Colours for a variant plus its hover state (for interactive elements).
 *
 * @param variant One of VARIANTS.
 */
export const interactiveVariantColors = ( variant: Variant ) => css`
	${ variantStyles[ variant ] }

	&:hover:not(:disabled):not([aria-disabled='true']) {
		${ variantHoverStyles[ variant ] }
	}
`;

/**
 * Type guard used when a variant arrives from untyped data.
 *
 * @param value Anything.
 */
export const isVariant = ( value: unknown ): value is Variant =>
	( VARIANTS as readonly unknown[] ).includes( value );
