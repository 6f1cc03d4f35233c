/**
 * The offline library's public surface (docs/OFFLINE.md): a loader, so it
 * stays its own lazily loaded chunk and costs the first page nothing.
 */

/** Resolves to `{ OfflineLibraryTab, SaveForOfflineProvider }` (see ./portal-parts). */
export const loadOfflineLibrary = () =>
	import( /* webpackChunkName: "offline-library" */ './portal-parts' );
