/**
 * The page's language, so numbers and dates read as the page does.
 */

/**
 * @return The `lang` of the page, or undefined for the browser's own.
 */
export function pageLocale(): string | undefined {
	return typeof document !== 'undefined' && document.documentElement.lang
		? document.documentElement.lang
		: undefined;
}
