/**
 * When a locked PIN can be tried again, as a reader's clock says it.
 *
 * The lock grows from 15 minutes to a day (docs/FAMILY.md, "PIN"): "wait 1440
 * minutes" helps nobody, and a time of day needs no plural forms, so both the
 * host page (which carries no translation library) and the Family tab say
 * "Please try again at 18:45" — with the weekday when it is not today.
 * No dependencies: the host page's bundle imports it too.
 */

/**
 * @param retryAfterSeconds The server's `retry_after`.
 * @param now               The reader's clock.
 * @param locale            The page's language (`<html lang>`), or the browser's.
 */
export function tryAgainAt(
	retryAfterSeconds: number,
	now: Date = new Date(),
	locale: string | undefined = pageLocale()
): string {
	const wait =
		Number.isFinite( retryAfterSeconds ) && retryAfterSeconds > 0
			? retryAfterSeconds
			: 60;
	const at = new Date( now.getTime() + Math.ceil( wait ) * 1000 );
	const sameDay = at.toDateString() === now.toDateString();
	const options: Intl.DateTimeFormatOptions = sameDay
		? { hour: 'numeric', minute: '2-digit' }
		: { weekday: 'long', hour: 'numeric', minute: '2-digit' };
	try {
		return at.toLocaleString( locale, options );
	} catch {
		// A language tag Intl does not take: the browser's own.
		return at.toLocaleString( undefined, options );
	}
}

function pageLocale(): string | undefined {
	const lang =
		typeof document === 'undefined' ? '' : document.documentElement.lang;
	return lang || undefined;
}
