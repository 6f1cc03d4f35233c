/**
 * The Appadoo portal's public surface: what the app may use.
 *
 * Screens are not exported as values: each is a loader (a dynamic import
 * with its webpackChunkName), so importing this file costs the first page a
 * few bytes and every screen stays its own lazily loaded chunk
 * (build/screen-chunks.json and First_Screen::SCREENS read those names).
 */

export const loadAppadooPortalScreen = () =>
	import( /* webpackChunkName: "appadoo-portal" */ './AppadooPortalScreen' );
