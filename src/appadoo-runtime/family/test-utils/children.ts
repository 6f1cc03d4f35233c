/**
 * The children, day figures and family config the family tests share.
 */

/**
 * Internal dependencies
 */
import type { ChildToday, FamilyChild, FamilyConfig } from '../family-config';
import { startFamilyHost, type FamilyHostOptions } from '../family-host';
import { DEFAULT_FAMILY_STRINGS } from '../family-ui';
import { stateKey } from '../state-store';

/** Ana's and Ben's child ids, and the device's id. */
export const ANA = 'a'.repeat( 32 );
export const BEN = 'b'.repeat( 32 );
export const DEVICE = 'd'.repeat( 16 );

/** Where the family REST routes live on the test site. */
export const REST = 'https://example.com/wp-json/pp/v1/family/children/';

/**
 * A child's figures for one site day, as the server sends them (no extra time
 * granted).
 *
 * @param day              The site day, YYYY-MM-DD.
 * @param playedSeconds    Seconds played that day.
 * @param remainingSeconds Seconds left; null when there is no limit.
 */
export function dayFigures(
	day: string,
	playedSeconds: number,
	remainingSeconds: number | null
) {
	return { day, playedSeconds, extraSeconds: 0, remainingSeconds };
}

/**
 * Ana (the fox) with her figures for today.
 *
 * @param today Her day's figures.
 */
export const ana = ( today: ChildToday ): FamilyChild => ( {
	id: ANA,
	nickname: 'Ana',
	avatar: 'fox',
	today,
} );

/**
 * Ben (the owl) with his figures for today.
 *
 * @param today His day's figures.
 */
export const ben = ( today: ChildToday ): FamilyChild => ( {
	id: BEN,
	nickname: 'Ben',
	avatar: 'owl',
	today,
} );

/**
 * The config the page prints for Appadoo 7 on this device: no time limit of
 * its own, the nonce printed, nothing to print.
 *
 * @param children  The family's children.
 * @param overrides What differs.
 */
export function config(
	children: FamilyChild[],
	overrides: Partial< FamilyConfig > = {}
): FamilyConfig {
	return {
		device: DEVICE,
		appadooId: 7,
		timeLimit: 'unlimited',
		children,
		rest: REST,
		nonce: 'n0nce',
		nonceUrl: null,
		printable: null,
		...overrides,
	};
}

/** The Appadoo the test pages play. */
export const PLAYER_SRC = 'https://example.com/play/k/t/index.html';

/**
 * Starts the family host in the page's #playpal-player frame with the default
 * strings and no script nonce; the test gives the rest.
 *
 * @param options The config, storage, server and whatever else differs.
 */
export function startHost(
	options: Omit<
		FamilyHostOptions,
		'win' | 'frame' | 'src' | 'strings' | 'nonce'
	>
) {
	return startFamilyHost( {
		win: window,
		frame: document.getElementById( 'playpal-player' ) as HTMLIFrameElement,
		src: PLAYER_SRC,
		strings: DEFAULT_FAMILY_STRINGS,
		nonce: '',
		...options,
	} );
}

/**
 * Writes what the device keeps of one child's Appadoo state, as the state
 * store writes it.
 *
 * @param storage   The device's storage.
 * @param device    The device id.
 * @param child     The child id.
 * @param appadooId The Appadoo.
 * @param saved     The kept record (state, progress, pending, revision).
 */
export function keepState(
	storage: Storage,
	device: string,
	child: string,
	appadooId: number,
	saved: Record< string, unknown >
) {
	storage.setItem(
		stateKey( device, child, appadooId ),
		JSON.stringify( saved )
	);
}
