/**
 * jsdom keeps one document for a whole test file: screens write the title and
 * meta tags into its head, so tests that read them start from a blank head.
 *
 * @param lang The page language to set too (dates and counts are formatted
 *             in it); left as it is when not given.
 */
export function blankPage( lang?: string ): void {
	document.head.innerHTML = '';
	if ( lang !== undefined ) {
		document.documentElement.lang = lang;
	}
}
