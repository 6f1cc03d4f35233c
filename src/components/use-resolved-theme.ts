/**
 * External dependencies
 */
import { useEffect, useState } from 'react';

export type Theme = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

function getMediaQueryList(): MediaQueryList | null {
	if ( typeof window === 'undefined' ) {
		return null;
	}
	if ( typeof window.matchMedia !== 'function' ) {
		return null;
	}
	return window.matchMedia( DARK_SCHEME_QUERY ) ?? null;
}

/**
 * What 'system' means right now: dark when the person's system asks for it,
 * light otherwise (also when matchMedia is unavailable).
 */
export function getSystemTheme(): ResolvedTheme {
	return getMediaQueryList()?.matches ? 'dark' : 'light';
}

/**
 * Resolves 'system' to 'light' or 'dark' and follows system changes.
 *
 * @param theme The requested theme.
 */
export function useResolvedTheme( theme: Theme ): ResolvedTheme {
	const [ systemTheme, setSystemTheme ] =
		useState< ResolvedTheme >( getSystemTheme );

	useEffect( () => {
		if ( theme !== 'system' ) {
			return undefined;
		}
		const mql = getMediaQueryList();
		setSystemTheme( mql?.matches ? 'dark' : 'light' );
		if ( ! mql ) {
			return undefined;
		}
		const onChange = ( event: { matches: boolean } ) =>
			setSystemTheme( event.matches ? 'dark' : 'light' );
		if ( typeof mql.addEventListener === 'function' ) {
			mql.addEventListener( 'change', onChange );
			return () => mql.removeEventListener( 'change', onChange );
		}
		// Safari < 14.
		if ( typeof mql.addListener === 'function' ) {
			mql.addListener( onChange );
			return () => mql.removeListener( onChange );
		}
		return undefined;
	}, [ theme ] );

	return theme === 'system' ? systemTheme : theme;
}
