/**
 * Checks on what the person types, before anything is sent.
 */

/** Longest Appadoo name the server accepts (Appadoo_Repository::NAME_MAX). */
export const NAME_MAX = 100;

/** Longest time limit, in minutes (a day). */
export const MAX_TIME_LIMIT = 1440;

/** The longest retention the server accepts (ten years). */
export const RETENTION_DAYS_MAX = 3650;

/**
 * Retention days (SPEC §5): a whole number from 0 (keeps every backup) to
 * RETENTION_DAYS_MAX. The spec sets no bound; the server does.
 *
 * @param raw What the field holds.
 * @return The number, or null when it is not acceptable.
 */
export function parseRetentionDays( raw: string ): number | null {
	const text = raw.trim();
	if ( ! /^\d+$/.test( text ) ) {
		return null;
	}
	const value = Number.parseInt( text, 10 );
	return value <= RETENTION_DAYS_MAX ? value : null;
}

/**
 * A time limit in minutes, 1 to 1440.
 *
 * @param raw What the field holds.
 * @return The minutes as the API's string ("1".."1440"), or null.
 */
export function parseTimeLimitMinutes( raw: string ): string | null {
	const text = raw.trim();
	if ( ! /^\d+$/.test( text ) ) {
		return null;
	}
	const value = Number.parseInt( text, 10 );
	return value >= 1 && value <= MAX_TIME_LIMIT ? String( value ) : null;
}
