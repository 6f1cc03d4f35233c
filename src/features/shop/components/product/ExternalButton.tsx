/**
 * An external (affiliate) product's button: the product's own text
 * (`add_to_cart.text`, "Buy on the WordPress swag store!") linking to its
 * URL, marked for assistive technology as leaving the site. It never adds
 * to the cart. Nothing shows when the store gave no web address.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { ButtonLink, VisuallyHidden } from '../../../../components';
import type { Size } from '../../../../components';
import { htmlToText } from '../../../../lib/html-text';
import type { StoreProduct } from '../../types';

/**
 * The product's web address when it is one a link may follow (http or https).
 *
 * @param url The store's `add_to_cart.url`.
 */
export function externalUrl( url: string | undefined ): string | null {
	try {
		// The Store API sends the address as HTML ("&" as "&#038;"): read as
		// text first, or "?ref=pp&#038;utm=x" would lose all after "#".
		const parsed = new URL( htmlToText( url ?? '' ) );
		return parsed.protocol === 'https:' || parsed.protocol === 'http:'
			? parsed.href
			: null;
	} catch {
		return null;
	}
}

/**
 * The link's hidden words after its text: " WordPress Pennant (opens
 * another website)", one text node (the printed card says the same,
 * Product_Fields::external_hint).
 *
 * @param name The product's name, on a card where several links may read alike.
 */
export function externalHint( name?: string ): string {
	return name
		? ' ' +
				sprintf(
					/* translators: %s: product name. */
					__( '%s (opens another website)', 'playpal' ),
					name
				)
		: ' ' + __( '(opens another website)', 'playpal' );
}

export interface ExternalButtonProps {
	product: Pick< StoreProduct, 'name' | 'add_to_cart' >;
	size?: Size;
	/** Say the product's name too (a card). */
	named?: boolean;
}

export function ExternalButton( {
	product,
	size,
	named = false,
}: ExternalButtonProps ) {
	const href = externalUrl( product.add_to_cart?.url );
	if ( ! href ) {
		return null;
	}
	const text =
		htmlToText( product.add_to_cart?.text ?? '' ) ||
		__( 'Buy product', 'playpal' );
	return (
		<ButtonLink
			href={ href }
			rel="noopener noreferrer external"
			size={ size }
			data-testid="external-link"
		>
			{ text }
			<VisuallyHidden>
				{ externalHint(
					named ? htmlToText( product.name ) : undefined
				) }
			</VisuallyHidden>
		</ButtonLink>
	);
}
