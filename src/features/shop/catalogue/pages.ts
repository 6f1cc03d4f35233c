/**
 * Which page links the shop's pagination shows: the first, the last, and
 * the current one with its neighbours, with a gap ("…") where pages are
 * left out, so a 42-page catalogue has seven links, not 42.
 * templates/first-screen/shop-pagination.php prints the same list
 * (Catalogue_Query::page_items()).
 */

export type PageItem = number | 'gap';

/**
 * @param current The page shown, from 1.
 * @param last    The number of pages.
 */
export function pageItems( current: number, last: number ): PageItem[] {
	const items: PageItem[] = [];
	let previous = 0;
	for ( let page = 1; page <= last; page++ ) {
		const shown =
			page === 1 || page === last || Math.abs( page - current ) <= 1;
		if ( ! shown ) {
			continue;
		}
		if ( page - previous === 2 ) {
			// A gap of one page: the page itself is as short as "…".
			items.push( page - 1 );
		} else if ( page - previous > 2 ) {
			items.push( 'gap' );
		}
		items.push( page );
		previous = page;
	}
	return items;
}
