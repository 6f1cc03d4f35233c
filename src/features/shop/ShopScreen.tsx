/**
 * The shop (/shop and /products, one screen): a grid of play kits with
 * "Add Magic to Cart" and Details, the cart drawer, links to /cart and
 * /member-portal. States: loading, empty ("More Magic Coming Soon"), list,
 * an error with a retry, and "not open yet" without a store.
 *
 * The address holds the state (catalogue/query: category, attribute
 * filters, search, sort, page), so a filtered page can be shared; the shell
 * prints that very page and embeds its responses, so the cards and the
 * filter bar render without a request. Pages of 24, with page links.
 */

/**
 * External dependencies
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../components/AppLink';
import {
	Button,
	ButtonLink,
	Empty,
	LoadState,
	Page,
	PageActions,
	PageHeader,
} from '../../components';
import { loadStateOf } from '../../lib/load-state';
import { useCartSheet } from '../../lib/cart-sheet';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { useProducts } from './api/get-products';
import { isStoreOpen } from './api/store-open';
import { CartCountBadge } from './components/CartCountBadge';
import { ProductCard } from './components/ProductCard';
import { Grid, PlaceholderCards } from './components/ProductGrid';
import { ShopClosed } from './components/ShopClosed';
import { useCartActions } from './hooks/use-cart-actions';
import { CatalogueSummary } from './catalogue/CatalogueSummary';
import { FilterBar } from './catalogue/FilterBar';
import { Pagination } from './catalogue/Pagination';
import {
	isFiltered,
	isIndexable,
	parseCatalogueQuery,
	serialiseCatalogueQuery,
	type CatalogueQuery,
} from './catalogue/query';
import { useFilterChoices } from './catalogue/use-filter-choices';
import type { CartErrorMessage } from './api/cart-errors';
import type { ProductsPage, StoreProduct } from './types';
import { addRules } from './utils/quantity';

function shopTitle( page: number ): string {
	return pageTitle(
		page > 1
			? sprintf(
					/* translators: %d: page number of the shop. */
					__( 'Shop, page %d', 'playpal' ),
					page
				)
			: __( 'Shop', 'playpal' )
	);
}

export interface CatalogueResultsProps {
	/** The app path of the screen, "/shop" or "/products". */
	pathname: string;
	query: CatalogueQuery;
	page: ProductsPage;
	pending: ReadonlySet< string >;
	/** Why an add failed, by product key (`product-{id}`), shown on its card. */
	errors: ReadonlyMap< string, CartErrorMessage >;
	onAdd: ( product: StoreProduct ) => void;
}

/**
 * The page's cards with the summary and the page links, or "No play kits
 * match" when the filters leave nothing. What the server prints
 * (templates/first-screen/shop.php) reads the same from the same data.
 *
 * @param props          Props.
 * @param props.pathname
 * @param props.query
 * @param props.page
 * @param props.pending
 * @param props.onAdd
 * @param props.errors
 */
export function CatalogueResults( {
	pathname,
	query,
	page,
	pending,
	errors,
	onAdd,
}: CatalogueResultsProps ) {
	// The first picture on the screen is its largest paint: only it loads at high priority.
	const firstImage = page.products.findIndex(
		( product ) => product.images.length > 0
	);
	return (
		<>
			{ page.products.length === 0 ? (
				<Empty
					data-testid="shop-no-match"
					title={ __( 'No play kits match', 'playpal' ) }
					message={ __(
						'Try another category, filter or search.',
						'playpal'
					) }
				>
					<Link to={ pathname }>
						{ __( 'Clear filters', 'playpal' ) }
					</Link>
				</Empty>
			) : (
				<>
					<CatalogueSummary
						page={ query.page }
						shown={ page.products.length }
						total={ page.total }
					/>
					<Grid aria-label={ __( 'Play kits', 'playpal' ) }>
						{ page.products.map( ( product, index ) => (
							<ProductCard
								key={ product.id }
								product={ product }
								adding={ pending.has(
									`product-${ product.id }`
								) }
								addError={ errors.get(
									`product-${ product.id }`
								) }
								onAdd={ onAdd }
								eager={ index < 4 }
								priority={ index === firstImage }
							/>
						) ) }
					</Grid>
					<Pagination
						pathname={ pathname }
						query={ query }
						totalPages={ page.totalPages }
					/>
				</>
			) }
		</>
	);
}

/**
 * The page of the catalogue the address asks for.
 *
 * @param props          Props.
 * @param props.pathname The screen's app path.
 * @param props.query    The address's state.
 */
function Catalogue( {
	pathname,
	query,
}: {
	pathname: string;
	query: CatalogueQuery;
} ) {
	const products = useProducts( query );
	const { categories, attributes } = useFilterChoices();
	const { add, pending, errors } = useCartActions();
	const { openCart } = useCartSheet();
	const results = useRef< HTMLDivElement >( null );
	const shownPage = useRef( query.page );
	// A page link sits below the list: the new page starts at its top, with
	// focus there (as after a full page load), not at the links.
	useEffect( () => {
		if ( shownPage.current === query.page ) {
			return;
		}
		shownPage.current = query.page;
		results.current?.scrollIntoView?.( { block: 'start' } );
		results.current?.focus( { preventScroll: true } );
	}, [ query.page ] );

	const onAdd = async ( product: StoreProduct ) => {
		// The smallest quantity the store sells it in (a pack of 2, a minimum of 3).
		if ( await add( product, { quantity: addRules( product ).minimum } ) ) {
			openCart();
		}
	};

	// An empty store (not an empty filter result) has nothing to filter.
	const storeEmpty =
		products.data !== undefined &&
		products.data.total === 0 &&
		! isFiltered( query ) &&
		query.page === 1;
	return (
		<>
			{ ! storeEmpty && (
				// Outside the list's loading state: it stays, with its focus, while a new page loads.
				<FilterBar
					pathname={ pathname }
					query={ query }
					categories={ categories }
					attributes={ attributes }
				/>
			) }
			<div ref={ results } tabIndex={ -1 } data-testid="shop-results">
				<LoadState
					{ ...loadStateOf( products ) }
					loading={
						<>
							<p role="status">
								{ __( 'Loading play kits…', 'playpal' ) }
							</p>
							<Grid aria-busy="true">
								<PlaceholderCards count={ 8 } />
							</Grid>
						</>
					}
					failed={ {
						title: __( 'The shop didn’t load', 'playpal' ),
					} }
					isEmpty={ () => storeEmpty }
					empty={
						<Empty
							data-testid="shop-empty"
							title={ __( 'More Magic Coming Soon', 'playpal' ) }
							message={ __(
								'New printable play kits are on their way. Check back soon!',
								'playpal'
							) }
						/>
					}
				>
					{ ( page ) => (
						<CatalogueResults
							pathname={ pathname }
							query={ query }
							page={ page }
							pending={ pending }
							errors={ errors }
							onAdd={ onAdd }
						/>
					) }
				</LoadState>
			</div>
		</>
	);
}

export function ShopScreen() {
	const { pathname, search } = useLocation();
	const { openCart } = useCartSheet();
	const storeOpen = isStoreOpen();
	const query = useMemo( () => parseCatalogueQuery( search ), [ search ] );

	useDocumentHead( {
		title: shopTitle( query.page ),
		description: __(
			'Printable play kits for little adventurers: download, print and play today.',
			'playpal'
		),
		// Each page and filter is its own page (Shop_Routes::canonical_url() prints the same).
		canonicalPath: pathname + serialiseCatalogueQuery( query ),
		robots: isIndexable( query ) ? undefined : 'noindex, follow',
	} );

	return (
		<Page>
			<PageHeader>
				<div>
					<h1>{ __( 'The PlayPal Shop', 'playpal' ) }</h1>
					<p>
						{ __(
							'Printable play kits for little adventurers. Download, print and play in minutes.',
							'playpal'
						) }
					</p>
				</div>
				<PageActions>
					<Button
						variant="outline"
						onClick={ openCart }
						aria-haspopup="dialog"
					>
						{ __( 'Open cart', 'playpal' ) }
						{ storeOpen && <CartCountBadge /> }
					</Button>
					<ButtonLink as={ Link } to="/cart" variant="ghost">
						{ __( 'View cart', 'playpal' ) }
					</ButtonLink>
					<ButtonLink as={ Link } to="/member-portal" variant="ghost">
						{ __( 'Member portal', 'playpal' ) }
					</ButtonLink>
				</PageActions>
			</PageHeader>
			{ storeOpen ? (
				<Catalogue pathname={ pathname } query={ query } />
			) : (
				<ShopClosed />
			) }
		</Page>
	);
}

export default ShopScreen;
