/**
 * A discovery product's details in the kit's Dialog: focus moves in and is
 * trapped there, Escape or the close button closes it, and focus returns to
 * the button that opened it.
 */

/**
 * External dependencies
 */
import styled from 'styled-components';

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
	Dialog,
	DialogContent,
	DialogDescription,
	DialogFooter,
	DialogHeader,
	DialogTitle,
	DialogTrigger,
} from '../../../components';
import { MetaRow } from '../components/layout';
import { formatCount, formatDollars } from '../../../lib/format';
import type { DiscoveryProduct } from '../types';

const Body = styled.div`
	display: grid;
	gap: 1rem;
	font-size: 0.9375rem;

	h3 {
		margin: 0 0 0.25rem;
		font-size: 0.9375rem;
	}

	ul {
		margin: 0;
		padding-left: 1.25rem;
	}

	p {
		margin: 0;
	}
`;

const Tags = styled.div`
	display: flex;
	flex-wrap: wrap;
	gap: 0.375rem;
`;

const Urgency = styled.p`
	&& {
		padding: 0.5rem 0.75rem;
		border-radius: var( --pp-radius );
		background: var( --pp-color-accent );
		color: var( --pp-color-accent-foreground );
	}
`;

/**
 * "Rated 4.9 out of 5 · 3,420 downloads".
 *
 * @param product Product.
 */
export function ratingLine( product: DiscoveryProduct ): string {
	return sprintf(
		/* translators: 1: average rating, 2: number of downloads. */
		__( 'Rated %1$s out of 5 · %2$s downloads', 'playpal' ),
		product.rating.toFixed( 1 ),
		formatCount( product.downloads )
	);
}

export function ProductDetailDialog( {
	product,
}: {
	product: DiscoveryProduct;
} ) {
	const copy = product.funnel_copy;
	return (
		<Dialog>
			<DialogTrigger asChild>
				<Button variant="outline" size="sm">
					{ sprintf(
						/* translators: %s: product name. */
						__( 'View details of %s', 'playpal' ),
						product.name
					) }
				</Button>
			</DialogTrigger>
			<DialogContent>
				<DialogHeader>
					<DialogTitle>{ product.name }</DialogTitle>
					<DialogDescription>
						{ copy.headline || product.description }
					</DialogDescription>
				</DialogHeader>
				<Body>
					{ copy.subheadline && <p>{ copy.subheadline }</p> }
					<MetaRow>
						<strong>{ formatDollars( product.price ) }</strong>
						<span>{ ratingLine( product ) }</span>
					</MetaRow>
					{ product.smart_tags.length > 0 && (
						<Tags>
							{ product.smart_tags.map( ( tag ) => (
								<Badge key={ tag.id } variant="secondary">
									{ tag.name }
								</Badge>
							) ) }
						</Tags>
					) }
					{ copy.bullets.length > 0 && (
						<section>
							<h3>{ __( 'What’s inside', 'playpal' ) }</h3>
							<ul>
								{ copy.bullets.map( ( bullet, index ) => (
									<li key={ index }>{ bullet }</li>
								) ) }
							</ul>
						</section>
					) }
					{ product.outcome_promises.length > 0 && (
						<section>
							<h3>
								{ __( 'What your child gains', 'playpal' ) }
							</h3>
							<ul>
								{ product.outcome_promises.map(
									( promise, index ) => (
										<li key={ index }>{ promise }</li>
									)
								) }
							</ul>
						</section>
					) }
					{ product.emotional_hooks.map( ( hook, index ) => (
						<p key={ index }>
							<em>{ hook }</em>
						</p>
					) ) }
					{ copy.urgency_text && (
						<Urgency>{ copy.urgency_text }</Urgency>
					) }
					{ copy.social_proof && <p>{ copy.social_proof }</p> }
				</Body>
				<DialogFooter>
					<ButtonLink as={ Link } to="/shop">
						{ copy.cta_primary ||
							__( 'Visit the shop', 'playpal' ) }
					</ButtonLink>
				</DialogFooter>
			</DialogContent>
		</Dialog>
	);
}
