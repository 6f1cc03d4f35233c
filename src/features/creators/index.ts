/**
 * The Create It Forward programme's public surface: what the app may use.
 * The member portal's "Creations" count is handed to the portal by the
 * router (features do not import each other).
 *
 * Screens are not exported as values: each is a loader (a dynamic import
 * with its webpackChunkName), so importing this file costs the first page a
 * few bytes and every screen stays its own lazily loaded chunk
 * (build/screen-chunks.json and First_Screen::SCREENS read those names).
 */

export const loadCreatorProgrammeScreen = () =>
	import(
		/* webpackChunkName: "creator-programme" */ './CreatorProgrammeScreen'
	);

/** Resolves to `{ useCreationsCount }`. */
export const loadCreationsCount = () =>
	import( /* webpackChunkName: "creations-count" */ './api/creations' );
