/**
 * Everything the member portal shows, decided by who is looking (pp/v1/me)
 * and the feature flags:
 *
 * - `preview`: a guest, or anyone while the `portals` flag is off — the
 *   spec's sample VIP view, labelled as a preview, with a sign-in prompt;
 * - `live`: a signed-in person with `portals` on — their own Appadoos and
 *   downloads (with `mock_data` on, an empty list shows labelled samples).
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';

/**
 * Internal dependencies
 */
import { getConfig } from '../../../lib/config';
import { debugLog } from '../../../lib/debug';
import { useDownloads } from '../api/get-downloads';
import { useMe } from '../api/get-me';
import { useMyAppadoos } from '../api/get-my-appadoos';
import { sampleAppadoos, sampleDownloads } from '../sample-data';
import type {
	Allowance,
	DownloadFile,
	MemberAppadoo,
	SignedInMe,
} from '../types';

export interface ListState< T > {
	list: T[] | undefined;
	failed: boolean;
	/** The list is sample data (mock_data on and nothing real yet). */
	sample: boolean;
	retry: () => void;
}

export type MemberData =
	| { status: 'loading' }
	| { status: 'failed'; retry: () => void }
	| {
			status: 'preview';
			/** The signed-in person while portals is off; null for a guest. */
			me: SignedInMe | null;
	  }
	| {
			status: 'live';
			me: SignedInMe;
			appadoos: ListState< MemberAppadoo >;
			downloads: ListState< DownloadFile > & {
				storeActive: boolean;
				allowance: Allowance | undefined;
			};
	  };

const noop = () => undefined;

export function useMemberData(): MemberData {
	const { flags } = getConfig();
	const me = useMe();
	const person = me.data?.loggedIn === true ? me.data : null;
	const live = person !== null && flags.portals;
	const appadoos = useMyAppadoos( live );
	const downloads = useDownloads( live );

	useEffect( () => {
		debugLog( 'member portal', {
			me: me.data,
			portals: flags.portals,
			appadoos: appadoos.data?.length,
			downloads: downloads.data?.downloads.length,
			errors: [ me.error, appadoos.error, downloads.error ].filter(
				Boolean
			),
		} );
	}, [
		me.data,
		me.error,
		flags.portals,
		appadoos.data,
		appadoos.error,
		downloads.data,
		downloads.error,
	] );

	if ( ! me.data ) {
		return me.error
			? { status: 'failed', retry: () => void me.mutate() }
			: { status: 'loading' };
	}
	if ( ! person || ! flags.portals ) {
		return { status: 'preview', me: person };
	}

	const mock = flags.mock_data;
	const realAppadoos = appadoos.data;
	const appadooSample = mock && realAppadoos?.length === 0;
	const realFiles = downloads.data?.downloads;
	const fileSample = mock && realFiles?.length === 0;

	return {
		status: 'live',
		me: person,
		appadoos: {
			list: appadooSample ? sampleAppadoos() : realAppadoos,
			failed: ! realAppadoos && appadoos.error !== undefined,
			sample: appadooSample,
			retry: () => void appadoos.mutate(),
		},
		downloads: {
			list: fileSample ? sampleDownloads() : realFiles,
			failed: ! realFiles && downloads.error !== undefined,
			sample: fileSample,
			retry: downloads.error ? () => void downloads.mutate() : noop,
			storeActive: downloads.data?.storeActive ?? false,
			allowance: downloads.data?.allowance,
		},
	};
}
