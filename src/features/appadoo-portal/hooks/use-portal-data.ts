/**
 * Everything the portal shows, decided by who is looking (GET pp/v1/me):
 *
 * - a guest sees the sample data and is asked to sign in;
 * - a signed-in person sees their Appadoos, templates, providers and storage
 *   (everyone's, with `scope=all`, in admin view when they may manage all);
 * - when the storage data cannot be loaded (anything but 401) the sample
 *   figures stand in and the screen says so (SPEC §8 Storage load failure);
 * - a 401 means the session ended: the screen asks the person to sign in again.
 */

/**
 * External dependencies
 */
import { useEffect, useState } from 'react';

/**
 * Internal dependencies
 */
import { getConfig } from '../../../lib/config';
import { debugLog } from '../../../lib/debug';
import { useAnalytics } from '../api/get-analytics';
import { useAppadoos } from '../api/get-appadoos';
import { useMe } from '../api/get-me';
import { useStorageAppadoos } from '../api/get-storage-appadoos';
import { useStorageProviders } from '../api/get-storage-providers';
import { useTemplates } from '../api/get-templates';
import { isUnauthorized } from '../api/errors';
import {
	sampleAppadoos,
	sampleProviders,
	sampleStorageAppadoos,
} from '../sample-data';
import { playAnalyticsOf } from '../utils/portal-stats';
import type {
	Appadoo,
	PlayAnalytics,
	Provider,
	Scope,
	SignedInMe,
	StorageAppadoo,
	Template,
	ViewMode,
} from '../types';

/** How a request stands: loading, failed, and how to ask again. */
interface RequestState {
	loading: boolean;
	failed: boolean;
	retry: () => void;
}

export interface ListState< T > extends RequestState {
	/** Undefined while loading (or after a failure with nothing to show). */
	list: T[] | undefined;
}

export interface AnalyticsState extends RequestState {
	/** Undefined while loading (or after a failure). */
	data: PlayAnalytics | undefined;
}

export interface StorageState extends RequestState {
	providers: Provider[] | undefined;
	appadoos: StorageAppadoo[] | undefined;
	/** `sample` when the figures are the spec's sample data (guest, or load failure). */
	source: 'live' | 'sample';
	/** The person's own storage failed to load (not a 401): sample figures shown. */
	failed: boolean;
}

interface SwrRequest {
	data?: unknown;
	error?: unknown;
	mutate: () => unknown;
}

/**
 * Loading until data or an error arrives; failed when an error came and no
 * data.
 *
 * @param request An SWR request.
 */
function requestState( request: SwrRequest ): RequestState {
	return {
		loading: ! request.data && ! request.error,
		failed: ! request.data && request.error !== undefined,
		retry: () => void request.mutate(),
	};
}

const noop = () => undefined;

/** Sample data: nothing loads, nothing fails. */
const SAMPLE_STATE: RequestState = {
	loading: false,
	failed: false,
	retry: noop,
};

/**
 * The template library's state, the same for guests and signed-in people.
 *
 * @param templates The templates request.
 */
function templateState(
	templates: ReturnType< typeof useTemplates >
): ListState< Template > {
	return {
		list: templates.data ?? ( templates.error ? [] : undefined ),
		...requestState( templates ),
	};
}

export type PortalData =
	| { status: 'loading' }
	| { status: 'failed'; retry: () => void }
	| {
			status: 'guest' | 'signed-in';
			me: SignedInMe | null;
			/** Signed in, but the `portals` flag is off: the sample preview is shown. */
			featureOff: boolean;
			viewMode: ViewMode;
			setViewMode: ( mode: ViewMode ) => void;
			scope: Scope | null;
			/** A request answered 401: the session ended. */
			sessionExpired: boolean;
			appadoos: ListState< Appadoo >;
			templates: ListState< Template >;
			storage: StorageState;
			/** Play figures (GET pp/v1/appadoos/analytics): the stat tiles and the Analytics tab. */
			analytics: AnalyticsState;
	  };

export function usePortalData(): PortalData {
	const me = useMe();
	const [ mode, setMode ] = useState< ViewMode >( 'customer' );
	// With the `portals` flag off everyone sees the labelled sample preview
	// (the server answers the private routes 404 `playpal_feature_off` then).
	const portalsOn = getConfig().flags.portals;
	const signedIn = me.data?.loggedIn === true ? me.data : null;
	const person = portalsOn ? signedIn : null;
	const viewMode: ViewMode =
		person?.canManageAllAppadoos && mode === 'admin' ? 'admin' : 'customer';
	let scope: Scope | null = null;
	if ( person ) {
		scope = viewMode === 'admin' ? 'all' : 'mine';
	}

	const appadoos = useAppadoos( scope );
	const analytics = useAnalytics( scope );
	const templates = useTemplates();
	const providers = useStorageProviders( person !== null );
	const storageAppadoos = useStorageAppadoos( scope );

	const storageError = providers.error ?? storageAppadoos.error;
	const storageFailed =
		person !== null &&
		storageError !== undefined &&
		! isUnauthorized( storageError );

	useEffect( () => {
		debugLog( 'appadoo portal', {
			me: me.data,
			portals: portalsOn,
			appadoos: appadoos.data?.length,
			errors: [ me.error, appadoos.error, storageError ].filter(
				Boolean
			),
		} );
	}, [
		me.data,
		me.error,
		portalsOn,
		appadoos.data,
		appadoos.error,
		storageError,
	] );

	useEffect( () => {
		if ( storageFailed ) {
			// SPEC §8: the failure is logged; the screen shows sample figures.
			// eslint-disable-next-line no-console
			console.error( 'Failed to load storage data:', storageError );
		}
	}, [ storageFailed, storageError ] );

	if ( ! me.data ) {
		if ( me.error ) {
			return { status: 'failed', retry: () => void me.mutate() };
		}
		return { status: 'loading' };
	}

	if ( ! person ) {
		return {
			status: 'guest',
			me: null,
			featureOff: signedIn !== null,
			viewMode: 'customer',
			setViewMode: noop,
			scope: null,
			sessionExpired: false,
			appadoos: { list: sampleAppadoos(), ...SAMPLE_STATE },
			// The library is public: guests browse the site's own templates.
			templates: templateState( templates ),
			analytics: {
				data: playAnalyticsOf( sampleAppadoos() ),
				...SAMPLE_STATE,
			},
			storage: {
				providers: sampleProviders(),
				appadoos: sampleStorageAppadoos(),
				source: 'sample',
				...SAMPLE_STATE,
			},
		};
	}

	const sessionExpired = [
		appadoos.error,
		analytics.error,
		providers.error,
		storageAppadoos.error,
	].some( isUnauthorized );

	const retryStorage = () => {
		void providers.mutate();
		void storageAppadoos.mutate();
	};

	let storage: StorageState;
	if ( storageFailed ) {
		storage = {
			providers: sampleProviders(),
			appadoos: sampleStorageAppadoos(),
			loading: false,
			source: 'sample',
			failed: true,
			retry: retryStorage,
		};
	} else {
		storage = {
			providers: providers.data,
			appadoos: storageAppadoos.data,
			loading:
				( ! providers.data || ! storageAppadoos.data ) &&
				! storageError,
			source: 'live',
			failed: false,
			retry: retryStorage,
		};
	}

	return {
		status: 'signed-in',
		me: person,
		featureOff: false,
		viewMode,
		setViewMode: setMode,
		scope,
		sessionExpired,
		appadoos: { list: appadoos.data, ...requestState( appadoos ) },
		templates: templateState( templates ),
		storage,
		analytics: { data: analytics.data, ...requestState( analytics ) },
	};
}
