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
import { ButtonLink, Empty } from '../../../components';

export function ShopClosed() {
	return (
		<Empty
			role="status"
			data-testid="shop-closed"
			title={ __( 'The shop is not open yet', 'playpal' ) }
			message={ __(
				'We’re still stocking the shelves with printable play kits. Please check back soon!',
				'playpal'
			) }
		>
			<p>
				<ButtonLink as={ Link } to="/" variant="outline">
					{ __( 'Return to Home', 'playpal' ) }
				</ButtonLink>
			</p>
		</Empty>
	);
}

export default ShopClosed;
