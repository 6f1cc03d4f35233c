/**
 * One community submission: title, submitter, product used, child's age,
 * status and type badges, up to 4 media thumbnails, description, submitted
 * date, and the featured date when the status is featured (SPEC §2).
 * Example submissions say so.
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
import { Badge, Muted } from '../../../components';
import { Card, MetaRow } from '../components/layout';
import { formatLongDate } from '../../../lib/format';
import { firstOf, SUBMISSION_THUMBNAILS } from '../limits';
import type { CommunitySubmission } from '../types';
import { statusBadge, typeLabel } from './labels';

const Thumbnails = styled.ul`
	display: grid;
	grid-template-columns: repeat( 4, 1fr );
	gap: 0.375rem;
	margin: 0;
	padding: 0;
	list-style: none;

	img,
	video {
		display: block;
		width: 100%;
		aspect-ratio: 1;
		object-fit: cover;
		border-radius: var( --pp-radius );
		background: var( --pp-color-muted );
	}
`;

const Facts = styled.dl`
	display: grid;
	grid-template-columns: auto 1fr;
	gap: 0.25rem 0.75rem;
	margin: 0;
	font-size: 0.875rem;

	dt {
		color: var( --pp-color-muted-foreground );
	}

	dd {
		margin: 0;
	}
`;

const VIDEO = /\.(mp4|mov|webm)(\?|#|$)/i;

/**
 * Whether the featured date shows: only for featured submissions that have one.
 *
 * @param submission Submission.
 */
export function showsFeaturedDate( submission: CommunitySubmission ): boolean {
	return submission.status === 'featured' && submission.featured_date !== '';
}

export function SubmissionCard( {
	submission,
}: {
	submission: CommunitySubmission;
} ) {
	const { shown } = firstOf( submission.media_urls, SUBMISSION_THUMBNAILS );
	const status = statusBadge( submission.status );
	return (
		<li>
			<Card data-testid="submission">
				<MetaRow>
					<Badge variant={ status.variant }>{ status.label }</Badge>
					<Badge variant="outline">
						{ typeLabel( submission.type ) }
					</Badge>
					{ submission.sample && (
						<Badge variant="ghost">
							{ __( 'Example', 'playpal' ) }
						</Badge>
					) }
				</MetaRow>
				<h3>{ submission.title }</h3>
				<Muted>
					{ sprintf(
						/* translators: %s: name of the person who shared the story. */
						__( 'Shared by %s', 'playpal' ),
						submission.submitter_name
					) }
				</Muted>
				{ shown.length > 0 && (
					<Thumbnails aria-label={ __( 'Media', 'playpal' ) }>
						{ shown.map( ( url, index ) => (
							<li key={ `${ index }-${ url.slice( -24 ) }` }>
								{ VIDEO.test( url ) ? (
									<video
										src={ url }
										preload="metadata"
										muted
										aria-label={ sprintf(
											/* translators: 1: position, 2: story title. */
											__(
												'Video %1$d of “%2$s”',
												'playpal'
											),
											index + 1,
											submission.title
										) }
									/>
								) : (
									<img
										src={ url }
										loading="lazy"
										alt={ sprintf(
											/* translators: 1: position, 2: story title. */
											__(
												'Picture %1$d of “%2$s”',
												'playpal'
											),
											index + 1,
											submission.title
										) }
									/>
								) }
							</li>
						) ) }
					</Thumbnails>
				) }
				<p>{ submission.description }</p>
				<Facts>
					<dt>{ __( 'Product used', 'playpal' ) }</dt>
					<dd>{ submission.product_used }</dd>
					{ submission.age_of_child && (
						<>
							<dt>{ __( 'Child’s age', 'playpal' ) }</dt>
							<dd>{ submission.age_of_child }</dd>
						</>
					) }
					<dt>{ __( 'Submitted', 'playpal' ) }</dt>
					<dd>{ formatLongDate( submission.submitted_date ) }</dd>
					{ showsFeaturedDate( submission ) && (
						<>
							<dt>{ __( 'Featured on', 'playpal' ) }</dt>
							<dd>
								{ formatLongDate( submission.featured_date ) }
							</dd>
						</>
					) }
				</Facts>
			</Card>
		</li>
	);
}
