/**
 * HTML the store renders (price_html, descriptions), shown as the store
 * wrote it. WooCommerce's markup uses `.screen-reader-text` for sale-price
 * announcements; the theme's styles are off in the app, so it is hidden here.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

const Html = styled.div`
	.screen-reader-text {
		position: absolute;
		width: 1px;
		height: 1px;
		overflow: hidden;
		clip: rect( 0 0 0 0 );
		white-space: nowrap;
	}

	del {
		margin-right: 0.375rem;
		color: var( --pp-color-muted-foreground );
		font-weight: 400;
	}

	ins {
		text-decoration: none;
	}

	img {
		max-width: 100%;
		height: auto;
	}
`;

export interface StoreHtmlProps {
	html: string;
	as?: 'div' | 'span';
	className?: string;
	'data-testid'?: string;
}

export function StoreHtml( { html, as = 'div', ...props }: StoreHtmlProps ) {
	return (
		<Html
			as={ as }
			{ ...props }
			// Markup from the site's own store (WooCommerce escapes and filters it).
			dangerouslySetInnerHTML={ { __html: html } }
		/>
	);
}
