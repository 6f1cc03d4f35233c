/**
 * The site owner's bounds and suggested price of a creation, in dollars, as
 * the page's config prints them (Creation_Price_Settings). Read here, in the
 * creators' lazily loaded code, not by the entry's config reader: the first
 * page's JavaScript has a budget and never needs them.
 */

export interface CreationPriceBounds {
	min: number;
	max: number;
	default: number;
}

/** The server's own defaults, for a page that printed none. */
export const DEFAULT_CREATION_PRICE: CreationPriceBounds = {
	min: 1,
	max: 50,
	default: 5,
};

export function creationPriceBounds(): CreationPriceBounds {
	const printed =
		typeof window === 'undefined'
			? undefined
			: (
					window as Window & {
						playpalConfig?: {
							creationPrice?: Record< string, unknown >;
						};
					}
				 ).playpalConfig?.creationPrice;
	const bounds = { ...DEFAULT_CREATION_PRICE };
	// Number.isFinite() is false for anything but a finite number (no coercion).
	for ( const key of [ 'min', 'max', 'default' ] as const ) {
		if ( Number.isFinite( printed?.[ key ] ) ) {
			bounds[ key ] = printed?.[ key ] as number;
		}
	}
	return bounds;
}
