/**
 * The figures in the portal's header, stat tiles and Analytics tab (SPEC §3
 * Portal stats), and how they read.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type {
	Appadoo,
	PlayAnalytics,
	RankedAppadoo,
	TemplateUse,
} from '../types';

/** Appadoos each ranking shows (the server's Play_Analytics::TOP). */
export const TOP_APPADOOS = 5;

/**
 * The play figures of some Appadoos, as GET pp/v1/appadoos/analytics
 * computes them (includes/Appadoos/Play_Analytics.php), for the sample
 * Appadoos a guest sees. An Appadoo record carries whole minutes only, so
 * its seconds are its minutes' worth.
 *
 * @param appadoos The Appadoos on screen.
 */
export function playAnalyticsOf( appadoos: readonly Appadoo[] ): PlayAnalytics {
	const owners = new Set< number >();
	const templates = new Map< string, TemplateUse >();
	let sessions = 0;
	let seconds = 0;
	const ranked: RankedAppadoo[] = appadoos.map( ( appadoo ) => {
		const totalSeconds = Math.max( 0, appadoo.usage.totalTime || 0 ) * 60;
		sessions += appadoo.usage.sessions;
		seconds += totalSeconds;
		if ( appadoo.usage.sessions > 0 ) {
			owners.add( appadoo.owner.id );
		}
		const use = templates.get( appadoo.template );
		templates.set( appadoo.template, {
			id: appadoo.template,
			name: appadoo.templateName,
			count: ( use?.count ?? 0 ) + 1,
		} );
		return {
			id: appadoo.id,
			name: appadoo.name,
			sessions: appadoo.usage.sessions,
			totalTime: appadoo.usage.totalTime,
			totalSeconds,
			lastPlayed: appadoo.usage.lastPlayed,
		};
	} );
	const top = ( figure: 'sessions' | 'totalSeconds' ) =>
		ranked
			.filter( ( appadoo ) => appadoo[ figure ] > 0 )
			.sort(
				( a, b ) =>
					b[ figure ] - a[ figure ] ||
					( b.lastPlayed ?? '' ).localeCompare(
						a.lastPlayed ?? ''
					) ||
					b.id - a.id
			)
			.slice( 0, TOP_APPADOOS );
	return {
		totals: {
			appadoos: appadoos.length,
			activeUsers: owners.size,
			sessions,
			totalTime: Math.floor( seconds / 60 ),
			totalSeconds: seconds,
		},
		topBySessions: top( 'sessions' ),
		topByTime: top( 'totalSeconds' ),
		templates: [ ...templates.values() ].sort(
			( a, b ) => b.count - a.count || a.name.localeCompare( b.name )
		),
	};
}

/**
 * Whether the content filter is on, for the "HDG ON" / "HDG OFF" badge.
 *
 * Our reading of SPEC §3 `hdgFilterEnabled`: the filter is a per-Appadoo
 * setting, so the person's filter is ON when every one of *their own*
 * Appadoos has `settings.hdgFilter` true, and also when they have none (a new
 * Appadoo starts with the filter on). One Appadoo without it turns the badge
 * OFF. In admin view only the person's own Appadoos count, so looking at
 * everyone's does not change their badge.
 *
 * @param appadoos Appadoos on screen.
 * @param ownerId  The person's user ID; undefined counts every Appadoo (guests' sample data).
 */
export function hdgFilterEnabled(
	appadoos: readonly Appadoo[],
	ownerId?: number
): boolean {
	return appadoos
		.filter(
			( appadoo ) => ownerId === undefined || appadoo.owner.id === ownerId
		)
		.every( ( appadoo ) => appadoo.settings.hdgFilter );
}

/**
 * Minutes as hours and minutes: "0m", "45m", "3h", "20h 40m".
 *
 * @param minutes Whole minutes.
 */
export function formatUsage( minutes: number ): string {
	const total = Math.max( 0, Math.round( minutes || 0 ) );
	const hours = Math.floor( total / 60 );
	const rest = total % 60;
	if ( hours === 0 ) {
		return sprintf(
			/* translators: %d: minutes. */
			__( '%dm', 'playpal' ),
			rest
		);
	}
	if ( rest === 0 ) {
		return sprintf(
			/* translators: %d: hours. */
			__( '%dh', 'playpal' ),
			hours
		);
	}
	return sprintf(
		/* translators: 1: hours, 2: minutes. */
		__( '%1$dh %2$dm', 'playpal' ),
		hours,
		rest
	);
}

/**
 * Seconds of play: "45s" under a minute, otherwise as formatUsage().
 *
 * @param seconds Whole seconds.
 */
export function formatPlayTime( seconds: number ): string {
	const total = Math.max( 0, Math.round( seconds || 0 ) );
	if ( total < 60 ) {
		return sprintf(
			/* translators: %d: seconds. */
			__( '%ds', 'playpal' ),
			total
		);
	}
	return formatUsage( Math.floor( total / 60 ) );
}
