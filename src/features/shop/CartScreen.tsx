/**
 * The Cart page (/cart): lines with picture, name, quantity and Remove,
 * "Your cart is empty.", and a Checkout link to /checkout.
 */

/**
 * External dependencies
 */
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
	ButtonLink,
	Empty,
	LoadState,
	Page,
	PageHeader,
} from '../../components';
import { loadStateOf } from '../../lib/load-state';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { formatMoney } from '../../lib/format';
import { useCart } from './api/get-cart';
import { isStoreOpen } from './api/store-open';
import { CartItemRow, CartList } from './components/CartItemRow';
import { GoneLineNotes } from './components/CartWriteNote';
import { ShopClosed } from './components/ShopClosed';
import { useCartActions } from './hooks/use-cart-actions';
import type { CartActions } from './hooks/use-cart-actions';
import type { StoreCart } from './types';

const Layout = styled.div`
	display: grid;
	gap: 2rem;
	align-items: start;

	@media ( min-width: 56rem ) {
		grid-template-columns: minmax( 0, 2fr ) minmax( 16rem, 1fr );
	}
`;

const Summary = styled.aside`
	display: flex;
	flex-direction: column;
	gap: 1rem;
	padding: 1.5rem;
	border: 1px solid var( --pp-color-border );
	border-radius: calc( var( --pp-radius ) * 2 );
	background: var( --pp-color-card );

	h2 {
		margin: 0;
		font-family: var( --pp-font-heading );
		font-size: 1.25rem;
	}

	p {
		display: flex;
		justify-content: space-between;
		margin: 0;
		font-weight: 700;
	}

	a {
		width: 100%;
	}
`;

function CartContents() {
	const request = useCart();
	// Held here, above the lines, so a failure survives the last line going
	// (a 409 that empties the cart still says what happened).
	const actions = useCartActions();
	return (
		<LoadState
			{ ...loadStateOf( request ) }
			loading={
				// eslint-disable-next-line @wordpress/i18n-ellipsis -- The spec's exact text (SPEC §2).
				__( 'Loading...', 'playpal' )
			}
			failed={ {
				title: __( 'We couldn’t load your cart.', 'playpal' ),
				message: null,
			} }
			isEmpty={ ( cart ) => cart.items.length === 0 }
			empty={
				<Empty
					data-testid="cart-empty"
					message={ __( 'Your cart is empty.', 'playpal' ) }
				>
					<GoneLineNotes errors={ actions.errors } items={ [] } />
					<p>
						<ButtonLink as={ Link } to="/shop">
							{ __( 'Browse the shop', 'playpal' ) }
						</ButtonLink>
					</p>
				</Empty>
			}
		>
			{ ( cart ) => <CartLines cart={ cart } actions={ actions } /> }
		</LoadState>
	);
}

/**
 * The lines of a cart that holds something, and its summary.
 *
 * @param props         Props.
 * @param props.cart    The cart.
 * @param props.actions The cart actions of the page.
 */
function CartLines( {
	cart,
	actions,
}: {
	cart: StoreCart;
	actions: CartActions;
} ) {
	const { remove, pending, errors } = actions;
	return (
		<Layout>
			<div>
				<GoneLineNotes errors={ errors } items={ cart.items } />
				<CartList aria-label={ __( 'Items in your cart', 'playpal' ) }>
					{ cart.items.map( ( item ) => (
						<CartItemRow
							key={ item.key }
							item={ item }
							busy={ pending.has( item.key ) }
							error={ errors.get( item.key ) }
							onRemove={ ( line ) => void remove( line ) }
						/>
					) ) }
				</CartList>
			</div>
			<Summary>
				<h2>{ __( 'Order summary', 'playpal' ) }</h2>
				<p>
					<span>
						{ sprintf(
							/* translators: %d: number of items. */
							__( 'Total (%d)', 'playpal' ),
							cart.items_count
						) }
					</span>
					<span data-testid="cart-total">
						{ formatMoney( cart.totals.total_price, cart.totals ) }
					</span>
				</p>
				<ButtonLink as={ Link } to="/checkout" size="lg">
					{ __( 'Checkout', 'playpal' ) }
				</ButtonLink>
				<ButtonLink as={ Link } to="/shop" variant="outline">
					{ __( 'Keep shopping', 'playpal' ) }
				</ButtonLink>
			</Summary>
		</Layout>
	);
}

export function CartScreen() {
	useDocumentHead( {
		title: pageTitle( __( 'Cart', 'playpal' ) ),
		description: __( 'The play kits in your cart.', 'playpal' ),
		canonicalPath: '/cart',
		robots: 'noindex',
	} );

	return (
		<Page>
			<PageHeader>
				<div>
					<h1>{ __( 'Your Cart', 'playpal' ) }</h1>
				</div>
			</PageHeader>
			{ isStoreOpen() ? <CartContents /> : <ShopClosed /> }
		</Page>
	);
}

export default CartScreen;
