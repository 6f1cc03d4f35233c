/**
 * What other parts of the app may use from Play It Forward: the member
 * portal's tab and its "Items shared" count, which the router hands to the
 * portal (features do not import each other).
 *
 * Screens are not exported as values: each is a loader (a dynamic import
 * with its webpackChunkName), so importing this file costs the first page a
 * few bytes and every screen stays its own lazily loaded chunk
 * (build/screen-chunks.json and First_Screen::SCREENS read those names).
 */

/** Resolves to `{ PlayItForwardTab, useSharedCount }` (see ./portal-tab). */
export const loadPlayItForwardTab = () =>
	import( /* webpackChunkName: "play-it-forward-tab" */ './portal-tab' );
