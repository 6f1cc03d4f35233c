/**
 * The Subscription tab (SPEC §2): for a signed-in person first their own
 * memberships (MembershipStatus: state, last day, Renew/Upgrade links), then
 * a VIP benefits banner for non-VIP people (linking to the VIP Library Card
 * product when this site sells one),
 * the notice that Create It Forward products are sold separately, six filter
 * buttons and product cards. Cards come from the store; where the store has
 * none for a filter (or no store), the spec's sample pricing (§9) stands in,
 * labelled as samples. Buy buttons appear only with the member_payments flag.
 */

/**
 * External dependencies
 */
import { useState } from 'react';

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import {
	Badge,
	Button,
	ButtonLink,
	Card,
	Grid,
	Muted,
	Notice,
	Row,
} from '../../../components';
import { getConfig } from '../../../lib/config';
import {
	productPath,
	useMembershipProducts,
} from '../../../lib/membership-products';
import { useStoreProducts } from '../api/get-store-products';
import { formatDollars, formatMoney, US_DOLLARS } from '../../../lib/format';
import { sampleProducts } from '../sample-data';
import type { ProductFilter, StoreProduct, Tier } from '../types';
import { Section } from './layout';
import { MembershipStatus, type MembershipFacts } from './MembershipStatus';

function filterLabels(): Record< ProductFilter, string > {
	return {
		subscriptions: __( 'Subscriptions', 'playpal' ),
		all: __( 'All Products', 'playpal' ),
		'core-library': __( 'Core Library', 'playpal' ),
		premium: __( 'Premium Content', 'playpal' ),
		'individual-appadoos': __( 'Individual Appadoos', 'playpal' ),
		'create-it-forward': __( 'Create It Forward', 'playpal' ),
	};
}

const FILTERS: ProductFilter[] = [
	'subscriptions',
	'all',
	'core-library',
	'premium',
	'individual-appadoos',
	'create-it-forward',
];

function storePrice( product: StoreProduct ): string {
	// The Store API sends the currency's fields beside the price; US dollars fill any it leaves out.
	return formatMoney( product.prices.price, {
		...US_DOLLARS,
		...product.prices,
	} );
}

function stripHtml( html: string ): string {
	const element = document.createElement( 'div' );
	element.innerHTML = html;
	return element.textContent?.trim() ?? '';
}

/**
 * Store products for a filter: all of them under "All Products", otherwise
 * those in a category named like the filter.
 *
 * @param products Store products.
 * @param filter   Filter.
 * @param label    The filter's label.
 */
function storeProductsFor(
	products: StoreProduct[],
	filter: ProductFilter,
	label: string
): StoreProduct[] {
	if ( filter === 'all' ) {
		return products;
	}
	return products.filter( ( product ) =>
		( product.categories ?? [] ).some(
			( category ) =>
				category.slug === filter ||
				category.name.toLowerCase() === label.toLowerCase()
		)
	);
}

export function SubscriptionTab( {
	tier,
	membership,
}: {
	tier: Tier;
	/** The signed-in person's memberships (absent in the sample preview). */
	membership?: MembershipFacts;
} ) {
	const [ filter, setFilter ] = useState< ProductFilter >( 'subscriptions' );
	const vipProduct = useMembershipProducts().data?.vipLibraryCard ?? null;
	const labels = filterLabels();
	const payments = getConfig().flags.member_payments;
	const store = useStoreProducts();
	const fromStore = storeProductsFor(
		store.data ?? [],
		filter,
		labels[ filter ]
	);
	const samples = sampleProducts().filter(
		( product ) => filter === 'all' || product.category === filter
	);
	const useSamples = fromStore.length === 0;

	return (
		<Section aria-labelledby="member-subscription-heading">
			<h2 id="member-subscription-heading">
				{ __( 'Subscription & Store', 'playpal' ) }
			</h2>
			{ membership && <MembershipStatus facts={ membership } /> }
			{ tier !== 'vip' && (
				<Notice role="note">
					<div>
						<p>
							<strong>
								{ __( 'Become a VIP member', 'playpal' ) }
							</strong>
						</p>
						<p>
							{ __(
								'VIP from $24.99/month: the core library and basic Appadoos free, discounts on premium items and unlimited downloads.',
								'playpal'
							) }
						</p>
						{ vipProduct && (
							<p>
								<ButtonLink
									as={ Link }
									to={ productPath( vipProduct ) }
									size="sm"
								>
									{ __(
										'Get the VIP Library Card',
										'playpal'
									) }
								</ButtonLink>
							</p>
						) }
					</div>
				</Notice>
			) }
			<Notice role="note">
				<p>
					{ __(
						'Create It Forward products are sold separately and are not included in the VIP Library Card membership.',
						'playpal'
					) }
				</p>
			</Notice>
			<Row role="group" aria-label={ __( 'Product filters', 'playpal' ) }>
				{ FILTERS.map( ( key ) => (
					<Button
						key={ key }
						size="sm"
						variant={ key === filter ? 'default' : 'outline' }
						aria-pressed={ key === filter }
						onClick={ () => setFilter( key ) }
					>
						{ labels[ key ] }
					</Button>
				) ) }
			</Row>
			{ useSamples && (
				<Muted>
					{ __(
						'Sample prices — these products are not on sale yet.',
						'playpal'
					) }
				</Muted>
			) }
			{ ! payments && ! useSamples && (
				<Muted>
					{ __(
						'Buying from the portal is coming soon — visit the shop.',
						'playpal'
					) }
				</Muted>
			) }
			<Grid aria-label={ __( 'Products', 'playpal' ) }>
				{ useSamples
					? samples.map( ( product ) => (
							<li key={ product.id }>
								<Card>
									<Row>
										<h3>{ product.name }</h3>
										<Badge variant="outline">
											{ __( 'Sample', 'playpal' ) }
										</Badge>
									</Row>
									<p>{ product.description }</p>
									<p>
										{ product.category === 'subscriptions'
											? sprintf(
													/* translators: %s: price. */
													__( '%s/month', 'playpal' ),
													formatDollars(
														product.price
													)
												)
											: formatDollars( product.price ) }
									</p>
									{ product.vipFree && (
										<p>
											{ __( 'Free for VIP', 'playpal' ) }
										</p>
									) }
									{ product.vipPrice !== null &&
										! product.vipFree && (
											<p>
												{ sprintf(
													/* translators: 1: VIP price, 2: discount percent. */
													__(
														'VIP price: %1$s (%2$d%% off)',
														'playpal'
													),
													formatDollars(
														product.vipPrice
													),
													product.discountPercent
												) }
											</p>
										) }
								</Card>
							</li>
						) )
					: fromStore.map( ( product ) => (
							<li key={ product.id }>
								<Card>
									<h3>{ product.name }</h3>
									<p>
										{ stripHtml(
											product.short_description
										) }
									</p>
									<p>{ storePrice( product ) }</p>
									{ payments && (
										<ButtonLink
											as={ Link }
											to={ `/product/${ encodeURIComponent(
												product.slug
											) }` }
											size="sm"
										>
											{ __( 'Buy', 'playpal' ) }
										</ButtonLink>
									) }
								</Card>
							</li>
						) ) }
			</Grid>
		</Section>
	);
}
