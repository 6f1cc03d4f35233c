/**
 * A screen loaded from its own chunk, which can also be fetched ahead of
 * rendering.
 *
 * React's `lazy()` suspends on its first render even when the chunk is
 * already here, which would blank a server-printed first screen for a frame.
 * So a screen whose chunk has arrived (`preload()` finished) renders at once;
 * only a screen still on its way suspends (the nearest `<Suspense>` shows its
 * fallback, or, during a navigation, the old screen stays until it arrives).
 */

/**
 * External dependencies
 */
import { lazy, useState, type ComponentType } from 'react';

export interface LazyScreen {
	/** The route's element type. */
	Screen: ComponentType;
	/** Fetches the chunk; resolves when the screen can render without waiting. */
	preload: () => Promise< void >;
}

/**
 * @param load Fetches the chunk and resolves to the screen component.
 */
export function lazyScreen( load: () => Promise< ComponentType > ): LazyScreen {
	let loaded: ComponentType | undefined;
	let pending: Promise< ComponentType > | undefined;

	const fetchScreen = (): Promise< ComponentType > => {
		pending ??= load().then(
			( component ) => ( loaded = component ),
			( error: unknown ) => {
				// A preload that failed is tried again by the screen itself.
				pending = undefined;
				throw error;
			}
		);
		return pending;
	};

	// One per screen, as React expects: a chunk that failed stays failed for
	// this page (the error screen says to reload), rather than being fetched
	// again on every retry of a render that never committed.
	const Waiting = lazy( () =>
		fetchScreen().then( ( component ) => ( { default: component } ) )
	);

	function Screen() {
		// Chosen once per mount: switching from the lazy wrapper to the loaded
		// component later would remount the screen and lose its state.
		const [ Ready ] = useState( () => loaded );
		const Shown = Ready ?? Waiting;
		return <Shown />;
	}

	return {
		Screen,
		preload: () => fetchScreen().then( () => undefined ),
	};
}

/**
 * One of several lazy screens, chosen each time it renders or preloads (by a
 * feature flag, say), so only the chosen one's chunk is fetched.
 *
 * @param pick Returns the screen to show now.
 */
export function chooseScreen( pick: () => LazyScreen ): LazyScreen {
	function Screen() {
		const { Screen: Chosen } = pick();
		return <Chosen />;
	}
	return { Screen, preload: () => pick().preload() };
}
