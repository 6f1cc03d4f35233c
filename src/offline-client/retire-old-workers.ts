/**
 * Removes PlayPal's worker from scopes the app has left (the server lists
 * them: includes/Offline/Retired_Scopes.php). Nothing is served at an old
 * scope any more, so a worker left there would never update or go away, and
 * would keep answering navigations under it from its caches.
 *
 * Only a registration at a listed scope whose script is PlayPal's worker of
 * that scope is removed: another site of a multisite network on the same
 * origin keeps its own. The caches stay (they are the origin's, and the
 * worker at the current scope uses the same ones).
 */

/** The worker's file name at a scope (includes/Offline/Offline_Paths.php). */
const WORKER_FILE = 'playpal-sw.js';

/** What this needs of navigator.serviceWorker (a double in tests). */
export type Registrations = Pick< ServiceWorkerContainer, 'getRegistrations' >;

/**
 * The script URL of a registration's newest worker, '' for none.
 *
 * @param registration A registration.
 */
function scriptOf( registration: ServiceWorkerRegistration ): string {
	const worker =
		registration.installing ?? registration.waiting ?? registration.active;
	return worker?.scriptURL ?? '';
}

/**
 * Unregisters PlayPal's workers at the retired scopes.
 *
 * @param container The page's service worker container.
 * @param retired   URL paths of retired scopes ("/old/", with both slashes).
 * @param origin    The page's origin (location.origin).
 * @return How many were removed.
 */
export async function retireOldWorkers(
	container: Registrations,
	retired: readonly string[],
	origin: string
): Promise< number > {
	const scopes = new Set(
		retired
			.filter(
				( path ) =>
					typeof path === 'string' &&
					path.startsWith( '/' ) &&
					path.endsWith( '/' )
			)
			.map( ( path ) => origin + path )
	);
	if ( scopes.size === 0 ) {
		return 0;
	}
	let removed = 0;
	for ( const registration of await container.getRegistrations() ) {
		if (
			scopes.has( registration.scope ) &&
			scriptOf( registration ).split( '?' )[ 0 ] ===
				registration.scope + WORKER_FILE &&
			( await registration.unregister() )
		) {
			removed++;
		}
	}
	return removed;
}
