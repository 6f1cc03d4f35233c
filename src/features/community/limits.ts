/**
 * How many of a list a card shows (SPEC §2, §9), and how many it leaves for "+N".
 */

/** Hashtags on a mention card (SPEC §9). */
export const CARD_HASHTAGS = 3;

/** Media thumbnails on a submission card (SPEC §9). */
export const SUBMISSION_THUMBNAILS = 4;

/** Materials on a play-idea card before "+N more" (SPEC §2). */
export const IDEA_MATERIALS = 3;

/**
 * The first `limit` items and the number left out.
 *
 * @param items Full list.
 * @param limit How many to show.
 */
export function firstOf< T >(
	items: readonly T[],
	limit: number
): { shown: T[]; more: number } {
	const shown = items.slice( 0, Math.max( 0, limit ) );
	return { shown, more: items.length - shown.length };
}
