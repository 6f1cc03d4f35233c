/**
 * "Showing 25–48 of 1,000 play kits": which part of the (filtered) catalogue
 * the page shows. A status, so a screen reader hears the new count after a
 * filter is applied. templates/first-screen/shop.php prints the same words.
 */

/**
 * WordPress dependencies
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Muted } from '../../../components';
import { SHOP_PAGE_SIZE } from '../api/paths';

export interface CatalogueSummaryProps {
	page: number;
	shown: number;
	total: number;
}

export function CatalogueSummary( {
	page,
	shown,
	total,
}: CatalogueSummaryProps ) {
	const first = ( page - 1 ) * SHOP_PAGE_SIZE + 1;
	return (
		<Muted role="status" data-testid="shop-summary">
			{ sprintf(
				/* translators: 1: first kit shown, 2: last kit shown, 3: kits that match. */
				_n(
					'Showing %1$d–%2$d of %3$d play kit',
					'Showing %1$d–%2$d of %3$d play kits',
					total,
					'playpal'
				),
				first,
				first + shown - 1,
				total
			) }
		</Muted>
	);
}
