/**
 * The cart side sheet (SPEC §2, §4): title "Cart"; "Loading...", "Your cart
 * is empty", or lines with thumbnail, name, Qty, minus, plus and Remove;
 * a Checkout link to /checkout. Opening it loads the cart unless the page
 * has it already; every change goes to the server and the sheet shows the
 * cart the server answers with.
 *
 * Loaded on first open (its own chunk), so pages that never open it do not
 * download it.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import {
	Button,
	ButtonLink,
	Sheet,
	SheetContent,
	SheetDescription,
	SheetFooter,
	SheetHeader,
	SheetTitle,
} from '../../../components';
import { useCart } from '../api/get-cart';
import { isStoreOpen } from '../api/store-open';
import { useCartActions } from '../hooks/use-cart-actions';
import { formatMoney } from '../../../lib/format';
import { CartItemRow, CartList } from './CartItemRow';
import { GoneLineNotes } from './CartWriteNote';

const Body = styled.div`
	flex: 1;
	overflow-y: auto;
	margin: 0 -0.25rem;
	padding: 0 0.25rem;
`;

const Message = styled.p`
	margin: 2rem 0;
	color: var( --pp-color-muted-foreground );
	text-align: center;
`;

const Footer = styled( SheetFooter )`
	display: flex;
	flex-direction: column;
	gap: 0.75rem;
	padding-top: 1rem;
	border-top: 1px solid var( --pp-color-border );

	a {
		width: 100%;
	}
`;

const Total = styled.p`
	display: flex;
	justify-content: space-between;
	margin: 0;
	font-weight: 700;
`;

const Panel = styled( SheetContent )`
	display: flex;
	flex-direction: column;
	gap: 1rem;
`;

export interface CartSheetProps {
	open: boolean;
	onOpenChange: ( open: boolean ) => void;
}

export function CartSheet( { open, onOpenChange }: CartSheetProps ) {
	const storeOpen = isStoreOpen();
	const { data: cart, error, mutate } = useCart();
	const { setQuantity, remove, pending, errors } = useCartActions();

	// Opening the sheet loads the cart (SPEC §4) when the page does not have
	// it yet: the sheet mounts on first open, and useCart asks then (sharing
	// a request already on its way). A cart the page has is shown as it is;
	// after a failed load, "Try again" asks again.

	const close = () => onOpenChange( false );
	const count = cart?.items_count ?? 0;

	let body;
	if ( ! storeOpen ) {
		body = (
			<Message>{ __( 'The shop is not open yet', 'playpal' ) }</Message>
		);
	} else if ( ! cart && error ) {
		body = (
			<Message role="alert">
				{ __( 'We couldn’t load your cart.', 'playpal' ) }{ ' ' }
				<Button variant="link" onClick={ () => void mutate() }>
					{ __( 'Try again', 'playpal' ) }
				</Button>
			</Message>
		);
	} else if ( ! cart ) {
		body = (
			// eslint-disable-next-line @wordpress/i18n-ellipsis -- The spec's exact text (SPEC §2).
			<Message role="status">{ __( 'Loading...', 'playpal' ) }</Message>
		);
	} else if ( cart.items.length === 0 ) {
		body = (
			<>
				{ /* A change to the last line that found it gone still says so. */ }
				<GoneLineNotes errors={ errors } items={ [] } />
				<Message>{ __( 'Your cart is empty', 'playpal' ) }</Message>
			</>
		);
	} else {
		body = (
			<>
				<GoneLineNotes errors={ errors } items={ cart.items } />
				<CartList>
					{ cart.items.map( ( item ) => (
						<CartItemRow
							key={ item.key }
							item={ item }
							adjustable
							busy={ pending.has( item.key ) }
							error={ errors.get( item.key ) }
							onQuantity={ ( line, quantity ) =>
								void setQuantity( line, quantity )
							}
							onRemove={ ( line ) => void remove( line ) }
						/>
					) ) }
				</CartList>
			</>
		);
	}

	return (
		<Sheet open={ open } onOpenChange={ onOpenChange }>
			<Panel side="right" data-testid="cart-sheet">
				<SheetHeader>
					<SheetTitle>{ __( 'Cart', 'playpal' ) }</SheetTitle>
					<SheetDescription>
						{ cart
							? sprintf(
									/* translators: %d: number of items. */
									_n(
										'%d item',
										'%d items',
										count,
										'playpal'
									),
									count
								)
							: __( 'Your printable play kits.', 'playpal' ) }
					</SheetDescription>
				</SheetHeader>
				<Body>{ body }</Body>
				{ cart && cart.items.length > 0 && (
					<Footer>
						<Total>
							<span>{ __( 'Total', 'playpal' ) }</span>
							<span data-testid="cart-total">
								{ formatMoney(
									cart.totals.total_price,
									cart.totals
								) }
							</span>
						</Total>
						<ButtonLink
							as={ Link }
							to="/checkout"
							onClick={ close }
						>
							{ __( 'Checkout', 'playpal' ) }
						</ButtonLink>
						<ButtonLink
							as={ Link }
							to="/cart"
							variant="outline"
							onClick={ close }
						>
							{ __( 'View cart', 'playpal' ) }
						</ButtonLink>
					</Footer>
				) }
			</Panel>
		</Sheet>
	);
}

export default CartSheet;
