/**
 * The signed-in person's library, for the buttons and the tab: their
 * offline key from `GET pp/v1/me` (asked once per page), or — offline —
 * the one library kept on this device. `online` says whether the key came
 * from the server itself, not the worker's kept copy, with the browser
 * online (only then are licences checked).
 */

/**
 * External dependencies
 */
import { useEffect, useState } from 'react';

/**
 * Internal dependencies
 */
import { fetchOfflineKey } from './api/server';
import { canSaveOffline, personLibrary } from './browser';
import type { PersonLibrary } from './browser';
import { keptOfflineKey } from './store/library-db';

export type PersonLibraryState =
	| { status: 'loading' }
	/** A guest, or a browser that cannot keep items. */
	| { status: 'none'; reason: 'guest' | 'unsupported' }
	| { status: 'ready'; library: PersonLibrary; online: boolean };

let asked: Promise< PersonLibraryState > | null = null;

async function ask(): Promise< PersonLibraryState > {
	if ( ! canSaveOffline() ) {
		return { status: 'none', reason: 'unsupported' };
	}
	try {
		const { key, live } = await fetchOfflineKey();
		// Online only when the server itself answered and the browser says so: the worker's kept copy means no network.
		const online = live && navigator.onLine !== false;
		return key
			? { status: 'ready', library: personLibrary( key ), online }
			: { status: 'none', reason: 'guest' };
	} catch {
		// No answer (offline): the library this device keeps, read from IndexedDB alone.
		const kept = await keptOfflineKey().catch( () => null );
		return kept
			? { status: 'ready', library: personLibrary( kept ), online: false }
			: { status: 'none', reason: 'guest' };
	}
}

/** Forgets the answer (tests). */
export function resetPersonLibrary(): void {
	asked = null;
}

export function usePersonLibrary(): PersonLibraryState {
	const [ state, setState ] = useState< PersonLibraryState >( {
		status: 'loading',
	} );
	useEffect( () => {
		let live = true;
		asked ??= ask();
		void asked.then( ( answer ) => live && setState( answer ) );
		return () => {
			live = false;
		};
	}, [] );
	return state;
}

type Listener = () => void;
const listeners = new Set< Listener >();

/** Tells every reader of the library that its records changed (a save or a removal). */
export function libraryChanged(): void {
	listeners.forEach( ( listener ) => listener() );
}

/**
 * Calls back when the records change.
 *
 * @param listener Callback.
 * @return Unsubscribe.
 */
export function onLibraryChange( listener: Listener ): () => void {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}
