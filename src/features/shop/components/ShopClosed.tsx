/**
 * Shown by the shop, product and cart screens when no WooCommerce store is
 * active (the site owner sees how to fix it in wp-admin).
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import { ButtonLink, MessageBox } from '../../../components';

export function ShopClosed() {
	return (
		<MessageBox role="status" data-testid="shop-closed">
			<h2>{ __( 'The shop is not open yet', 'playpal' ) }</h2>
			<p>
				{ __(
					'We’re still stocking the shelves with printable play kits. Please check back soon!',
					'playpal'
				) }
			</p>
			<p>
				<ButtonLink as={ Link } to="/" variant="outline">
					{ __( 'Return to Home', 'playpal' ) }
				</ButtonLink>
			</p>
		</MessageBox>
	);
}

export default ShopClosed;
