/**
 * "Your memberships" on the Subscription tab: the VIP Library Card and the
 * Create It Forward membership as the server knows them (pp/v1/me: active
 * or ended, the last day), with Renew / Upgrade / Join links to the products
 * that sell them on this site (pp/v1/membership-products).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Link } from '../../../components/AppLink';
import { Badge, ButtonLink, Card, Grid, Muted, Row } from '../../../components';
import { formatLongDate } from '../../../lib/format';
import {
	productPath,
	useMembershipProducts,
	type MembershipProduct,
} from '../../../lib/membership-products';
import type { SignedInMe } from '../types';

export type MembershipFacts = Pick<
	SignedInMe,
	'tier' | 'vipUntil' | 'member' | 'memberUntil' | 'memberPlan'
>;

/**
 * The state line of one membership.
 *
 * @param active Whether it runs now.
 * @param until  Its last day, or null.
 */
function stateText( active: boolean, until: string | null ): string {
	if ( active && until ) {
		return sprintf(
			/* translators: %s: a date, e.g. "December 27, 2026". */
			__( 'Active until %s', 'playpal' ),
			formatLongDate( until )
		);
	}
	if ( active ) {
		return __( 'Active, with no end date', 'playpal' );
	}
	if ( until ) {
		return sprintf(
			/* translators: %s: a date, e.g. "December 27, 2026". */
			__( 'Ended on %s', 'playpal' ),
			formatLongDate( until )
		);
	}
	return __( 'Not a member', 'playpal' );
}

function ProductLink( {
	product,
	label,
	variant,
}: {
	product: MembershipProduct;
	label: string;
	variant?: 'outline';
} ) {
	return (
		<ButtonLink
			as={ Link }
			to={ productPath( product ) }
			size="sm"
			variant={ variant }
		>
			{ label }
		</ButtonLink>
	);
}

export function MembershipStatus( { facts }: { facts: MembershipFacts } ) {
	const products = useMembershipProducts();
	const vip = products.data?.vipLibraryCard ?? null;
	const monthly = products.data?.creatorMonthly ?? null;
	const annual = products.data?.creatorAnnual ?? null;
	const vipActive = facts.tier === 'vip';
	const hadVip = vipActive || facts.vipUntil !== null;
	const hadCreator = facts.member || facts.memberUntil !== null;
	const planNames = {
		creator_monthly: __( 'Creator Monthly', 'playpal' ),
		creator_annual: __( 'Creator Annual', 'playpal' ),
	};
	const planName = facts.memberPlan ? planNames[ facts.memberPlan ] : '';

	const creatorLinks = () => {
		if ( facts.member && facts.memberPlan === 'creator_monthly' ) {
			return (
				<>
					{ monthly && (
						<ProductLink
							product={ monthly }
							label={ __( 'Renew Creator Monthly', 'playpal' ) }
						/>
					) }
					{ annual && (
						<ProductLink
							product={ annual }
							label={ __(
								'Upgrade to Creator Annual',
								'playpal'
							) }
							variant="outline"
						/>
					) }
				</>
			);
		}
		const verb = hadCreator
			? /* translators: %s: a membership product, e.g. "Creator Annual". */
				__( 'Renew with %s', 'playpal' )
			: /* translators: %s: a membership product, e.g. "Creator Annual". */
				__( 'Join with %s', 'playpal' );
		return (
			<>
				{ annual && (
					<ProductLink
						product={ annual }
						label={ sprintf(
							verb,
							__( 'Creator Annual', 'playpal' )
						) }
					/>
				) }
				{ monthly && (
					<ProductLink
						product={ monthly }
						label={ sprintf(
							verb,
							__( 'Creator Monthly', 'playpal' )
						) }
						variant="outline"
					/>
				) }
			</>
		);
	};

	return (
		<section aria-labelledby="member-memberships-heading">
			<h3 id="member-memberships-heading">
				{ __( 'Your memberships', 'playpal' ) }
			</h3>
			<Grid aria-label={ __( 'Your memberships', 'playpal' ) }>
				<li>
					<Card data-testid="membership-vip">
						<Row>
							<h4>{ __( 'VIP Library Card', 'playpal' ) }</h4>
							<Badge
								variant={ vipActive ? 'default' : 'outline' }
							>
								{ vipActive
									? __( 'Active', 'playpal' )
									: __( 'Inactive', 'playpal' ) }
							</Badge>
						</Row>
						<p>{ stateText( vipActive, facts.vipUntil ) }</p>
						{ vip && (
							<Row>
								<ProductLink
									product={ vip }
									label={
										hadVip
											? __(
													'Renew the VIP Library Card',
													'playpal'
												)
											: __(
													'Get the VIP Library Card',
													'playpal'
												)
									}
								/>
							</Row>
						) }
					</Card>
				</li>
				<li>
					<Card data-testid="membership-creator">
						<Row>
							<h4>{ __( 'Create It Forward', 'playpal' ) }</h4>
							<Badge
								variant={ facts.member ? 'default' : 'outline' }
							>
								{ facts.member
									? __( 'Active', 'playpal' )
									: __( 'Inactive', 'playpal' ) }
							</Badge>
						</Row>
						<p>
							{ stateText( facts.member, facts.memberUntil ) }
							{ planName && ` (${ planName })` }
						</p>
						{ ( monthly || annual ) && (
							<Row>{ creatorLinks() }</Row>
						) }
					</Card>
				</li>
			</Grid>
			{ products.error && (
				<Muted role="status">
					{ __(
						'The membership products didn’t load: visit the shop to renew.',
						'playpal'
					) }
				</Muted>
			) }
		</section>
	);
}
