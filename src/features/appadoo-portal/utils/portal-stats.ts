/**
 * The figures in the portal's header and stat tiles, computed from the
 * Appadoos on screen (SPEC §3 Portal stats).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { Appadoo } from '../types';

export interface PortalStats {
	totalAppadoos: number;
	/** Distinct owners of the listed Appadoos that have been played at least once. */
	activeUsers: number;
	/** Minutes, summed over the listed Appadoos. */
	totalUsage: number;
}

/**
 * @param appadoos The Appadoos on screen (the person's, or everyone's in admin view).
 */
export function portalStats( appadoos: readonly Appadoo[] ): PortalStats {
	const players = new Set< number >();
	let totalUsage = 0;
	for ( const appadoo of appadoos ) {
		if ( appadoo.usage.sessions > 0 ) {
			players.add( appadoo.owner.id );
		}
		totalUsage += Math.max( 0, appadoo.usage.totalTime || 0 );
	}
	return {
		totalAppadoos: appadoos.length,
		activeUsers: players.size,
		totalUsage,
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
