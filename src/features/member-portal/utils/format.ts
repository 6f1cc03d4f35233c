/**
 * How the member portal shows sizes, times, dates and progress (on top of
 * the shared formatters in lib/format).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	formatBytes,
	formatDate as formatSharedDate,
} from '../../../lib/format';

/**
 * SPEC §9: Bytes, KB, MB or GB with 2 decimals (the shared formatter), and
 * "Unknown size" when the server does not know it.
 *
 * @param bytes Size in bytes; null reads as unknown.
 */
export function formatSize( bytes: number | null ): string {
	if ( bytes === null || ! Number.isFinite( bytes ) || bytes < 0 ) {
		return __( 'Unknown size', 'playpal' );
	}
	return formatBytes( bytes );
}

/**
 * @param minutes Minutes played.
 */
export function formatMinutes( minutes: number ): string {
	const total = Math.max( 0, Math.round( minutes ) );
	const hours = Math.floor( total / 60 );
	const rest = total % 60;
	if ( hours === 0 ) {
		/* translators: %d: minutes. */
		return sprintf( __( '%dm', 'playpal' ), rest );
	}
	/* translators: 1: hours, 2: minutes. */
	return sprintf( __( '%1$dh %2$dm', 'playpal' ), hours, rest );
}

/**
 * @param iso ISO 8601 date, or null.
 * @return A medium date, or "Never".
 */
export function formatDate( iso: string | null ): string {
	return formatSharedDate( iso ) || __( 'Never', 'playpal' );
}

/** Sessions that make an Appadoo "complete" in the progress bar. */
export const SESSIONS_FOR_FULL_PROGRESS = 10;

/**
 * Progress from real usage: sessions played out of ten, at most 100 (SPEC §9).
 *
 * @param sessions Sessions played.
 */
export function appadooProgress( sessions: number ): number {
	const value = Math.round(
		( Math.max( 0, sessions ) / SESSIONS_FOR_FULL_PROGRESS ) * 100
	);
	return Math.min( 100, value );
}
