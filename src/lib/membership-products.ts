/**
 * GET pp/v1/membership-products: the products that sell the VIP Library Card,
 * Creator Monthly and Creator Annual on this site (site owners mark them in
 * wp-admin). The member portal's Renew/Upgrade links and the Create It
 * Forward gate's Join buttons point at them; a missing one (null, or the
 * request failed) sends those screens to their fallback.
 */

/**
 * External dependencies
 */
import useSWR from 'swr';

/**
 * Internal dependencies
 */
import { request } from './api-client';
import { isMoney, type Money } from './money';

export const MEMBERSHIP_PRODUCTS_PATH = '/pp/v1/membership-products';

export type MembershipPlan =
	'vipLibraryCard' | 'creatorMonthly' | 'creatorAnnual';

export interface MembershipProduct {
	id: number;
	name: string;
	slug: string;
	/** How long one bought unit lasts. */
	days: number;
	/** The price in the store's currency (minor units); null when the product has none. */
	price: Money | null;
}

export type MembershipProducts = Record<
	MembershipPlan,
	MembershipProduct | null
>;

const PLANS: MembershipPlan[] = [
	'vipLibraryCard',
	'creatorMonthly',
	'creatorAnnual',
];

function product( value: unknown ): MembershipProduct | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const item = value as Record< string, unknown >;
	if ( typeof item.slug !== 'string' || item.slug === '' ) {
		return null;
	}
	return {
		id: Number( item.id ),
		name: typeof item.name === 'string' ? item.name : '',
		slug: item.slug,
		days: Number( item.days ),
		price: isMoney( item.price ) ? item.price : null,
	};
}

export async function getMembershipProducts(): Promise< MembershipProducts > {
	const body = await request< Record< string, unknown > >( {
		path: MEMBERSHIP_PRODUCTS_PATH,
	} );
	const found = {} as MembershipProducts;
	for ( const plan of PLANS ) {
		found[ plan ] = product( body?.[ plan ] );
	}
	return found;
}

/**
 * The membership products (undefined while loading or when the request failed).
 */
export function useMembershipProducts() {
	return useSWR( MEMBERSHIP_PRODUCTS_PATH, getMembershipProducts );
}

/**
 * The app's page of a product (`/product/<slug>`), relative to the app's base.
 *
 * @param item The product.
 */
export function productPath( item: MembershipProduct ): string {
	return `/product/${ encodeURIComponent( item.slug ) }`;
}
