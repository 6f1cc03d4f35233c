/**
 * The Create It Forward membership gate (SPEC §2) for everyone who is not an
 * active member: benefits, both prices (§9), the notice that these products
 * are separate from the VIP Library Card, a featured listings browser, Join
 * and Browse Creator Directory, and the static limited-time
 * bonus banner. Guests also get WordPress's sign-in, returning here.
 *
 * Join leads to the Creator Monthly and Creator Annual products when this
 * site sells them (pp/v1/membership-products; same tab, to buy); otherwise
 * to the spec's page in a new tab.
 */

/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import {
	Badge,
	ButtonLink,
	FigureTiles,
	Grid,
	Muted,
	Notice,
	Row,
} from '../../../components';
import { getConfig } from '../../../lib/config';
import { Link } from '../../../components/AppLink';
import {
	productPath,
	useMembershipProducts,
} from '../../../lib/membership-products';
import { signInUrl } from '../../../lib/login-url';
import { useDirectory } from '../api/get-directory';
import { Section } from './layout';
import { ListingCard } from './ListingCard';

/**
 * @param path A path of the app, e.g. `/member-portal`.
 */
function appUrl( path: string ): string {
	return `${ getConfig().basePath.replace( /\/$/, '' ) }${ path }`;
}

export function MembershipGate( { signedIn }: { signedIn: boolean } ) {
	const featured = useDirectory( { featured: true } );
	const products = useMembershipProducts();
	const monthly = products.data?.creatorMonthly ?? null;
	const annual = products.data?.creatorAnnual ?? null;
	// The spec's Join only once the answer says this site sells neither (or it failed): no flash of the wrong link.
	const fallbackJoin =
		( products.data !== undefined || products.error !== undefined ) &&
		! monthly &&
		! annual;
	const benefits = [
		__(
			'Sell your printable activities to families and educators',
			'playpal'
		),
		__( 'Keep 70% of every sale: a $5 pack earns you $3.50', 'playpal' ),
		__(
			'A listing in the Creator Directory, with 15% average conversion',
			'playpal'
		),
		__(
			'Creator dashboard: uploads, reviews, earnings and ranks',
			'playpal'
		),
		__(
			'All submissions are reviewed within 2–3 business days',
			'playpal'
		),
	];

	return (
		<>
			<Notice
				role="note"
				aria-label={ __( 'Limited-time bonus', 'playpal' ) }
			>
				<p>
					<strong>{ __( 'Limited-time bonus:', 'playpal' ) }</strong>{ ' ' }
					{ __(
						'your first month 50% off, and your first 3 submissions skip the review queue.',
						'playpal'
					) }
				</p>
				<Row>
					<Badge variant="destructive">
						{ __( 'Ends in 48 hours', 'playpal' ) }
					</Badge>
					<Badge variant="outline">
						{ __( 'Only 12 spots left', 'playpal' ) }
					</Badge>
				</Row>
			</Notice>

			<Section aria-labelledby="pp-gate-benefits">
				<h2 id="pp-gate-benefits">
					{ __( 'Become a Create It Forward member', 'playpal' ) }
				</h2>
				<ul>
					{ benefits.map( ( benefit ) => (
						<li key={ benefit }>{ benefit }</li>
					) ) }
				</ul>
				<FigureTiles
					aria-label={ __( 'Membership prices', 'playpal' ) }
				>
					<div>
						<dt>{ __( 'Creator Monthly', 'playpal' ) }</dt>
						<dd>{ __( '$29/month', 'playpal' ) }</dd>
					</div>
					<div>
						<dt>
							{ __(
								'Creator Annual: $23/month, save 20%',
								'playpal'
							) }
						</dt>
						<dd>{ __( '$279/year', 'playpal' ) }</dd>
					</div>
				</FigureTiles>
				<Notice role="note">
					<p>
						{ __(
							'Create It Forward products are separate from the VIP Library Card membership: they are not included in it, and VIP members get a discount on them.',
							'playpal'
						) }
					</p>
				</Notice>
				<Row>
					{ monthly && (
						<ButtonLink as={ Link } to={ productPath( monthly ) }>
							{ __( 'Join with Creator Monthly', 'playpal' ) }
						</ButtonLink>
					) }
					{ annual && (
						<ButtonLink as={ Link } to={ productPath( annual ) }>
							{ __( 'Join with Creator Annual', 'playpal' ) }
						</ButtonLink>
					) }
					{ fallbackJoin && (
						<ButtonLink
							href={ appUrl( '/member-portal' ) }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ __( 'Join Create It Forward', 'playpal' ) }
						</ButtonLink>
					) }
					<ButtonLink
						href={ `${ appUrl( '/create-it-forward' ) }#creator-directory` }
						target="_blank"
						rel="noopener noreferrer"
						variant="outline"
					>
						{ __( 'Browse Creator Directory', 'playpal' ) }
					</ButtonLink>
					{ ! signedIn && (
						<ButtonLink href={ signInUrl() } variant="ghost">
							{ __( 'Already a member? Sign in', 'playpal' ) }
						</ButtonLink>
					) }
				</Row>
			</Section>

			<Section aria-labelledby="pp-gate-featured">
				<h2 id="pp-gate-featured">
					{ __( 'Featured listings', 'playpal' ) }
				</h2>
				{ featured.data ? (
					<Grid aria-label={ __( 'Featured listings', 'playpal' ) }>
						{ featured.data.listings.map( ( listing ) => (
							<li key={ listing.id }>
								<ListingCard listing={ listing } />
							</li>
						) ) }
					</Grid>
				) : (
					<Muted role="status">
						{ featured.error
							? __(
									'The featured listings didn’t load.',
									'playpal'
								)
							: __( 'Loading listings…', 'playpal' ) }
					</Muted>
				) }
			</Section>
		</>
	);
}
