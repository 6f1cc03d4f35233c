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
import { Button, ButtonLink } from '../../components';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { useCart } from './api/get-cart';
import { isStoreOpen } from './api/store-open';
import { CartItemRow, CartList } from './components/CartItemRow';
import { Notice, Page, PageHeader } from './components/layout';
import { ShopClosed } from './components/ShopClosed';
import { useCartActions } from './hooks/use-cart-actions';
import { formatMoney } from '../../lib/format';

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
	const { data: cart, error, mutate } = useCart();
	const { remove, pending } = useCartActions();

	if ( ! cart && error ) {
		return (
			<Notice role="alert">
				<h2>{ __( 'We couldn’t load your cart.', 'playpal' ) }</h2>
				<p>
					<Button onClick={ () => void mutate() }>
						{ __( 'Try again', 'playpal' ) }
					</Button>
				</p>
			</Notice>
		);
	}
	if ( ! cart ) {
		return (
			<Notice role="status" aria-busy="true">
				<p>
					{
						// eslint-disable-next-line @wordpress/i18n-ellipsis -- The spec's exact text (SPEC §2).
						__( 'Loading...', 'playpal' )
					}
				</p>
			</Notice>
		);
	}
	if ( cart.items.length === 0 ) {
		return (
			<Notice data-testid="cart-empty">
				<p>{ __( 'Your cart is empty.', 'playpal' ) }</p>
				<p>
					<ButtonLink as={ Link } to="/shop">
						{ __( 'Browse the shop', 'playpal' ) }
					</ButtonLink>
				</p>
			</Notice>
		);
	}
	return (
		<Layout>
			<CartList aria-label={ __( 'Items in your cart', 'playpal' ) }>
				{ cart.items.map( ( item ) => (
					<CartItemRow
						key={ item.key }
						item={ item }
						busy={ pending.has( item.key ) }
						onRemove={ ( line ) => void remove( line ) }
					/>
				) ) }
			</CartList>
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
