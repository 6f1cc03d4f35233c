/**
 * The host page's family side (docs/FAMILY.md, "The host page"): asks who
 * is playing before the package loads, counts that child's time on this
 * device (ledger.ts) and reports it to POST …/children/{id}/play every
 * REPORT_EVERY seconds and at the end, tells the runtime what is left today
 * (budget-messages.ts), shows the break screen at zero, adds 10 minutes for
 * a right PIN, and hands the state relay the store of the child playing.
 *
 * The host's own clock counts, never the package's: the package cannot
 * stop or rewind a child's time. Time counts while the page is visible and
 * neither the break nor the chooser covers the package.
 */

/**
 * Internal dependencies
 */
import { BUDGET_MESSAGE_TYPE } from './budget-messages';
import { showBreakScreen } from './break-screen';
import { readPinRefusal, type PinResult } from './pin-result';
import {
	rememberChild,
	rememberedChild,
	showChooser,
	showPlayingBar,
} from './chooser';
import { FamilyOffline, serverClockSkew, type FamilyFetch } from './family-api';
import {
	readToday,
	type FamilyChild,
	type FamilyConfig,
} from './family-config';
import { addFamilyStyle, type FamilyStrings } from './family-ui';
import { createLedger, type Ledger } from './ledger';
import { showPinDialog, type ParentGate } from './parent-gate';
import { dayStart, siteDay } from './site-day';
import {
	createStateStore,
	type DeviceStateStore,
	type StateStore,
} from './state-store';

/** Seconds between two reports of a session (the most one device can overrun online). */
export const REPORT_EVERY = 30;

export interface HostClock {
	now: () => number;
	every: ( ms: number, tick: () => void ) => () => void;
}

export interface FamilyHostOptions {
	win: Window;
	frame: HTMLIFrameElement;
	/** The package's tokenised address, loaded once a child is chosen. */
	src: string;
	config: FamilyConfig;
	strings: FamilyStrings;
	/** The page's CSP nonce (for the screens' stylesheet). */
	nonce: string;
	storage: Storage | null;
	call: FamilyFetch;
	clock?: HostClock;
	/** A new session id (32 hex). */
	newSession?: () => string;
	/**
	 * Loads the package into the frame (default: its `src`). The page the
	 * offline library saved plays the saved files instead (offline-frame.ts).
	 */
	load?: ( frame: HTMLIFrameElement, src: string ) => void;
	/** The parent's PIN before leaving a child whose time is up (parent-gate.ts); none: switching is free. */
	gate?: ParentGate;
}

export interface FamilyHost {
	/**
	 * The package's frame now: a new element for each child chosen (see
	 * replaceFrame()), so relays must ask for it each time.
	 */
	frame: () => HTMLIFrameElement;
	/**
	 * The state store of the package in frame(): the child it was loaded for,
	 * still theirs while the chooser covers it; null before any choice.
	 */
	store: () => StateStore | null;
	/** Seconds left today for the child playing (null: unlimited or nobody). */
	remaining: () => number | null;
	/** Ends the session (page left). */
	dispose: () => void;
}

const defaultClock: HostClock = {
	now: () => Date.now(),
	every: ( ms, tick ) => {
		const id = setInterval( tick, ms );
		return () => clearInterval( id );
	},
};

export function randomSession(): string {
	const bytes = new Uint8Array( 16 );
	crypto.getRandomValues( bytes );
	return Array.from( bytes, ( byte ) =>
		byte.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}

export function startFamilyHost( options: FamilyHostOptions ): FamilyHost {
	const { win, src, config, strings, storage } = options;
	/** The latest server time this page heard (the routes' `Date`), kept in the ledgers it plays with. */
	let heard: number | null = null;
	const call: FamilyFetch = ( ...args ) =>
		options.call( ...args ).then( ( answer ) => {
			if ( answer.serverTime && answer.serverTime > ( heard ?? 0 ) ) {
				heard = answer.serverTime;
			}
			return answer;
		} );
	let frame = options.frame;
	const doc = win.document;
	const clock = options.clock ?? defaultClock;
	const newSession = options.newSession ?? randomSession;
	const ownMinutes = /^[1-9][0-9]{0,3}$/.test( config.timeLimit )
		? Number( config.timeLimit )
		: null;

	let child: FamilyChild | null = null;
	let ledger: Ledger | null = null;
	let store: DeviceStateStore | null = null;
	let session = '';
	/** The site day the session plays on (null: the site's zone is unknown here). */
	let sessionDay: string | null = null;
	let seconds = 0;
	let lastReported = 0;
	let lastTick = 0;
	let frameStartedAt: number | null = null;
	let stopTicking: ( () => void ) | null = null;
	let breakLayer: HTMLElement | null = null;

	addFamilyStyle( doc, options.nonce );

	const postBudget = () => {
		// The opaque origin cannot be named: "*", to the frame's own window; the figure is no secret.
		frame.contentWindow?.postMessage(
			{
				type: BUDGET_MESSAGE_TYPE,
				remainingSeconds: ledger?.remaining() ?? null,
			},
			'*'
		);
	};

	/**
	 * When play done now is played, by the server's clock, and its site day
	 * (null: the site's zone is unknown here). Never before what the device
	 * already knows (issue 38): the latest server time heard on it (kept in
	 * the ledger, so a reload or the saved copy still knows it) and the first
	 * second of the figures' day — a clock set back offline cannot date play
	 * on a day whose figures the server would leave whole.
	 */
	const playedNow = (): { at: number; day: string } | null => {
		const zone = config.timeZone;
		if ( ! zone ) {
			return null;
		}
		if ( ledger && heard ) {
			ledger.hear( heard );
		}
		const at = Math.max(
			clock.now() + serverClockSkew(),
			ledger?.heard() ?? 0,
			( ledger ? dayStart( ledger.day(), zone ) : null ) ?? 0
		);
		const day = siteDay( at, zone );
		return day ? { at, day } : null;
	};

	/** Records the session's seconds, played now (its played-at time, by the server's clock, and site day). */
	const recordSession = () => {
		const now = sessionDay ? playedNow() : null;
		ledger?.record(
			session,
			Math.floor( seconds ),
			config.appadooId,
			sessionDay && now ? { at: now.at, day: sessionDay } : undefined
		);
	};

	const ownLimitReached = () =>
		ownMinutes !== null &&
		frameStartedAt !== null &&
		clock.now() >= frameStartedAt + ownMinutes * 60000;

	/**
	 * Sends every session of one child's ledger the server has not confirmed
	 * (idempotent: the server counts a session's growth over the largest
	 * total it was sent), each under the Appadoo it was played in; the
	 * answers' figures go into that ledger. Offline, the ledger keeps the
	 * seconds for the next report that gets through.
	 *
	 * @param childId   The child.
	 * @param kept      Their ledger.
	 * @param keepalive Whether the page is being left.
	 */
	const sendUnsent = ( childId: string, kept: Ledger, keepalive = false ) =>
		Promise.all(
			kept.unsent().map( async ( entry ) => {
				const answer = await call(
					'POST',
					`${ childId }/play`,
					{
						appadooId: entry.appadooId ?? config.appadooId,
						session: entry.session,
						seconds: entry.seconds,
						// The server counts it on this moment's site day (absent: an older entry, now).
						...( entry.playedAt
							? {
									playedAt: new Date(
										entry.playedAt
									).toISOString(),
								}
							: {} ),
					},
					keepalive
				);
				if ( heard ) {
					// Kept for good (a reload, the saved copy, this child's next play).
					kept.hear( heard );
				}
				const today =
					answer.status === 200
						? readToday( answer.data.today )
						: null;
				if ( today ) {
					kept.accept( today, entry.session, entry.seconds );
				} else if (
					( answer.status === 404 &&
						( answer.data.code === 'playpal_appadoo_not_found' ||
							answer.data.code ===
								'playpal_family_child_not_found' ) ) ||
					( answer.status === 400 &&
						answer.data.code ===
							'playpal_family_played_at_invalid' )
				) {
					// Its Appadoo is no longer the family's, the child was deleted, or it was played before
					// the offline window: never counted, stop sending — its seconds still count against
					// the day on this device (no time given back).
					kept.settle( entry.session );
				}
			} )
		).catch( ( error ) => {
			if ( ! ( error instanceof FamilyOffline ) ) {
				throw error;
			}
		} );

	/**
	 * Sends the child playing's unconfirmed sessions, then tells the runtime what is left.
	 * @param keepalive
	 */
	const reconcile = ( keepalive = false ) => {
		const playing = child;
		const kept = ledger;
		if ( ! playing || ! kept ) {
			return Promise.resolve();
		}
		return sendUnsent( playing.id, kept, keepalive )
			.then( () => {
				if ( kept === ledger ) {
					postBudget();
					checkBudget();
				}
			} )
			.catch( () => undefined );
	};

	/**
	 * The other children's play this device has not sent (a page closed
	 * offline, the saved copy played with no network): sent when a page
	 * opens and when the network comes back, so the parent's view and the
	 * other devices see it without waiting for that child to play here again.
	 */
	const reconcileOthers = () =>
		Promise.all(
			config.children
				.filter( ( other ) => other.id !== child?.id )
				.map( ( other ) => {
					const kept = createLedger(
						storage,
						config.device,
						other.id,
						other.today
					);
					return kept.unsent().length > 0
						? sendUnsent( other.id, kept )
						: undefined;
				} )
		).catch( () => undefined );

	const stop = () => {
		stopTicking?.();
		stopTicking = null;
	};

	const tick = () => {
		if ( doc.visibilityState === 'hidden' || ! ledger ) {
			lastTick = clock.now();
			return;
		}
		if ( ownLimitReached() ) {
			// The Appadoo's own break (shown by the runtime): the child is not playing.
			stop();
			void reconcile();
			return;
		}
		const now = clock.now();
		const day = playedNow()?.day ?? null;
		if ( day && sessionDay && day !== sessionDay ) {
			// A new site day: a new session, so each one counts on the day it was played.
			void reconcile();
			session = newSession();
			sessionDay = day;
			seconds = 0;
			lastReported = 0;
		}
		// At most two seconds a tick: a page frozen in the background gains no time.
		seconds += Math.min( 2000, Math.max( 0, now - lastTick ) ) / 1000;
		lastTick = now;
		recordSession();
		if ( Math.floor( seconds ) - lastReported >= REPORT_EVERY ) {
			lastReported = Math.floor( seconds );
			void reconcile();
		}
		// Every tick: a runtime that started after the frame's load (the saved
		// copy writes the package into its frame later) still hears it.
		postBudget();
		checkBudget();
	};

	const startClock = () => {
		if ( stopTicking ) {
			return;
		}
		lastTick = clock.now();
		stopTicking = clock.every( 1000, tick );
	};

	/**
	 * Puts a new frame element (same attributes: sandbox, title, key) in place
	 * of one a child's package was loaded in. Reusing the element would keep
	 * its window: a state answer the last child's package was still waiting
	 * for, or a save it posted while leaving, would reach or be taken for the
	 * next child's package (both number their requests from 1), and the next
	 * child could go back in the frame's history to the last one's page. A new
	 * element is a new window with an empty history; the relays hear only it.
	 */
	const replaceFrame = () => {
		if ( ! frame.getAttribute( 'src' ) ) {
			return;
		}
		const fresh = frame.cloneNode( false ) as HTMLIFrameElement;
		fresh.removeAttribute( 'src' );
		// The saved copy's bootstrap document (offline-frame.ts): the next child's load writes a new one.
		fresh.removeAttribute( 'srcdoc' );
		frame.replaceWith( fresh );
		frame = fresh;
	};

	/**
	 * While the chooser or the break screen covers the package, what is
	 * behind it (the frame, the "Playing" bar) is inert: Tab stays in the
	 * dialog and assistive technology reads only it (aria-modal does
	 * neither by itself). When it closes, the focus goes to the package.
	 *
	 * @param covered Whether a screen covers the package now.
	 */
	const cover = ( covered: boolean ) => {
		for ( const behind of [
			frame,
			doc.getElementById( 'playpal-family-bar' ),
		] ) {
			if ( covered ) {
				behind?.setAttribute( 'inert', '' );
			} else {
				behind?.removeAttribute( 'inert' );
			}
		}
		if ( ! covered ) {
			frame.focus();
		}
	};

	const loadFrame = () => {
		frameStartedAt = null;
		frame.addEventListener(
			'load',
			() => {
				frameStartedAt = clock.now();
				postBudget();
			},
			{ once: true }
		);
		if ( options.load ) {
			options.load( frame, src );
		} else {
			frame.src = src;
		}
	};

	const askForTime = async ( pin: string ): Promise< PinResult > => {
		const playing = child;
		if ( ! playing || ! ledger ) {
			return { ok: false, reason: 'failed' };
		}
		let answer;
		try {
			answer = await call( 'POST', `${ playing.id }/extra-time`, {
				pin,
			} );
		} catch {
			return { ok: false, reason: 'offline' };
		}
		const today =
			answer.status === 200 ? readToday( answer.data.today ) : null;
		if ( today ) {
			ledger.accept( today );
			resume();
			return { ok: true };
		}
		return readPinRefusal( answer );
	};

	const showBreak = () => {
		if ( breakLayer || ! child ) {
			return;
		}
		stop();
		postBudget();
		void reconcile();
		cover( true );
		breakLayer = showBreakScreen( {
			doc,
			child,
			printable: config.printable,
			strings,
			askForTime,
			onSomeoneElse: ( opener ) => switchChild( opener ),
		} );
	};

	/**
	 * "Someone else is playing" or "Change": free while the child playing
	 * has time left; once it is up, only with the parent's PIN.
	 *
	 * @param opener The button pressed (gets the focus back on Cancel).
	 */
	function switchChild( opener: HTMLElement | null ) {
		if ( options.gate && child && ledger?.remaining() === 0 ) {
			showPinDialog( {
				doc,
				child,
				strings,
				gate: options.gate,
				opener,
				onAllowed: () => choose(),
			} );
			return;
		}
		choose();
	}

	function checkBudget() {
		if ( ledger?.remaining() === 0 ) {
			showBreak();
		}
	}

	function resume() {
		if ( ( ledger?.remaining() ?? 1 ) === 0 ) {
			return;
		}
		breakLayer?.remove();
		breakLayer = null;
		cover( false );
		if ( ! frame.getAttribute( 'src' ) ) {
			loadFrame();
		} else {
			postBudget();
		}
		startClock();
	}

	const play = ( picked: FamilyChild ) => {
		replaceFrame();
		child = picked;
		rememberChild( storage, config.device, picked );
		ledger = createLedger(
			storage,
			config.device,
			picked.id,
			picked.today
		);
		store = createStateStore( {
			call,
			storage,
			device: config.device,
			childId: picked.id,
			appadooId: config.appadooId,
		} );
		session = newSession();
		sessionDay = playedNow()?.day ?? null;
		seconds = 0;
		lastReported = 0;
		showPlayingBar( doc, picked, strings, () =>
			switchChild(
				doc.querySelector< HTMLElement >( '#playpal-family-bar button' )
			)
		);
		void reconcile();
		if ( ledger.remaining() === 0 ) {
			showBreak();
			return;
		}
		cover( false );
		loadFrame();
		startClock();
	};

	/** Asks who is playing; the one playing now stops first. */
	function choose() {
		if ( child ) {
			stop();
			// The package pauses behind the chooser (its runtime's break) until the next child's load.
			recordSession();
			void reconcile();
			frame.contentWindow?.postMessage(
				{ type: BUDGET_MESSAGE_TYPE, remainingSeconds: 0 },
				'*'
			);
		}
		breakLayer?.remove();
		breakLayer = null;
		doc.getElementById( 'playpal-family-bar' )?.remove();
		child = null;
		// The store stays the last child's: their package, paused behind the
		// chooser, may still save its place; the next choice replaces both.
		cover( true );
		showChooser( doc, config.children, strings, play );
	}

	/** The network is back: what was played and saved offline goes to the server. */
	const onOnline = () => {
		void reconcile();
		void reconcileOthers();
		void store?.flush();
	};
	win.addEventListener( 'online', onOnline );

	const remembered = rememberedChild(
		storage,
		config.device,
		config.children
	);
	if ( remembered ) {
		play( remembered );
	} else {
		choose();
	}
	void reconcileOthers();

	return {
		frame: () => frame,
		store: () => store,
		remaining: () => ledger?.remaining() ?? null,
		dispose: () => {
			win.removeEventListener( 'online', onOnline );
			stop();
			void reconcile( true );
		},
	};
}
