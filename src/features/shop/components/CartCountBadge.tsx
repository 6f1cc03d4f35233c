/**
 * The number of items in the cart, for Cart buttons (nothing when the cart
 * is empty, unknown, or the shop is closed). On first render it reads the
 * cart the shell embedded, so it costs no request.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

/**
 * WordPress dependencies
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { useCart } from '../api/get-cart';
import { VisuallyHidden } from '../../../components';

const Count = styled.span`
	display: inline-flex;
	align-items: center;
	justify-content: center;
	min-width: 1.25rem;
	height: 1.25rem;
	padding: 0 0.375rem;
	border-radius: 999px;
	background: var( --pp-color-primary );
	color: var( --pp-color-primary-foreground );
	font-size: 0.75rem;
	font-weight: 700;
	line-height: 1;
`;

export function CartCountBadge() {
	const { data: cart } = useCart();
	const count = cart?.items_count ?? 0;
	if ( count < 1 ) {
		return null;
	}
	return (
		<>
			<Count aria-hidden="true" data-testid="cart-count">
				{ count > 99 ? '99+' : count }
			</Count>
			<VisuallyHidden>
				{ sprintf(
					/* translators: %d: number of items in the cart. */
					_n( '%d item', '%d items', count, 'playpal' ),
					count
				) }
			</VisuallyHidden>
		</>
	);
}

export default CartCountBadge;
