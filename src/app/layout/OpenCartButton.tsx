/**
 * A Cart button that opens the cart side sheet, for screens outside the shop
 * (the Blog). The app composes it into those screens so features never
 * import each other.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Button } from '../../components';
import { CartCountBadge } from '../../features/shop';
import { useCartSheet } from '../../lib/cart-sheet';
import { CartIcon } from './icons';

export function OpenCartButton() {
	const { openCart } = useCartSheet();
	return (
		<Button variant="outline" onClick={ openCart } aria-haspopup="dialog">
			<CartIcon />
			{ __( 'Cart', 'playpal' ) }
			<CartCountBadge />
		</Button>
	);
}

export default OpenCartButton;
