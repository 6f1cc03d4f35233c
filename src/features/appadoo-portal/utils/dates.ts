/**
 * Dates as the portal shows them, in the person's locale.
 */

/**
 * @param iso An ISO 8601 date.
 * @return A medium date with a short time, or '' when it does not parse.
 */
export function formatDateTime( iso: string ): string {
	const date = new Date( iso );
	if ( Number.isNaN( date.getTime() ) ) {
		return '';
	}
	return new Intl.DateTimeFormat( undefined, {
		dateStyle: 'medium',
		timeStyle: 'short',
	} ).format( date );
}
