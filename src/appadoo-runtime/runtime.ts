/**
 * The Appadoo runtime: the small script the converter injects into every
 * package page (docs/APPADOOS.md, Runtime). No React, no WordPress
 * packages: it runs inside the package, in an opaque-origin sandbox, and
 * later from the file system.
 *
 * It applies the Appadoo's settings, which the player prints in front of it
 * as `window.playpalAppadoo` on every open:
 *
 * - time limit: minutes or "unlimited"; a visible countdown, and at zero a
 *   kind "time for a break" screen that covers the activity and pauses its
 *   media. The clock is injectable (tests use a fake one).
 * - print: a Print button (window.print()) and a print stylesheet that
 *   leaves our controls off paper; when printing is off, the sheet prints
 *   only a short note instead of the activity.
 * - HDG filter (our reading of the spec's "healthy display guard"): no
 *   autoplaying media (autoplay removed, playing media paused, also for media
 *   added later), reduced motion (animations and transitions cut to an
 *   instant, smooth scrolling off), calmer colours (a gentle desaturation
 *   and lower contrast on the page). Marked `data-playpal-hdg="on"` on <html>.
 * - a child's budget: when the host page says how much of today's play time
 *   the child has left (family/budget-listener.ts), the countdown and the
 *   break use the smaller of that and the Appadoo's own limit; more time
 *   granted (a grown-up's PIN) lifts the break again.
 * - play analytics: when framed by the site, a session start and end (with
 *   the seconds played, up to the break screen) posted to the host
 *   (session-reporter.ts); play on extra time after a budget break is a new
 *   session; nothing at all when opened alone or offline.
 */

/**
 * Internal dependencies
 */
import { reportSessions, type RuntimeSessions } from './session-reporter';
import { listenForBudget } from './family/budget-listener';
import type { DoorStrings, RuntimeDoor } from './door';

export type RuntimeSettings = {
	timeLimit: string;
	hdgFilter: boolean;
	printEnabled: boolean;
};

export type RuntimeConfig = {
	name?: string;
	settings: RuntimeSettings;
	strings?: Partial< RuntimeStrings & DoorStrings >;
	/** Where session reports go (the player prints it; see session-reporter.ts). */
	sessions?: RuntimeSessions;
	/** The host page, for the message shown when the package is not framed (door.ts; played packages only). */
	door?: RuntimeDoor;
};

export type RuntimeStrings = {
	timeLeft: string;
	unlimited: string;
	print: string;
	breakTitle: string;
	breakMessage: string;
	budgetBreakMessage: string;
	printDisabled: string;
	controls: string;
};

export type RuntimeClock = {
	now: () => number;
	every: ( ms: number, tick: () => void ) => () => void;
};

export const defaultClock: RuntimeClock = {
	now: () => Date.now(),
	every: ( ms, tick ) => {
		const id = setInterval( tick, ms );
		return () => clearInterval( id );
	},
};

const DEFAULT_STRINGS: RuntimeStrings = {
	timeLeft: 'Time left',
	unlimited: 'No time limit',
	print: 'Print',
	breakTitle: 'Time for a break!',
	breakMessage:
		'You have played for %d minutes. Stretch, have a drink of water, and come back later.',
	budgetBreakMessage:
		"That's all the play time for today. Stretch, have a drink of water, and come back tomorrow.",
	printDisabled: 'Printing is turned off for this activity.',
	controls: 'Appadoo controls',
};

export const HDG_FILTER = 'saturate(0.75) contrast(0.92)';

const ROOT_ID = 'playpal-appadoo-runtime';

/**
 * Minutes of a time limit, or null for "unlimited" (or anything unreadable).
 * @param limit
 */
export function limitMinutes( limit: string ): number | null {
	if ( ! /^[1-9][0-9]{0,3}$/.test( limit ) ) {
		return null;
	}
	const minutes = Number( limit );
	return minutes <= 1440 ? minutes : null;
}

/**
 * "m:ss" (or "h:mm:ss") of a number of milliseconds, rounded up.
 * @param ms
 */
export function formatRemaining( ms: number ): string {
	const total = Math.max( 0, Math.ceil( ms / 1000 ) );
	const hours = Math.floor( total / 3600 );
	const minutes = Math.floor( ( total % 3600 ) / 60 );
	const seconds = total % 60;
	const ss = String( seconds ).padStart( 2, '0' );
	return hours > 0
		? `${ hours }:${ String( minutes ).padStart( 2, '0' ) }:${ ss }`
		: `${ minutes }:${ ss }`;
}

function addStyle( doc: Document, id: string, css: string ) {
	const style = doc.createElement( 'style' );
	style.id = id;
	style.textContent = css;
	( doc.head || doc.documentElement ).appendChild( style );
}

const CONTROL_CSS = `
#${ ROOT_ID }{position:fixed;top:8px;right:8px;z-index:2147483646;display:flex;gap:8px;align-items:center;font:600 14px/1.2 system-ui,sans-serif;color:#1f2937;}
#${ ROOT_ID } .pp-chip,#${ ROOT_ID } button{background:#fff;border:1px solid #cbd5e1;border-radius:999px;padding:6px 12px;box-shadow:0 1px 3px rgba(0,0,0,.15);font:inherit;color:inherit;}
#${ ROOT_ID } button{cursor:pointer;}
#${ ROOT_ID } button:focus-visible{outline:3px solid #2563eb;outline-offset:2px;}
#${ ROOT_ID }-break{position:fixed;inset:0;z-index:2147483647;display:flex;align-items:center;justify-content:center;background:#f0f7f4;color:#1f2937;font:18px/1.5 system-ui,sans-serif;text-align:center;padding:24px;}
#${ ROOT_ID }-break h1{font-size:32px;margin:0 0 12px;}
#${ ROOT_ID }-print-note{display:none;}
@media print{#${ ROOT_ID },#${ ROOT_ID }-break{display:none !important;}}
`;

const NO_PRINT_CSS = `
@media print{body > *{display:none !important;}#${ ROOT_ID }-print-note{display:block !important;font:16px system-ui,sans-serif;}}
`;

const HDG_CSS = `
html[data-playpal-hdg="on"]{filter:${ HDG_FILTER };}
html[data-playpal-hdg="on"] *,html[data-playpal-hdg="on"] *::before,html[data-playpal-hdg="on"] *::after{animation-duration:0.001ms !important;animation-iteration-count:1 !important;animation-delay:0s !important;transition-duration:0.001ms !important;transition-delay:0s !important;scroll-behavior:auto !important;}
`;

export type Runtime = {
	/** Milliseconds left, or null without a limit. */
	remaining: () => number | null;
	/** Whether the break screen is showing. */
	onBreak: () => boolean;
	stop: () => void;
};

/**
 * Applies the settings to a document. Safe to call once per page.
 * @param config
 * @param win
 * @param clock
 */
export function startRuntime(
	config: RuntimeConfig,
	win: Window = window,
	clock: RuntimeClock = defaultClock
): Runtime {
	const doc = win.document;
	const strings = { ...DEFAULT_STRINGS, ...( config.strings || {} ) };
	const settings = config.settings;
	const stops: Array< () => void > = [];

	// Once per page, even if a page somehow carries two copies.
	const existing = doc.getElementById( ROOT_ID );
	if ( existing ) {
		existing.remove();
	}

	addStyle( doc, `${ ROOT_ID }-style`, CONTROL_CSS );

	const bar = doc.createElement( 'div' );
	bar.id = ROOT_ID;
	bar.setAttribute( 'role', 'region' );
	bar.setAttribute( 'aria-label', strings.controls );
	doc.body.appendChild( bar );

	// Time limit.
	const minutes = limitMinutes( settings.timeLimit );
	const chip = doc.createElement( 'span' );
	chip.className = 'pp-chip';
	chip.setAttribute( 'role', 'timer' );
	chip.setAttribute( 'data-playpal-countdown', '' );
	bar.appendChild( chip );
	const startedAt = clock.now();
	let reporter = reportSessions( config.sessions, win, clock.now );
	stops.push( () => reporter.detach() );
	const ownEndsAt = minutes === null ? null : startedAt + minutes * 60000;
	// The child's budget, once the host page tells it (null: no child limit).
	let childEndsAt: number | null = null;
	let breakShown = false;
	let breakScreen: HTMLElement | null = null;

	const endsAt = () => {
		if ( ownEndsAt === null || childEndsAt === null ) {
			return ownEndsAt ?? childEndsAt;
		}
		return Math.min( ownEndsAt, childEndsAt );
	};
	const remaining = () => {
		const end = endsAt();
		return end === null ? null : Math.max( 0, end - clock.now() );
	};

	const showBreak = () => {
		if ( breakShown ) {
			return;
		}
		breakShown = true;
		doc.querySelectorAll( 'audio, video' ).forEach( ( media ) => {
			( media as HTMLMediaElement ).pause?.();
		} );
		const ownLimit = ownEndsAt !== null && ownEndsAt <= clock.now();
		const screen = doc.createElement( 'div' );
		screen.id = `${ ROOT_ID }-break`;
		screen.setAttribute( 'role', 'alertdialog' );
		screen.setAttribute( 'aria-modal', 'true' );
		screen.setAttribute( 'aria-labelledby', `${ ROOT_ID }-break-title` );
		const box = doc.createElement( 'div' );
		const title = doc.createElement( 'h1' );
		title.id = `${ ROOT_ID }-break-title`;
		title.textContent = strings.breakTitle;
		const message = doc.createElement( 'p' );
		message.textContent = ownLimit
			? strings.breakMessage.replace( '%d', String( minutes ) )
			: strings.budgetBreakMessage;
		box.append( title, message );
		screen.appendChild( box );
		doc.body.appendChild( screen );
		breakScreen = screen;
		stopTicking();
		// Play stops at the break: the session ends here.
		reporter.end();
	};

	// More of the child's time (a grown-up's PIN) lifts a break the budget
	// caused; the Appadoo's own limit stays where it is.
	const resume = () => {
		if ( ! breakShown || remaining() === 0 ) {
			return;
		}
		breakShown = false;
		breakScreen?.remove();
		breakScreen = null;
		// The session ended at the break (its end counts the time up to it):
		// play on the extra time is a new session, or it would count nowhere.
		reporter = reportSessions( config.sessions, win, clock.now );
		startTicking();
	};

	const render = () => {
		const left = remaining();
		chip.textContent =
			left === null
				? strings.unlimited
				: `${ strings.timeLeft } ${ formatRemaining( left ) }`;
		if ( left === 0 ) {
			showBreak();
		}
	};
	let stopTicking = () => {};
	const startTicking = () => {
		stopTicking();
		stopTicking =
			endsAt() === null ? () => {} : clock.every( 1000, render );
	};
	stops.push( () => stopTicking() );
	startTicking();
	render();

	stops.push(
		listenForBudget( win, config.sessions?.host, ( seconds ) => {
			childEndsAt =
				seconds === null ? null : clock.now() + seconds * 1000;
			if ( breakShown ) {
				resume();
			} else {
				startTicking();
			}
			if ( ! breakShown ) {
				render();
			}
		} )
	);

	// Print.
	if ( settings.printEnabled ) {
		const button = doc.createElement( 'button' );
		button.type = 'button';
		button.textContent = strings.print;
		button.setAttribute( 'data-playpal-print', '' );
		button.addEventListener( 'click', () => win.print() );
		bar.appendChild( button );
	} else {
		addStyle( doc, `${ ROOT_ID }-no-print`, NO_PRINT_CSS );
		const note = doc.createElement( 'p' );
		note.id = `${ ROOT_ID }-print-note`;
		note.textContent = strings.printDisabled;
		doc.body.appendChild( note );
	}

	// HDG filter.
	if ( settings.hdgFilter ) {
		doc.documentElement.setAttribute( 'data-playpal-hdg', 'on' );
		addStyle( doc, `${ ROOT_ID }-hdg`, HDG_CSS );
		const calm = ( media: HTMLMediaElement ) => {
			media.autoplay = false;
			media.removeAttribute( 'autoplay' );
			if ( ! media.paused ) {
				media.pause();
			}
		};
		doc.querySelectorAll( 'audio, video' ).forEach( ( media ) =>
			calm( media as HTMLMediaElement )
		);
		if ( typeof MutationObserver === 'function' ) {
			const observer = new MutationObserver( ( records ) => {
				records.forEach( ( record ) =>
					record.addedNodes.forEach( ( node ) => {
						if ( node instanceof HTMLMediaElement ) {
							calm( node );
						} else if ( node instanceof Element ) {
							node.querySelectorAll( 'audio, video' ).forEach(
								( media ) => calm( media as HTMLMediaElement )
							);
						}
					} )
				);
			} );
			observer.observe( doc.documentElement, {
				childList: true,
				subtree: true,
			} );
			stops.push( () => observer.disconnect() );
		}
	} else {
		doc.documentElement.setAttribute( 'data-playpal-hdg', 'off' );
	}

	return {
		remaining,
		onBreak: () => breakShown,
		stop: () => stops.forEach( ( stop ) => stop() ),
	};
}
