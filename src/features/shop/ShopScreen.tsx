/**
 * The shop (/shop and /products, one screen): a grid of play kits with
 * "Add Magic to Cart" and Details, the cart drawer, links to /cart and
 * /member-portal. States: loading, empty ("More Magic Coming Soon"), list,
 * an error with a retry, and "not open yet" without a store.
 *
 * The first page comes embedded in the page by the shell, so the cards
 * render without a request; more pages load 24 at a time.
 */

/**
 * External dependencies
 */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';

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
import { useCartSheet } from '../../lib/cart-sheet';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { useProducts } from './api/get-products';
import { SHOP_PAGE_SIZE } from './api/paths';
import { isStoreOpen } from './api/store-open';
import { CartCountBadge } from './components/CartCountBadge';
import { ProductCard } from './components/ProductCard';
import { Grid, PlaceholderCards } from './components/ProductGrid';
import { ShopClosed } from './components/ShopClosed';
import { useCartActions } from './hooks/use-cart-actions';
import type { CartErrorMessage } from './api/cart-errors';
import type { ProductsPage, StoreProduct } from './types';

const More = styled.div`
	display: flex;
	flex-direction: column;
	align-items: center;
	gap: 0.5rem;
	margin-top: 2.5rem;
	color: var( --pp-color-muted-foreground );
`;

interface PageCardsProps {
	page: number;
	pending: ReadonlySet< string >;
	errors: ReadonlyMap< string, CartErrorMessage >;
	onAdd: ( product: StoreProduct ) => void;
}

/**
 * The cards of one page after the first ("Load more").
 *
 * @param props         Props.
 * @param props.page    Page number.
 * @param props.pending Products being added.
 * @param props.errors  Why an add failed, by product key.
 * @param props.onAdd   Adds a product to the cart.
 */
function LaterPage( { page, pending, errors, onAdd }: PageCardsProps ) {
	const { data, error, mutate } = useProducts( page );
	if ( error && ! data ) {
		return (
			<li>
				<Button variant="outline" onClick={ () => void mutate() }>
					{ __( 'Try again', 'playpal' ) }
				</Button>
			</li>
		);
	}
	if ( ! data ) {
		return <PlaceholderCards count={ 4 } />;
	}
	return (
		<>
			{ data.products.map( ( product ) => (
				<ProductCard
					key={ product.id }
					product={ product }
					adding={ pending.has( `product-${ product.id }` ) }
					addError={ errors.get( `product-${ product.id }` ) }
					onAdd={ onAdd }
				/>
			) ) }
		</>
	);
}

function Catalogue() {
	const { data, error, mutate } = useProducts( 1 );
	return (
		<LoadState
			data={ data }
			error={ error }
			onRetry={ () => void mutate() }
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
			failed={ { title: __( 'The shop didn’t load', 'playpal' ) } }
			isEmpty={ ( first ) => first.products.length === 0 }
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
			{ ( first ) => <CatalogueContent data={ first } /> }
		</LoadState>
	);
}

/**
 * The cards of the first page, the later pages asked for, and "Load more".
 *
 * @param props      Props.
 * @param props.data The first page.
 */
function CatalogueContent( { data }: { data: ProductsPage } ) {
	const { add, pending, errors } = useCartActions();
	const { openCart } = useCartSheet();
	const [ pages, setPages ] = useState( 1 );

	const onAdd = async ( product: StoreProduct ) => {
		if ( await add( product ) ) {
			openCart();
		}
	};

	const shown = Math.min( data.total, pages * SHOP_PAGE_SIZE );
	// The first picture on the screen is its largest paint: only it loads at high priority.
	const firstImage = data.products.findIndex(
		( product ) => product.images.length > 0
	);
	return (
		<>
			<Grid aria-label={ __( 'Play kits', 'playpal' ) }>
				{ data.products.map( ( product, index ) => (
					<ProductCard
						key={ product.id }
						product={ product }
						adding={ pending.has( `product-${ product.id }` ) }
						addError={ errors.get( `product-${ product.id }` ) }
						onAdd={ onAdd }
						eager={ index < 4 }
						priority={ index === firstImage }
					/>
				) ) }
				{ Array.from( { length: pages - 1 }, ( _, index ) => (
					<LaterPage
						key={ index + 2 }
						page={ index + 2 }
						pending={ pending }
						errors={ errors }
						onAdd={ onAdd }
					/>
				) ) }
			</Grid>
			{ data.totalPages > 1 && (
				<More>
					<span>
						{ sprintf(
							/* translators: 1: kits shown, 2: kits in the shop. */
							__( 'Showing %1$d of %2$d play kits', 'playpal' ),
							shown,
							data.total
						) }
					</span>
					{ pages < data.totalPages && (
						<Button
							variant="secondary"
							onClick={ () => setPages( ( value ) => value + 1 ) }
						>
							{ __( 'Load more play kits', 'playpal' ) }
						</Button>
					) }
				</More>
			) }
		</>
	);
}

export function ShopScreen() {
	const { pathname } = useLocation();
	const { openCart } = useCartSheet();
	const storeOpen = isStoreOpen();

	useDocumentHead( {
		title: pageTitle( __( 'Shop', 'playpal' ) ),
		description: __(
			'Printable play kits for little adventurers: download, print and play today.',
			'playpal'
		),
		canonicalPath: pathname,
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
			{ storeOpen ? <Catalogue /> : <ShopClosed /> }
		</Page>
	);
}

export default ShopScreen;
