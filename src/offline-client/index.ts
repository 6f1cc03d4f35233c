/**
 * The page's side of the offline app (docs/OFFLINE.md): registers the worker,
 * tells it who is signed in, sends queued play reports when the network
 * returns, offers a new version, and holds a sign-out link while children's
 * play is not sent (src/family-sign-out). Loaded after the page's `load` event by
 * a few bytes of inline script (includes/Offline/Offline_Head.php), so the
 * first page's JavaScript pays nothing for it.
 */

/**
 * External dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { watchSignOut } from '../family-sign-out/listener';
import { OFFLINE_KEY_PATTERN } from '../lib/offline/names';
import {
	browserStorage,
	keepOnlyPerson,
} from '../lib/offline/keep-only-person';
import { watchForUpdates, type PromptStrings } from './update-prompt';
import { retireOldWorkers } from './retire-old-workers';

interface OfflineSettings {
	worker: string;
	scope: string;
	/** Scopes the app has left (includes/Offline/Retired_Scopes.php). */
	retired?: string[];
	strings: PromptStrings;
}

declare global {
	interface Window {
		playpalOffline?: OfflineSettings;
	}
}

/**
 * The signed-in person's offline key, null for a guest, undefined when
 * unknown (the read failed: nothing is decided on it).
 */
async function readOfflineKey(): Promise< string | null | undefined > {
	try {
		const me = await apiFetch< { offlineKey?: unknown } >( {
			path: '/pp/v1/me',
		} );
		return typeof me.offlineKey === 'string' &&
			OFFLINE_KEY_PATTERN.test( me.offlineKey )
			? me.offlineKey
			: null;
	} catch {
		return undefined;
	}
}

/**
 * Sends a message to the active worker and waits for its answer (or a few seconds).
 *
 * @param worker  The active worker.
 * @param message The message.
 */
function tell( worker: ServiceWorker, message: object ): Promise< void > {
	return new Promise( ( resolve ) => {
		const channel = new MessageChannel();
		const timer = setTimeout( resolve, 5000 );
		channel.port1.onmessage = () => {
			clearTimeout( timer );
			resolve();
		};
		worker.postMessage( message, [ channel.port2 ] );
	} );
}

async function start( settings: OfflineSettings ): Promise< void > {
	const container = navigator.serviceWorker;
	const registration = await container.register( settings.worker, {
		scope: settings.scope,
		updateViaCache: 'none',
	} );
	if ( ! registration ) {
		return; // Registration refused without an error (a test browser that blocks workers).
	}
	watchForUpdates( registration, container, document, settings.strings, () =>
		window.location.reload()
	);
	await retireOldWorkers(
		container,
		settings.retired ?? [],
		window.location.origin
	);

	const key = await readOfflineKey();
	if ( key !== undefined ) {
		// The page deletes others' data itself too: it needs no worker to be running.
		await keepOnlyPerson( key, browserStorage( window ) );
		const ready = await container.ready;
		if ( ready.active ) {
			await tell( ready.active, {
				type: 'playpal:person',
				offlineKey: key,
			} );
		}
	}
	const online = () =>
		container.controller?.postMessage( { type: 'playpal:online' } );
	window.addEventListener( 'online', online );
	if ( navigator.onLine ) {
		online();
	}
	document.documentElement.dataset.playpalOffline = 'ready';
}

const settings = window.playpalOffline;
if ( settings ) {
	// Sign-out clears the site's storage (Clear-Site-Data, sent while the offline app is on): a
	// sign-out link first sends the children's waiting play. The sending code is its own chunk.
	watchSignOut( window, () =>
		import(
			/* webpackChunkName: "family-sign-out" */ '../family-sign-out/app'
		).then( ( module ) => module.appSignOut() )
	);
}
if ( settings && 'serviceWorker' in navigator ) {
	start( settings ).catch( () => {
		// No worker (private browsing, storage off): the site works as before.
	} );
}
