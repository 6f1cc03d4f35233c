/**
 * Byte sizes (import from lib/format).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

const BYTE_STEP = 1024;

function byteUnits(): string[] {
	return [
		__( 'Bytes', 'playpal' ),
		__( 'KB', 'playpal' ),
		__( 'MB', 'playpal' ),
		__( 'GB', 'playpal' ),
	];
}

/**
 * Byte sizes (SPEC §9): Bytes, KB, MB or GB, with 2 decimals (whole bytes
 * stay whole). Binary steps of 1024; anything beyond gigabytes is still
 * shown in GB.
 *
 * @param bytes A size in bytes (negative or not a number reads as 0).
 * @return e.g. "0 Bytes", "512 Bytes", "1.50 KB", "12.50 MB", "2.30 GB".
 */
export function formatBytes( bytes: number ): string {
	const names = byteUnits();
	const value = Number.isFinite( bytes ) && bytes > 0 ? bytes : 0;
	let index = 0;
	if ( value >= BYTE_STEP ) {
		index = Math.min(
			names.length - 1,
			Math.floor( Math.log( value ) / Math.log( BYTE_STEP ) )
		);
	}
	const amount = value / BYTE_STEP ** index;
	return sprintf(
		/* translators: 1: a number, 2: a unit (Bytes, KB, MB, GB). */
		__( '%1$s %2$s', 'playpal' ),
		index === 0 ? String( Math.round( amount ) ) : amount.toFixed( 2 ),
		names[ index ]
	);
}

/**
 * A quota figure in bytes.
 *
 * @param amount Amount in `unit`.
 * @param unit   MB or GB.
 */
export function quotaToBytes( amount: number, unit: 'MB' | 'GB' ): number {
	return amount * BYTE_STEP ** ( unit === 'GB' ? 3 : 2 );
}
