/**
 * /checkout: "Redirecting to checkout", then a full-page navigation to the
 * store's checkout page (WooCommerce renders it; its URL comes from the shell).
 *
 * When the checkout page itself lives at /checkout the server answers that
 * URL with WooCommerce's page, so the app only sees /checkout when reached
 * from inside the app. Should it ever be loaded directly at the checkout URL
 * (a misconfigured server), it offers a link instead of looping.
 */

/**
 * External dependencies
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ButtonLink, MessageBox, Page } from '../../components';
import { getConfig } from '../../lib/config';
import { pageTitle, useDocumentHead } from '../../lib/document-head';
import { isStoreOpen } from './api/store-open';
import { ShopClosed } from './components/ShopClosed';
import { leaveAppFor } from './utils/navigation';

function samePage( url: string ): boolean {
	try {
		const target = new URL( url, window.location.href );
		const trim = ( path: string ) => path.replace( /\/+$/, '' );
		return (
			target.origin === window.location.origin &&
			trim( target.pathname ) === trim( window.location.pathname )
		);
	} catch {
		return false;
	}
}

export function CheckoutScreen() {
	const { checkoutUrl } = getConfig();
	const storeOpen = isStoreOpen();
	const location = useLocation();
	// The first page of this visit is this one, at the checkout URL itself.
	const wouldLoop = location.key === 'default' && samePage( checkoutUrl );
	const redirecting = storeOpen && checkoutUrl !== '' && ! wouldLoop;

	useDocumentHead( {
		title: pageTitle( __( 'Checkout', 'playpal' ) ),
		description: __( 'Redirecting to checkout', 'playpal' ),
		canonicalPath: '/checkout',
		robots: 'noindex',
	} );

	useEffect( () => {
		if ( redirecting ) {
			leaveAppFor( checkoutUrl );
		}
	}, [ redirecting, checkoutUrl ] );

	if ( ! storeOpen ) {
		return (
			<Page>
				<ShopClosed />
			</Page>
		);
	}
	return (
		<Page>
			<MessageBox role="status" data-testid="checkout-redirect">
				<h2>
					{ checkoutUrl !== ''
						? __( 'Redirecting to checkout', 'playpal' )
						: __(
								'Checkout isn’t available right now',
								'playpal'
							) }
				</h2>
				{ checkoutUrl !== '' && (
					<p>
						<ButtonLink href={ checkoutUrl } variant="outline">
							{ __( 'Continue to checkout', 'playpal' ) }
						</ButtonLink>
					</p>
				) }
			</MessageBox>
		</Page>
	);
}

export default CheckoutScreen;
