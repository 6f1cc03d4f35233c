/**
 * How the member portal shows sizes, times, dates, money and progress.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * SPEC §9: Bytes, KB, MB or GB with 2 decimals.
 *
 * @param bytes Size in bytes; null reads as unknown.
 */
export function formatSize( bytes: number | null ): string {
	if ( bytes === null || ! Number.isFinite( bytes ) || bytes < 0 ) {
		return __( 'Unknown size', 'playpal' );
	}
	const units = [
		__( 'Bytes', 'playpal' ),
		__( 'KB', 'playpal' ),
		__( 'MB', 'playpal' ),
		__( 'GB', 'playpal' ),
	];
	let index = 0;
	if ( bytes >= 1024 ) {
		index = Math.min(
			3,
			Math.floor( Math.log( bytes ) / Math.log( 1024 ) )
		);
	}
	const amount = bytes / 1024 ** index;
	return sprintf(
		/* translators: 1: a number, 2: a unit (Bytes, KB, MB, GB). */
		__( '%1$s %2$s', 'playpal' ),
		index === 0 ? String( amount ) : amount.toFixed( 2 ),
		units[ index ]
	);
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
 */
export function formatDate( iso: string | null ): string {
	if ( ! iso ) {
		return __( 'Never', 'playpal' );
	}
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return __( 'Never', 'playpal' );
	}
	return new Intl.DateTimeFormat( undefined, { dateStyle: 'medium' } ).format(
		date
	);
}

/**
 * @param amount Dollars.
 */
export function formatMoney( amount: number ): string {
	return `$${ amount.toFixed( 2 ) }`;
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
