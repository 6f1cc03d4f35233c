/**
 * The site's navigation links (SPEC §2, Home), shared by header and footer.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

export interface NavLinkItem {
	to: string;
	label: string;
	/** Only active on an exact match (for `/`). */
	end?: boolean;
}

export interface NavLinkGroup {
	title: string;
	links: NavLinkItem[];
}

/**
 * Every link in header order. A function, so labels are translated at render
 * time.
 */
export function getNavLinks(): NavLinkItem[] {
	return [
		{ to: '/', label: __( 'Home', 'playpal' ), end: true },
		{ to: '/blog', label: __( 'Blog', 'playpal' ) },
		{ to: '/forum', label: __( 'The PlayBoard', 'playpal' ) },
		{ to: '/play-ideas', label: __( 'Play Ideas', 'playpal' ) },
		{ to: '/products', label: __( 'Products', 'playpal' ) },
		{ to: '/shop', label: __( 'Shop', 'playpal' ) },
		{ to: '/about', label: __( 'About', 'playpal' ) },
		{ to: '/member-portal', label: __( 'Member Portal', 'playpal' ) },
		{ to: '/cart', label: __( 'Cart', 'playpal' ) },
		{ to: '/checkout', label: __( 'Checkout', 'playpal' ) },
		{
			to: '/create-it-forward',
			label: __( 'Create It Forward', 'playpal' ),
		},
		{ to: '/appadoo-portal', label: __( 'Appadoo Portal', 'playpal' ) },
	];
}

/**
 * The same links grouped for the footer.
 */
export function getFooterLinkGroups(): NavLinkGroup[] {
	const byPath = new Map(
		getNavLinks().map( ( link ) => [ link.to, link ] )
	);
	const pick = ( ...paths: string[] ) =>
		paths.flatMap( ( path ) => {
			const link = byPath.get( path );
			return link ? [ link ] : [];
		} );
	return [
		{
			title: __( 'Shop', 'playpal' ),
			links: pick( '/shop', '/products', '/cart', '/checkout' ),
		},
		{
			title: __( 'Play & Learn', 'playpal' ),
			links: pick( '/', '/blog', '/play-ideas', '/forum' ),
		},
		{
			title: __( 'PlayPal', 'playpal' ),
			links: pick(
				'/about',
				'/member-portal',
				'/create-it-forward',
				'/appadoo-portal'
			),
		},
	];
}
