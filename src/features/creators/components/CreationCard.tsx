/**
 * One creation in My Creations (SPEC §2): thumbnail, status badge,
 * downloads, earnings, rating (published only), up to 3 tags, Edit and View.
 * The figures are pp/v1/creator/dashboard's for this creation (merged by id
 * in CreatorDashboard; earnings one amount per currency), or the sample's
 * own (in dollars).
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
import {
	Badge,
	Button,
	ButtonLink,
	Card,
	Muted,
	Row,
} from '../../../components';
import type { Variant } from '../../../components';
import { statusLabel } from '../labels';
import { formatDollars } from '../../../lib/format';
import { formatMoneyList } from '../../../lib/money';
import type { Creation } from '../types';
import { Thumb } from './layout';

const STATUS_VARIANTS: Record< string, Variant > = {
	published: 'default',
	pending: 'secondary',
	rejected: 'destructive',
	draft: 'outline',
};

export interface CreationCardProps {
	creation: Creation;
	onEdit: ( creation: Creation ) => void;
}

export function CreationCard( { creation, onEdit }: CreationCardProps ) {
	const headingId = useId();
	const file = creation.files[ 0 ]?.url || creation.thumbnail;
	return (
		<Card as="article" aria-labelledby={ headingId }>
			{ creation.thumbnail ? (
				<Thumb src={ creation.thumbnail } alt="" />
			) : null }
			<Row>
				<Badge
					variant={ STATUS_VARIANTS[ creation.status ] ?? 'outline' }
				>
					{ statusLabel( creation.status ) }
				</Badge>
				{ creation.sample && (
					<Badge variant="outline">
						{ __( 'Sample', 'playpal' ) }
					</Badge>
				) }
			</Row>
			<h3 id={ headingId }>{ creation.title }</h3>
			<Muted>
				{ sprintf(
					/* translators: 1: number of downloads, 2: earnings, e.g. $3.50 (one amount per currency). */
					_n(
						'%1$d download · %2$s earned',
						'%1$d downloads · %2$s earned',
						creation.downloads,
						'playpal'
					),
					creation.downloads,
					creation.earned
						? formatMoneyList( creation.earned )
						: formatDollars( creation.earnings )
				) }
			</Muted>
			{ creation.status === 'published' && creation.reviews === 0 && (
				<Muted>{ __( 'No reviews yet', 'playpal' ) }</Muted>
			) }
			{ creation.status === 'published' && creation.reviews > 0 && (
				<Muted>
					{ sprintf(
						/* translators: 1: average rating, 2: number of reviews. */
						_n(
							'★ %1$s (%2$d review)',
							'★ %1$s (%2$d reviews)',
							creation.reviews,
							'playpal'
						),
						creation.rating.toFixed( 1 ),
						creation.reviews
					) }
				</Muted>
			) }
			{ creation.tags.length > 0 && (
				<Row aria-label={ __( 'Tags', 'playpal' ) }>
					{ creation.tags.slice( 0, 3 ).map( ( tag ) => (
						<Badge key={ tag } variant="outline">
							{ tag }
						</Badge>
					) ) }
				</Row>
			) }
			<Row>
				<Button
					size="sm"
					variant="outline"
					disabled={ creation.sample }
					onClick={ () => onEdit( creation ) }
					aria-label={ sprintf(
						/* translators: %s: creation title. */
						__( 'Edit %s', 'playpal' ),
						creation.title
					) }
				>
					{ __( 'Edit', 'playpal' ) }
				</Button>
				{ file && ! creation.sample ? (
					<ButtonLink
						size="sm"
						variant="ghost"
						href={ file }
						target="_blank"
						rel="noopener noreferrer"
						aria-label={ sprintf(
							/* translators: %s: creation title. */
							__( 'View %s (opens in a new tab)', 'playpal' ),
							creation.title
						) }
					>
						{ __( 'View', 'playpal' ) }
					</ButtonLink>
				) : (
					<Button size="sm" variant="ghost" disabled>
						{ __( 'View', 'playpal' ) }
					</Button>
				) }
			</Row>
		</Card>
	);
}
