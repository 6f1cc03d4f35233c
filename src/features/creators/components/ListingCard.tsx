/**
 * One directory listing (SPEC §3 Directory listing) with its View on
 * directory button, which opens the listing's page in a new tab.
 */

/**
 * External dependencies
 */
import { useId } from 'react';

/**
 * WordPress dependencies
 */
import { __, _n, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { Badge, ButtonLink, Card, Muted, Row } from '../../../components';
import { directoryCategoryLabel } from '../labels';
import { formatDollars } from '../../../lib/format';
import type { Listing } from '../types';
import { Thumb } from './layout';

export function ListingCard( { listing }: { listing: Listing } ) {
	// The same listing can show twice (featured and the full directory): ids stay unique.
	const headingId = useId();
	return (
		<Card as="article" aria-labelledby={ headingId }>
			{ listing.previewImages[ 0 ] && (
				<Thumb src={ listing.previewImages[ 0 ] } alt="" />
			) }
			<Row>
				<Badge variant="secondary">
					{ directoryCategoryLabel( listing.category ) }
				</Badge>
				{ listing.featured && (
					<Badge>{ __( 'Featured', 'playpal' ) }</Badge>
				) }
				{ listing.sample && (
					<Badge variant="outline">
						{ __( 'Sample', 'playpal' ) }
					</Badge>
				) }
			</Row>
			<h3 id={ headingId }>{ listing.title }</h3>
			<Muted>
				{ sprintf(
					/* translators: %s: creator's name. */
					__( 'by %s', 'playpal' ),
					listing.creatorName
				) }
			</Muted>
			<p>{ listing.description }</p>
			<Muted>
				{ sprintf(
					/* translators: 1: price, 2: average rating, 3: number of reviews, 4: downloads. */
					_n(
						'%1$s · ★ %2$s (%3$d review) · %4$s downloads',
						'%1$s · ★ %2$s (%3$d reviews) · %4$s downloads',
						listing.reviewCount,
						'playpal'
					),
					formatDollars( listing.price ),
					listing.rating.toFixed( 1 ),
					listing.reviewCount,
					listing.downloads.toLocaleString()
				) }
			</Muted>
			{ listing.tags.length > 0 && (
				<Row aria-label={ __( 'Tags', 'playpal' ) }>
					{ listing.tags.slice( 0, 3 ).map( ( tag ) => (
						<Badge key={ tag } variant="outline">
							{ tag }
						</Badge>
					) ) }
				</Row>
			) }
			{ listing.url && (
				<ButtonLink
					href={ listing.url }
					target="_blank"
					rel="noopener noreferrer"
					variant="outline"
					size="sm"
					// The visible text first, so the name holds it (WCAG 2.5.3).
					aria-label={ sprintf(
						/* translators: %s: listing title. */
						__(
							'View on directory: %s (opens in a new tab)',
							'playpal'
						),
						listing.title
					) }
				>
					{ __( 'View on directory', 'playpal' ) }
				</ButtonLink>
			) }
		</Card>
	);
}
