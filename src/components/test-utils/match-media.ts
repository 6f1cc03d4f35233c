/**
 * A controllable window.matchMedia for tests of theme-following code.
 */

type ChangeListener = ( event: { matches: boolean } ) => void;

export interface MatchMediaController {
	/** Flip the media query and notify listeners. */
	setMatches: ( matches: boolean ) => void;
	/** Put back whatever window.matchMedia was before. */
	restore: () => void;
}

/**
 * Replace window.matchMedia with one whose queries all report `matches`.
 *
 * @param initial Initial `matches`.
 */
export function mockMatchMedia( initial: boolean ): MatchMediaController {
	const original = window.matchMedia;
	let matches = initial;
	const listeners = new Set< ChangeListener >();

	window.matchMedia = ( query: string ) =>
		( {
			get matches() {
				return matches;
			},
			media: query,
			onchange: null,
			addEventListener: ( _type: string, listener: ChangeListener ) =>
				listeners.add( listener ),
			removeEventListener: ( _type: string, listener: ChangeListener ) =>
				listeners.delete( listener ),
			addListener: ( listener: ChangeListener ) =>
				listeners.add( listener ),
			removeListener: ( listener: ChangeListener ) =>
				listeners.delete( listener ),
			dispatchEvent: () => true,
		} ) as unknown as MediaQueryList;

	return {
		setMatches( next ) {
			matches = next;
			listeners.forEach( ( listener ) => listener( { matches } ) );
		},
		restore() {
			window.matchMedia = original;
		},
	};
}

/**
 * Remove window.matchMedia entirely (old or unusual environments).
 *
 * @return Function putting it back.
 */
export function removeMatchMedia(): () => void {
	const original = window.matchMedia;
	// @ts-expect-error -- simulating an environment without matchMedia.
	delete window.matchMedia;
	return () => {
		window.matchMedia = original;
	};
}
