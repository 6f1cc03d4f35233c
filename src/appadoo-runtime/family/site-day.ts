/**
 * The site's day of a moment (docs/FAMILY.md, "Played-at"): the server
 * counts a session's play on the site-local day of its played-at time
 * (Time\Site_Day, the site's time zone), so the host starts a new session
 * when that day changes and one session never spans two days.
 */

/** A fixed offset as WordPress writes one when no city is chosen: `+02:00`, `-05:30`, `UTC`. */
const OFFSET = /^([+-])(\d{2}):(\d{2})$/;

const pad = ( value: number ) => String( value ).padStart( 2, '0' );

/**
 * `Y-m-d` of a moment in a time zone, or null when the zone is unknown here.
 *
 * @param ms       Unix time in milliseconds.
 * @param timeZone An IANA name (`Europe/Berlin`), a fixed offset (`+02:00`) or `UTC`.
 */
export function siteDay( ms: number, timeZone: string ): string | null {
	const offset = OFFSET.exec( timeZone );
	if ( offset || timeZone === 'UTC' ) {
		const minutes = offset
			? ( offset[ 1 ] === '-' ? -1 : 1 ) *
				( Number( offset[ 2 ] ) * 60 + Number( offset[ 3 ] ) )
			: 0;
		const local = new Date( ms + minutes * 60000 );
		return `${ local.getUTCFullYear() }-${ pad(
			local.getUTCMonth() + 1
		) }-${ pad( local.getUTCDate() ) }`;
	}
	try {
		const parts = new Intl.DateTimeFormat( 'en-US', {
			timeZone,
			year: 'numeric',
			month: '2-digit',
			day: '2-digit',
		} ).formatToParts( new Date( ms ) );
		const part = ( type: string ) =>
			parts.find( ( candidate ) => candidate.type === type )?.value;
		const [ year, month, day ] = [
			part( 'year' ),
			part( 'month' ),
			part( 'day' ),
		];
		return year && month && day ? `${ year }-${ month }-${ day }` : null;
	} catch {
		// A zone this browser does not know: no day change is seen (the session goes on).
		return null;
	}
}

/** Days' first moments found, by zone and day (the host asks every second). */
const starts = new Map< string, number | null >();

/**
 * The first second of a site day (Unix ms), or null when the zone is unknown
 * here: the earliest moment a session played under that day's figures can
 * have been played (the server had reached that day when it gave them).
 *
 * @param day      `Y-m-d`.
 * @param timeZone As siteDay().
 */
export function dayStart( day: string, timeZone: string ): number | null {
	const key = `${ timeZone } ${ day }`;
	const known = starts.get( key );
	if ( known !== undefined ) {
		return known;
	}
	const midnight = Date.parse( `${ day }T00:00:00Z` );
	// A site's midnight lies within 14 hours of UTC's: search the 30 hours around it, to the second.
	let before = midnight - 15 * 3600000;
	let after = midnight + 15 * 3600000;
	const first = Number.isFinite( midnight )
		? siteDay( before, timeZone )
		: null;
	const last = first ? siteDay( after, timeZone ) : null;
	let start: number | null = null;
	if ( first && last && first < day && last >= day ) {
		while ( after - before > 1000 ) {
			const middle =
				before + Math.floor( ( after - before ) / 2000 ) * 1000;
			if ( ( siteDay( middle, timeZone ) ?? '' ) >= day ) {
				after = middle;
			} else {
				before = middle;
			}
		}
		start = after;
	}
	starts.set( key, start );
	return start;
}
