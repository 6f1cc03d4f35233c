/**
 * The host page's local ledger of a child's play today (docs/FAMILY.md,
 * "The host page's ledger"), so the budget holds offline and reconciles
 * when the server answers again.
 *
 * Kept in the site origin's localStorage, one entry per parent (the device
 * key) per child, holding one site day: the server's last figures for that
 * day (`snapshot`) and, per play session on this device, the seconds played
 * (`seconds`) and the seconds the server has confirmed (`acked`).
 *
 *     left = snapshot.remainingSeconds − Σ (seconds − acked)
 *
 * The server counts only a session's growth over the largest total it was
 * sent before (on the site day each report arrives), so sending a session's
 * total again never counts twice: reconciling is sending every session
 * whose seconds exceed what was acked. A snapshot older than the one kept
 * (fewer seconds played that day) is ignored, so answers arriving out of
 * order never give time back. A new site day (seen in a server answer or
 * the printed figures) takes that day's figures and keeps the sessions as
 * they were: what the server confirmed stays confirmed (it counted on the
 * day before). Each session keeps the site day it was played on (`day`,
 * the host starts a new session when the site day changes) and when its
 * last counted second was played (`playedAt`, sent with it): the server
 * counts it on that day however late it arrives, so a session of an older
 * day than the figures held (and started under an older day's figures:
 * `held`, never the device's clock alone) no longer takes time from them. A session kept
 * before played-at (no `day`) counts against the figures held, as the
 * server counts it on the day it arrives. Figures of an older day than the
 * one kept (the page the offline library saved days ago) are ignored.
 *
 * The entry also keeps the latest server time this device heard (`heard`,
 * the `Date` of a family answer, across days): the host dates no play
 * before it, nor before the first second of the figures' day (issue 38: a
 * device clock set back offline dated the play on a day whose figures the
 * server then left whole, and the answer gave the time back).
 *
 * A session the server refuses for good (404: its Appadoo or child gone;
 * 400 `playpal_family_played_at_invalid`: played before the offline
 * window) is marked `dropped`: never sent again, its seconds still count against the
 * day they were played in on this device, and a new day counts only what
 * it plays from then on.
 *
 * Each session keeps the Appadoo it was played in: the server counts a
 * session only under its own Appadoo (a report of it under another counts
 * nothing yet answers 200), so the page that sends it later — another
 * Appadoo's, or the same one saved for offline — names the right one.
 * Every operation reads the entry again first: several ledgers of one child
 * (the child playing, the reconciling of the others on page open, another
 * tab) never write back an older copy over a newer one.
 */

/**
 * Internal dependencies
 */
import type { ChildToday } from './family-config';

export interface LedgerSession {
	seconds: number;
	acked: number;
	/** The Appadoo played (absent in entries written before it was kept). */
	appadoo?: number;
	/** The site day it was played on (absent in entries written before played-at). */
	day?: string;
	/** When its last counted second was played (Unix ms; absent before played-at). */
	playedAt?: number;
	/**
	 * The day of the figures held when it started (the server's day, not the
	 * device clock's): only a session started under an older day's figures is
	 * another day's once new figures come (a clock set back is no way out).
	 */
	held?: string;
	/**
	 * The server will never count it (its Appadoo or child is gone): no
	 * longer sent, yet its unconfirmed seconds still count against this
	 * day on the device — the child played them (review finding M3: marking
	 * them confirmed gave them back as time left).
	 */
	dropped?: true;
}

export interface UnsentSession {
	session: string;
	seconds: number;
	/** Undefined: an older entry; the caller names its own Appadoo. */
	appadooId?: number;
	/** When its last counted second was played (Unix ms); undefined: an older entry, sent without. */
	playedAt?: number;
}

export interface LedgerDay {
	day: string;
	/** The latest server time heard on this device (Unix ms; absent: none yet). */
	heard?: number;
	snapshot: { playedSeconds: number; remainingSeconds: number | null };
	sessions: Record< string, LedgerSession >;
}

export interface Ledger {
	/** Takes the server's figures for today (printed, or an answer), and what it confirmed. */
	accept: ( today: ChildToday, session?: string, seconds?: number ) => void;
	/**
	 * Records a session's total seconds so far on this device, in an Appadoo,
	 * and (when it grew) the moment and site day of its last counted second.
	 */
	record: (
		session: string,
		seconds: number,
		appadooId?: number,
		playedAt?: { at: number; day: string }
	) => void;
	/** Stops sending a session the server will never count (its Appadoo or child is gone). */
	settle: ( session: string ) => void;
	/** Seconds left today, or null: unlimited. */
	remaining: () => number | null;
	/** Sessions with seconds the server has not confirmed. */
	unsent: () => UnsentSession[];
	/** The day the ledger holds. */
	day: () => string;
	/** Keeps a server time heard (the `Date` of a family answer), when later than the one kept. */
	hear: ( serverTime: number ) => void;
	/** The latest server time heard on this device (Unix ms), or null. */
	heard: () => number | null;
}

/** Sessions kept per day (a device plays a bounded number of times a day). */
const MAX_SESSIONS = 200;

const SESSION = /^[0-9a-f]{32}$/;

export function ledgerKey( device: string, childId: string ): string {
	return `playpal:family:${ device }:${ childId }:ledger`;
}

function readDay( raw: string | null ): LedgerDay | null {
	if ( ! raw ) {
		return null;
	}
	try {
		const day = JSON.parse( raw ) as LedgerDay;
		if (
			typeof day?.day === 'string' &&
			day.snapshot &&
			typeof day.snapshot.playedSeconds === 'number' &&
			day.sessions &&
			typeof day.sessions === 'object'
		) {
			if ( typeof day.heard !== 'number' ) {
				delete day.heard;
			}
			return day;
		}
	} catch {
		// A damaged entry starts afresh.
	}
	return null;
}

/**
 * The ledger of one child on this device.
 *
 * @param storage localStorage (null: kept in memory only, e.g. storage refused).
 * @param device  The parent's device key.
 * @param childId The child's public id.
 * @param today   The server's figures printed in the page (the starting point).
 */
export function createLedger(
	storage: Storage | null,
	device: string,
	childId: string,
	today: ChildToday
): Ledger {
	const key = ledgerKey( device, childId );
	let current: LedgerDay | null = null;
	// A write failed (storage full or refused): storage holds an older copy, memory the truth.
	let unsaved = false;

	/** Takes the entry as stored now (another ledger of this child may have written it). */
	const sync = () => {
		if ( unsaved || ! storage ) {
			return;
		}
		try {
			const stored = readDay( storage.getItem( key ) );
			if ( stored ) {
				current = stored;
			}
		} catch {
			// Unreadable: keep what this page has.
		}
	};

	const save = () => {
		try {
			storage?.setItem( key, JSON.stringify( current ) );
			unsaved = false;
		} catch {
			// Storage full or refused: the ledger still works for this page.
			unsaved = true;
		}
	};

	const fresh = ( figures: ChildToday ): LedgerDay => ( {
		day: figures.day,
		...( current?.heard ? { heard: current.heard } : {} ),
		snapshot: {
			playedSeconds: figures.playedSeconds,
			remainingSeconds: figures.remainingSeconds,
		},
		// A session running past midnight keeps its confirmed seconds (review finding:
		// starting it from zero counted the whole session again on the new day).
		// A dropped one counted on its own day only: the new day counts only what it
		// plays from now on (its seconds so far taken as done, never sent).
		sessions: current
			? Object.fromEntries(
					Object.entries( current.sessions ).map(
						( [ name, entry ] ) => [
							name,
							entry.dropped
								? { ...entry, acked: entry.seconds }
								: entry,
						]
					)
				)
			: {},
	} );

	const ledger: Ledger = {
		accept: ( given, session, seconds ) => {
			sync();
			// An older day's figures (a page saved days ago): the kept day's stand.
			const figures: ChildToday =
				current && given.day < current.day
					? { ...current.snapshot, day: current.day, extraSeconds: 0 }
					: given;
			if ( ! current || current.day !== figures.day ) {
				// A new site day (or the first figures): the new day's figures.
				current = fresh( figures );
			} else if (
				figures.playedSeconds >= current.snapshot.playedSeconds
			) {
				current.snapshot = {
					playedSeconds: figures.playedSeconds,
					remainingSeconds: figures.remainingSeconds,
				};
			}
			if ( session && typeof seconds === 'number' ) {
				const entry = current.sessions[ session ] ?? {
					seconds: 0,
					acked: 0,
				};
				entry.acked = Math.max( entry.acked, seconds );
				entry.seconds = Math.max( entry.seconds, seconds );
				current.sessions[ session ] = entry;
			}
			save();
		},
		record: ( session, seconds, appadooId, playedAt ) => {
			sync();
			if ( ! current || ! SESSION.test( session ) ) {
				return;
			}
			const entry = current.sessions[ session ];
			if ( ! entry ) {
				const sessions = current.sessions;
				const names = Object.keys( sessions );
				if ( names.length >= MAX_SESSIONS ) {
					// The oldest confirmed one goes; unconfirmed play is never forgotten.
					const done = names.find( ( name ) => {
						const kept = sessions[ name ];
						return !! kept && kept.acked >= kept.seconds;
					} );
					if ( done ) {
						delete current.sessions[ done ];
					}
				}
				current.sessions[ session ] = {
					seconds,
					acked: 0,
					...( appadooId ? { appadoo: appadooId } : {} ),
					...( playedAt
						? {
								day: playedAt.day,
								playedAt: playedAt.at,
								held: current.day,
							}
						: {} ),
				};
			} else {
				if ( playedAt && ( seconds > entry.seconds || ! entry.day ) ) {
					// The last counted second moved on: the report's played-at follows it.
					entry.playedAt = playedAt.at;
					entry.day = entry.day ?? playedAt.day;
				}
				entry.seconds = Math.max( entry.seconds, seconds );
				entry.appadoo = entry.appadoo ?? appadooId;
			}
			save();
		},
		settle: ( session ) => {
			sync();
			const entry = current?.sessions[ session ];
			if ( entry ) {
				entry.dropped = true;
				save();
			}
		},
		remaining: () => {
			sync();
			if ( ! current || current.snapshot.remainingSeconds === null ) {
				return null;
			}
			const held = current.day;
			// A session of an older site day counts on that day at the server, not on the one held —
			// when it also started under older figures (a device clock set back changes neither).
			const pending = Object.values( current.sessions ).reduce(
				( sum, entry ) =>
					entry.day &&
					entry.day < held &&
					entry.held &&
					entry.held < held
						? sum
						: sum + Math.max( 0, entry.seconds - entry.acked ),
				0
			);
			return Math.max( 0, current.snapshot.remainingSeconds - pending );
		},
		unsent: () => {
			sync();
			return current
				? Object.entries( current.sessions )
						.filter(
							( [ , entry ] ) =>
								! entry.dropped && entry.seconds > entry.acked
						)
						.map( ( [ session, entry ] ) => ( {
							session,
							seconds: entry.seconds,
							appadooId: entry.appadoo,
							...( entry.playedAt
								? { playedAt: entry.playedAt }
								: {} ),
						} ) )
				: [];
		},
		day: () => current?.day ?? today.day,
		hear: ( serverTime ) => {
			sync();
			if (
				current &&
				Number.isFinite( serverTime ) &&
				serverTime > ( current.heard ?? 0 )
			) {
				current.heard = serverTime;
				save();
			}
		},
		heard: () => {
			sync();
			return current?.heard ?? null;
		},
	};
	// The printed figures: newer than the kept ones unless this device played since the page was made.
	sync();
	ledger.accept( today );
	return ledger;
}
